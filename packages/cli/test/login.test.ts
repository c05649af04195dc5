import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import { sv, temporaryFolder } from './support/run-sv';

let sandbox: Sandbox;
const folder = temporaryFolder();
const configDir = join(folder.path, 'config', 'sv');
const env = () => ({ SV_CONFIG_DIR: configDir });
const login = (stdin: string) =>
  sv(['login', '--gateway-url', sandbox.v3Url, '--v1-url', sandbox.v1Url], { env: env(), stdin });

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20' });
});
afterAll(async () => {
  await sandbox.close();
  folder.remove();
});

test('a refused token is not saved, and not shown', async () => {
  const wrong = 'not-the-token-0123456789';
  const run = await login(`${wrong}\n`);
  expect(run.code).toBe(EXIT.token);
  expect(run.stderr + run.stdout).not.toContain(wrong);
  expect(() => statSync(join(configDir, 'config.json'))).toThrow();
});

test('sv login checks the token read from stdin and saves it readable by the owner only; never prints it', async () => {
  const run = await login(`${sandbox.tokens.full}\n`);
  expect(run.code).toBe(EXIT.ok);
  expect(run.stderr).toContain('Token checked at ');
  expect(run.stderr + run.stdout).not.toContain(sandbox.tokens.full);
  const file = join(configDir, 'config.json');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(configDir).mode & 0o777).toBe(0o700);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    token: sandbox.tokens.full,
    gatewayUrl: sandbox.v3Url,
    v1Url: sandbox.v1Url,
  });
});

test('the saved settings are used when the environment has none; the environment comes first', async () => {
  const saved = await sv(['campaigns', '--option', 'columns=campaign_info.id'], { env: env() });
  expect(saved).toMatchObject({ code: 0, stderr: '' });
  expect(saved.stdout.split('\n')[0]).toBe('campaign_info.id');
  // The saved addresses go only with the saved token: SV_TOKEN goes to the environment's addresses (or the defaults).
  const overridden = await sv(['campaigns'], {
    env: { ...env(), SV_TOKEN: 'env-token-0123456789abcdef', SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url },
  });
  expect(overridden.code).toBe(EXIT.token);
});

test('sv logout forgets the token', async () => {
  expect((await sv(['logout'], { env: env() })).stderr).toContain('forgotten');
  expect((await sv(['campaigns'], { env: env() })).code).toBe(EXIT.token);
});

test('an empty standard input saves nothing', async () => {
  const run = await login('\n');
  expect(run.code).toBe(EXIT.input);
  expect(run.stderr).toContain('No token was given');
});

test('sv login leaves an existing SV_CONFIG_DIR as it was, and makes 0700 only the folders it creates', async () => {
  const existing = join(folder.path, 'shared-folder');
  mkdirSync(existing, { mode: 0o755 });
  chmodSync(existing, 0o755);
  const run = await sv(['login', '--gateway-url', sandbox.v3Url, '--v1-url', sandbox.v1Url], {
    env: { SV_CONFIG_DIR: join(existing, 'made', 'by-sv') },
    stdin: `${sandbox.tokens.full}\n`,
  });
  expect(run.code).toBe(EXIT.ok);
  expect(statSync(existing).mode & 0o777).toBe(0o755);
  expect(statSync(join(existing, 'made')).mode & 0o777).toBe(0o700);
  expect(statSync(join(existing, 'made', 'by-sv')).mode & 0o777).toBe(0o700);
  const again = await sv(['login', '--gateway-url', sandbox.v3Url, '--v1-url', sandbox.v1Url], {
    env: { SV_CONFIG_DIR: existing },
    stdin: `${sandbox.tokens.full}\n`,
  });
  expect(again.code).toBe(EXIT.ok);
  expect(statSync(existing).mode & 0o777).toBe(0o755);
  expect(statSync(join(existing, 'config.json')).mode & 0o777).toBe(0o600);
  // Only the saved file: no temporary file of sv's is left beside it.
  expect(readdirSync(existing).sort()).toEqual(['config.json', 'made']);
});

test('sv login with the addresses in the environment saves them with the token, and says where it was checked', async () => {
  const dir = join(folder.path, 'environment-login');
  const addresses = { SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url };
  const run = await sv(['login'], { env: { SV_CONFIG_DIR: dir, ...addresses }, stdin: `${sandbox.tokens.full}\n` });
  expect(run.code).toBe(EXIT.ok);
  expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual({
    token: sandbox.tokens.full,
    gatewayUrl: sandbox.v3Url,
    v1Url: sandbox.v1Url,
  });
  const host = new URL(sandbox.v3Url).host;
  expect(run.stderr).toContain(`Token checked at ${host} and saved in ${join(dir, 'config.json')}`);
  expect(run.stderr).toContain(`SV_GATEWAY_URL ${sandbox.v3Url} (from the environment)`);
  expect(run.stderr).toContain(`SV_V1_URL ${sandbox.v1Url} (from the environment)`);
  // A later command without those variables sends the token where it was checked, not to the service's own address.
  const sent: string[] = [];
  const onlyTheSandbox: typeof fetch = (input, init) => {
    sent.push(String(input));
    return String(input).startsWith(sandbox.v3Url) || String(input).startsWith(sandbox.v1Url)
      ? fetch(input, init)
      : Promise.reject(new TypeError('fetch failed'));
  };
  const later = await sv(['campaigns', '--option', 'columns=campaign_info.id'], {
    env: { SV_CONFIG_DIR: dir },
    fetch: onlyTheSandbox,
  });
  expect(later).toMatchObject({ code: EXIT.ok, stderr: '' });
  expect(sent.every((url) => url.startsWith(sandbox.v3Url))).toBe(true);
});

test('sv login with the addresses as flags names them as flags', async () => {
  const run = await sv(['login', '--gateway-url', sandbox.v3Url, '--v1-url', sandbox.v1Url], {
    env: { SV_CONFIG_DIR: join(folder.path, 'flag-login') },
    stdin: `${sandbox.tokens.full}\n`,
  });
  expect(run.code).toBe(EXIT.ok);
  expect(run.stderr).toContain(`SV_GATEWAY_URL ${sandbox.v3Url} (from --gateway-url)`);
  expect(run.stderr).toContain(`SV_V1_URL ${sandbox.v1Url} (from --v1-url)`);
});

test('sv login with one address in the environment saves that one and says the other is the default', async () => {
  const dir = join(folder.path, 'one-address-login');
  const run = await sv(['login'], {
    env: { SV_CONFIG_DIR: dir, SV_GATEWAY_URL: sandbox.v3Url },
    stdin: `${sandbox.tokens.full}\n`,
  });
  expect(run.code).toBe(EXIT.ok);
  expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toEqual({
    token: sandbox.tokens.full,
    gatewayUrl: sandbox.v3Url,
  });
  expect(run.stderr).toContain(
    `Saved with it, the address it was checked with: SV_GATEWAY_URL ${sandbox.v3Url} (from the environment). ` +
      'The token goes there even when the environment no longer sets it; the other address is the default one.',
  );
});
