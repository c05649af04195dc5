import { type Sandbox, start } from '@sv/sandbox';
import { createProgress } from '../src/progress';
import { sandboxEnv, sv } from './support/run-sv';

const PERIOD = ['2026-10-01', '2026-10-31'];
const CLEAR_LINE = '\r\x1b[K';
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20' });
});
afterAll(() => sandbox.close());

test('a pull of several pages shows pages and rows on a terminal, then clears the line', async () => {
  // Campaign 102 tracks 2,345 keywords: three pages of at most 1,000.
  const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: true });
  expect(run.code).toBe(0);
  expect(run.stderr).toMatch(/sv keywords \[#+-*\] \d\/\d pages, [\d,]+ rows/);
  expect(run.stderr).toContain('2,345 rows');
  expect(run.stderr.endsWith(CLEAR_LINE)).toBe(true);
  // The table itself is all on stdout, untouched by the bar.
  expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(2346);
});

test('nothing on stderr when it is not a terminal (a pipe, a log file, cron)', async () => {
  const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: false });
  expect(run).toMatchObject({ code: 0, stderr: '' });
});

test('no bar for a call one request answers', async () => {
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: true });
  expect(run).toMatchObject({ code: 0, stderr: '' });
});

test('the bar fills as pages arrive and is redrawn at most every 100 ms until the last page', () => {
  let now = 0;
  const written: string[] = [];
  const progress = createProgress({ isTTY: true, columns: 80, write: (text) => written.push(text) }, 'sv x', () => now);
  progress.requestSent();
  progress.pageRead(1000);
  expect(written).toEqual([]);
  progress.requestSent();
  progress.requestSent();
  now += 10;
  progress.pageRead(1000);
  now += 200;
  progress.pageRead(345);
  progress.finish();
  expect(written).toEqual([
    '\rsv x [##########----------] 1/2 pages, 1,000 rows\x1b[K',
    '\rsv x [####################] 3/3 pages, 2,345 rows\x1b[K',
    CLEAR_LINE,
  ]);
});
