/**
 * The first hour with sv (issue 32): what a new user trips on when a pull fails, when logging in, when a certificate
 * is not trusted, and in the words of its messages.
 */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type Sandbox, start } from '@sv/sandbox';
import { generate } from 'selfsigned';
import { EXIT } from '../src/exit-codes';
import { sandboxEnv, sv } from './support/run-sv';

const PERIOD = ['2026-10-01', '2026-10-31'];
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20', latency: { fixedMs: 0, jitterMs: 0 } });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.resetLimits();
});

describe('standard output holds nothing until the first page has arrived', () => {
  test('a pull that fails before any page (`sv … > file`) leaves the file empty, not a lone header', async () => {
    sandbox.faults.add({ kind: 'status', status: 503 });
    const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.service);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/internal error/);
  });

  test('a refused token writes nothing to standard output either, in CSV or JSON lines', async () => {
    for (const format of ['csv', 'jsonl']) {
      const run = await sv(['keywords', '101', ...PERIOD, '--format', format], {
        env: sandboxEnv(sandbox, 'wrong-token-0123456789abcdef'),
      });
      expect(run.code).toBe(EXIT.token);
      expect(run.stdout).toBe('');
    }
  });

  test('a table with no rows still gets its header row once the pull succeeded', async () => {
    const run = await sv(['keywords', '101', ...PERIOD, '--option', 'search=no-such-keyword-anywhere'], {
      env: sandboxEnv(sandbox),
    });
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout.split('\n')).toEqual([expect.stringMatching(/^keyword_id,/), '']);
  });

  test('once rows came, they are written as they arrive, header first', async () => {
    const run = await sv(['keywords', '101', ...PERIOD, '--option', 'limit=2'], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.ok);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^keyword_id,/);
    expect(lines).toHaveLength(3);
  });
});

describe('a certificate that is not trusted is said in words, with what to do', () => {
  let server: Server;
  let handshakes = 0;
  let address: string;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
    server = createServer({ key: pems.private, cert: pems.cert }, (_request, response) => response.end('{}'));
    server.on('connection', () => {
      handshakes += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    address = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a self-signed certificate: what happened, NODE_EXTRA_CA_CERTS, never "turn verification off", sent once', async () => {
    handshakes = 0;
    const run = await sv(['campaigns'], {
      env: { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: `${address}/v3`, SV_V1_URL: `${address}/v1` },
    });
    expect(run.code).toBe(EXIT.service);
    expect(run.stdout).toBe('');
    const message = run.stderr.trim();
    expect(message).toMatch(/^Could not connect securely to localhost:\d+ for .*: its certificate is self-signed/);
    expect(message).toContain('nothing was sent');
    expect(message).toContain('set NODE_EXTRA_CA_CERTS to the path of its certificate file (PEM)');
    expect(message).not.toMatch(/REJECT_UNAUTHORIZED|insecure|rejectUnauthorized|disable|turn off/i);
    // The same certificate would be refused again: no retry.
    expect(handshakes).toBe(1);
  });

  test('sv login at such an address says the same, and saves nothing', async () => {
    const run = await sv(['login', '--gateway-url', `${address}/v3`], { stdin: `${sandbox.tokens.full}\n` });
    expect(run.code).toBe(EXIT.service);
    expect(run.stderr).toContain('its certificate is self-signed');
    expect(run.stderr).not.toContain('Token checked');
  });
});

describe('the service knows no such campaign', () => {
  test('one period per sentence, and a campaign of another account is named, with `sv campaigns`', async () => {
    const run = await sv(['keywords', '999999', ...PERIOD], { env: sandboxEnv(sandbox) });
    expect(run.code).toBe(EXIT.input);
    expect(run.stderr).not.toMatch(/\.\./);
    expect(run.stderr).toContain('Details: The requested data does not exist. Check the ids you passed');
    expect(run.stderr).toContain(
      'A campaign of another account is answered the same way: `sv campaigns` lists the campaigns your token can read.',
    );
  });
});
