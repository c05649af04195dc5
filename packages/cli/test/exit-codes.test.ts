import { createFetchHost, invoke, runAsync } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import { type SvRunOptions, sandboxEnv, sv as svInRealTime } from './support/run-sv';

const PERIOD = ['2026-10-01', '2026-10-31'];

/**
 * sv with waits that move a clock of its own instead of passing (waiting.test.ts checks them): the exit codes and
 * messages after the retries are checked here, not the backoffs, which took seconds of real time.
 */
function sv(argv: readonly string[], options: SvRunOptions = {}) {
  let at = Date.UTC(2026, 10, 20, 12);
  const waiting = {
    now: () => at,
    sleep: async (ms: number) => {
      at += ms;
    },
  };
  return svInRealTime(argv, { waiting, ...options });
}
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20' });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.faults.clear();
  sandbox.resetLimits();
});

/**
 * The core's message for the same call, worded for a terminal: what a cell says, with a terminal's next step
 * (`sv login` or SV_TOKEN, run the command again) where a cell's is the add-on or recalculating.
 */
async function terminalMessage(args: unknown[], token = sandbox.tokens.full): Promise<string> {
  const settings = { token, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  try {
    // Its retries' backoffs do not pass either: the message after them is the one compared.
    const host = { ...createFetchHost(fetch), sleep: async () => undefined };
    await runAsync(invoke('KEYWORDS', args, { settings, surface: 'terminal' }), host);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the call succeeded');
}

/** Words that only make sense in a spreadsheet. */
const SPREADSHEET_WORDS = /recalculat|add-on|task pane|Sheets|Excel/i;

test('an argument the function refuses: exit 2, the cell message, nothing sent', async () => {
  const before = sandbox.requests.length;
  const run = await sv(['keywords', '101', '2026-10-31', '2026-10-01'], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.input);
  expect(run.stderr.trim()).toBe(await terminalMessage([101, '2026-10-31', '2026-10-01']));
  expect(run.stdout).toBe('');
  expect(sandbox.requests.length).toBe(before + 0);
});

test('a campaign the service does not know: exit 2 with the service message a cell shows', async () => {
  const run = await sv(['keywords', '999999', ...PERIOD], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.input);
  expect(run.stderr.trim()).toBe(await terminalMessage([999999, ...PERIOD]));
});

test('no token: exit 3, and where a terminal keeps the token: sv login or SV_TOKEN', async () => {
  const run = await sv(['keywords', '101', ...PERIOD], { env: { ...sandboxEnv(sandbox), SV_TOKEN: '' } });
  expect(run.code).toBe(EXIT.token);
  expect(run.stderr.trim()).toBe(await terminalMessage([101, ...PERIOD], ''));
  expect(run.stderr).toContain('Run `sv login`');
  expect(run.stderr).toContain('set SV_TOKEN in the environment');
  expect(run.stderr).not.toMatch(SPREADSHEET_WORDS);
});

test('a refused token: exit 3, sv login or SV_TOKEN, and the token is not in the message', async () => {
  const wrong = 'wrong-token-0123456789abcdef';
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox, wrong) });
  expect(run.code).toBe(EXIT.token);
  expect(run.stderr.trim()).toBe(await terminalMessage([101, ...PERIOD], wrong));
  expect(run.stderr).toContain('Run `sv login` with a current token, or set SV_TOKEN to one.');
  expect(run.stderr).not.toMatch(SPREADSHEET_WORDS);
  expect(run.stderr).not.toContain(wrong);
});

test('an address that is not https: exit 3, the variable to correct', async () => {
  const run = await sv(['keywords', '101', ...PERIOD], {
    env: { ...sandboxEnv(sandbox), SV_GATEWAY_URL: 'http://gateway.example/v3' },
  });
  expect(run.code).toBe(EXIT.token);
  expect(run.stderr).toContain('Correct SV_GATEWAY_URL in the environment, or run `sv login` with the right address.');
  expect(run.stderr).not.toMatch(SPREADSHEET_WORDS);
});

test('a connection that keeps failing: exit 5, run the command again', async () => {
  sandbox.faults.add({ kind: 'reset' });
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.service);
  expect(run.stderr.trim()).toMatch(/^Could not reach the service at .*, then run the command again\.$/);
  expect(run.stderr).not.toMatch(SPREADSHEET_WORDS);
});

test('malformed data: exit 5, run the command again in a minute', async () => {
  sandbox.faults.add({ kind: 'malformed-json' });
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.service);
  expect(run.stderr).toContain('run the command again in a minute.');
  expect(run.stderr).not.toMatch(SPREADSHEET_WORDS);
});

test('the daily quota used up: exit 4', async () => {
  sandbox.faults.add({ kind: 'quota' });
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.quota);
  expect(run.stderr).toMatch(/quota/i);
});

test('a service failure that outlasts the retries: exit 5', async () => {
  sandbox.faults.add({ kind: 'status', status: 503 });
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(EXIT.service);
  expect(run.stderr.trim()).toBe(await terminalMessage([101, ...PERIOD]));
});

test('success: exit 0 and nothing on stderr', async () => {
  const run = await sv(['campaigns'], { env: sandboxEnv(sandbox) });
  expect(run).toMatchObject({ code: EXIT.ok, stderr: '' });
  expect(run.stdout.split('\n')[0]).toMatch(/^campaign_info\.id,/);
});
