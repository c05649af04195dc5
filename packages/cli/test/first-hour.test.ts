/**
 * The first hour with sv (issue 32): what a new user trips on when a pull fails, when logging in, when a certificate
 * is not trusted, and in the words of its messages.
 */
import { type Sandbox, start } from '@sv/sandbox';
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
