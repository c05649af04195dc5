/**
 * sv keeps one kind of answer across runs: the campaigns list whose keyword count paces a pull of more than one page
 * (the core marks it a hint), for its time to live, in a file of the user's own. So pulls of a campaign within the
 * hour pay for the count once; every page of data is still asked of the service on every run; a file sv may not
 * trust is ignored with a warning; a damaged one is a miss; SV_NO_CACHE=1 and --sandbox leave it alone.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Sandbox, start } from '@sv/sandbox';
import { EXIT } from '../src/exit-codes';
import type { Waiting } from '../src/run-function';
import { sandboxEnv, sv, temporaryFolder } from './support/run-sv';

const TODAY = '2026-11-20';
/** 2,345 keywords: three pages, so the pull asks for the campaign's count beside its second. */
const CAMPAIGN = '102';
const DAY = ['2026-10-01', '2026-10-01'];
/** One column: the requests are the same, the run's work is less. */
const KEYWORDS = ['keywords', CAMPAIGN, ...DAY, '--option', 'columns=keyword'];
const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? test : test.skip;

let sandbox: Sandbox;
const folders: { remove(): void }[] = [];

beforeAll(async () => {
  // memoReads: a page read again is served as the text made the first time, after the same checks, and is logged as
  // any request is: the runs here read the same three pages again and again.
  sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0, memoReads: true });
});
afterAll(async () => {
  await sandbox.close();
  for (const folder of folders) folder.remove();
});
beforeEach(() => sandbox.requests.clear());

/** A settings folder of the test's own, with the kept counts turned on (the harness turns them off). */
function configFolder(): { env: Record<string, string | undefined>; file: string } {
  const folder = temporaryFolder();
  folders.push(folder);
  const dir = join(folder.path, 'sv');
  return {
    env: { ...sandboxEnv(sandbox), SV_CONFIG_DIR: dir, SV_NO_CACHE: undefined },
    file: join(dir, 'cache', 'counts.json'),
  };
}

const countRequests = () => sandbox.requests.filter((request) => request.path.endsWith('/campaigns/tracked')).length;
const pageRequests = () =>
  sandbox.requests.filter((request) => request.path.endsWith('/rank-tracker/v3.0/keywords')).length;

/** A file put where sv keeps its counts, as sv would make it (folder 0700, file 0600). */
function placed(file: string, text: string): void {
  const folder = join(file, '..');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  writeFileSync(file, text, { mode: 0o600 });
}

/** Time that only moves when told: sv's waits move it too. */
function clockAt(start: number): Waiting & { at: number } {
  const clock = {
    at: start,
    now: () => clock.at,
    sleep: async (ms: number) => {
      clock.at += ms;
    },
  };
  return clock;
}

test('two runs in a row: the count is asked once, and the second run sends all its pages again', async () => {
  const { env, file } = configFolder();
  const first = await sv(KEYWORDS, { env });
  expect(first.code).toBe(EXIT.ok);
  expect(first.stderr).toBe('');
  expect(countRequests()).toBe(1);
  expect(pageRequests()).toBe(3);

  const second = await sv(KEYWORDS, { env });
  expect(second.code).toBe(EXIT.ok);
  expect(second.stderr).toBe('');
  expect(second.stdout).toBe(first.stdout);
  expect(pageRequests()).toBe(6);
  expect(countRequests()).toBe(1);

  // The file and its folder are the user's alone, and hold no token.
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
  expect(readFileSync(file, 'utf8')).not.toContain(sandbox.tokens.full);
});

test('an answer that echoes the token is never kept on disk: the next run asks for the count again', async () => {
  const { env, file } = configFolder();
  sandbox.faults.add({ kind: 'echo-token', status: 200, path: '/v3/dashboard/v3.0/campaigns/tracked', times: 1 });
  expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(1);
  expect(existsSync(file) ? readFileSync(file, 'utf8') : '').not.toContain(sandbox.tokens.full);
  expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(2);
});

test('a kept count expires with its time to live: an hour later the count is asked again', async () => {
  const { env } = configFolder();
  const clock = clockAt(Date.UTC(2026, 10, 20, 3, 15));
  const started = clock.at;
  expect((await sv(KEYWORDS, { env, waiting: clock })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(1);

  clock.at = started + 61 * 60_000;
  expect((await sv(KEYWORDS, { env, waiting: clock })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(2);
});

test('the campaigns list kept as a count is never a table: sv campaigns after sv keywords asks the service', async () => {
  const { env } = configFolder();
  expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(1);
  // The count's request is the very first page sv campaigns asks for.
  const campaigns = await sv(['campaigns'], { env });
  expect(campaigns.code).toBe(EXIT.ok);
  expect(countRequests()).toBe(2);
});

test.each([
  ['not JSON', 'sv was here'],
  ['cut short', '{"format":"sv hint cache 1","hints":[{"key":"sv:'],
  ['of another shape', '{"format":"sv hint cache 1","hints":{"sv:x":1}}'],
  ['empty', ''],
])('a damaged file (%s) is a miss, and the run leaves a whole one', async (_what, text) => {
  const { env, file } = configFolder();
  placed(file, text);

  const run = await sv(KEYWORDS, { env });
  expect(run.code).toBe(EXIT.ok);
  expect(run.stderr).toBe('');
  expect(countRequests()).toBe(1);
  const kept = JSON.parse(readFileSync(file, 'utf8')).hints as { key: string }[];
  expect(kept.map((hint) => hint.key)).toEqual([expect.stringMatching(/^sv:terminal-KEYWORDS:[0-9a-f]{40}$/)]);
});

test('the file keeps at most 32 counts, and drops those expired', async () => {
  const { env, file } = configFolder();
  const now = Date.now();
  const hint = (n: number, expires: number) => ({ key: `sv:other:${n}`, value: '[]', expires });
  const hints = [hint(0, now - 1000), ...Array.from({ length: 40 }, (_, n) => hint(n + 1, now + 60_000 + n))];
  placed(file, JSON.stringify({ format: 'sv hint cache 1', hints }));

  expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
  const kept = JSON.parse(readFileSync(file, 'utf8')).hints as { key: string }[];
  expect(kept).toHaveLength(32);
  expect(kept.map((item) => item.key)).not.toContain('sv:other:0');
  // The count just read expires last, so it is kept.
  expect(kept.filter((item) => !item.key.startsWith('sv:other:'))).toHaveLength(1);
});

test('what has expired leaves the disk at the next run, whatever it pulls', async () => {
  const { env, file } = configFolder();
  const now = Date.now();
  const expired = { key: 'sv:other:expired', value: '[]', expires: now - 1000 };
  const live = { key: 'sv:other:live', value: '[]', expires: now + 60_000 };
  placed(file, JSON.stringify({ format: 'sv hint cache 1', hints: [expired, live] }));
  expect((await sv(['campaigns'], { env })).code).toBe(EXIT.ok);
  expect(JSON.parse(readFileSync(file, 'utf8')).hints).toEqual([live]);

  placed(file, JSON.stringify({ format: 'sv hint cache 1', hints: [expired] }));
  expect((await sv(['campaigns'], { env })).code).toBe(EXIT.ok);
  expect(existsSync(file)).toBe(false);
});

test('sv logout forgets the kept counts with the token', async () => {
  const { env, file } = configFolder();
  expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
  expect(existsSync(file)).toBe(true);
  const run = await sv(['logout'], { env });
  expect(run.stderr).toContain('The campaign counts sv kept are forgotten too.');
  expect(existsSync(file)).toBe(false);
});

describe('a file or folder sv may not trust is ignored, with one warning that says what to do', () => {
  async function keptThenChanged(change: (file: string) => void) {
    const { env, file } = configFolder();
    expect((await sv(KEYWORDS, { env })).code).toBe(EXIT.ok);
    change(file);
    const before = readFileSync(file, 'utf8');
    const run = await sv(KEYWORDS, { env });
    expect(run.code).toBe(EXIT.ok);
    expect(countRequests()).toBe(2);
    // Left as it was: neither read nor replaced.
    expect(readFileSync(file, 'utf8')).toBe(before);
    const warnings = run.stderr.split('\n').filter((line) => line.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    expect(run.stderr.trim()).toBe(warnings[0]);
    return warnings[0] as string;
  }

  test('a file its group can write', async () => {
    let path = '';
    const warning = await keptThenChanged((file) => {
      path = file;
      chmodSync(file, 0o620);
    });
    expect(warning).toContain(`sv ignores its cache of campaign keyword counts in ${path}`);
    expect(warning).toContain('(mode 620)');
    expect(warning).toContain(`chmod go-w "${path}"`);
    expect(statSync(path).mode & 0o777).toBe(0o620);
  });

  test('a folder others can write', async () => {
    let folder = '';
    const warning = await keptThenChanged((file) => {
      folder = join(file, '..');
      chmodSync(folder, 0o707);
    });
    expect(warning).toContain(`in ${folder}: other users of this computer can change the folder (mode 707)`);
    expect(warning).toContain(`chmod 700 "${folder}"`);
  });

  asRoot('a file of another user', async () => {
    let path = '';
    const warning = await keptThenChanged((file) => {
      path = file;
      chownSync(file, 65534, 65534);
    });
    expect(warning).toContain(`in ${path}: the file belongs to another user (uid 65534)`);
    expect(warning).toContain('sudo chown');
  });
});

test('SV_NO_CACHE=1: every run asks for the count, and no file is made', async () => {
  const { env, file } = configFolder();
  const off = { ...env, SV_NO_CACHE: '1' };
  expect((await sv(KEYWORDS, { env: off })).code).toBe(EXIT.ok);
  expect((await sv(KEYWORDS, { env: off })).code).toBe(EXIT.ok);
  expect(countRequests()).toBe(2);
  expect(existsSync(join(file, '..'))).toBe(false);
});

test('without SV_CONFIG_DIR the file is in XDG_CACHE_HOME/sv', async () => {
  const { env } = configFolder();
  const home = join(String(env.SV_CONFIG_DIR), '..');
  const cacheHome = join(home, 'xdg-cache');
  const xdg = { SV_CONFIG_DIR: undefined, XDG_CONFIG_HOME: join(home, 'xdg-config'), XDG_CACHE_HOME: cacheHome };
  expect((await sv(KEYWORDS, { env: { ...env, ...xdg } })).code).toBe(EXIT.ok);
  expect(statSync(join(cacheHome, 'sv', 'counts.json')).mode & 0o777).toBe(0o600);
});

test('sv --sandbox keeps nothing in the user’s cache', async () => {
  const { env, file } = configFolder();
  const run = await sv(['--sandbox', 'keywords', CAMPAIGN, 'yesterday', 'yesterday', '--option', 'columns=keyword'], {
    env,
  });
  expect(run.code).toBe(EXIT.ok);
  expect(existsSync(join(file, '..'))).toBe(false);
});
