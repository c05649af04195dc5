import { join } from 'node:path';
import { type Sandbox, start } from '@sv/sandbox';
import { createProgress } from '../src/progress';
import { sandboxEnv, sv, temporaryFolder } from './support/run-sv';

const PERIOD = ['2026-10-01', '2026-10-31'];
const ERASE_LINE = '\x1b[K';
const CLEAR_LINE = `\r${ERASE_LINE}`;
let sandbox: Sandbox;
const folder = temporaryFolder();

beforeAll(async () => {
  // memoReads: a page read again (campaign 102's, in most tests) is served as the text made the first time, after the
  // same checks.
  sandbox = await start({ today: '2026-11-20', memoReads: true });
});
afterAll(async () => {
  await sandbox.close();
  folder.remove();
});

/** Each state the line was drawn in, as the terminal showed it. */
function drawnLines(stderr: string): string[] {
  return stderr
    .split('\r')
    .map((part) => (part.endsWith(ERASE_LINE) ? part.slice(0, -ERASE_LINE.length) : part))
    .filter((part) => part !== '');
}

const numberIn = (line: string, pattern: RegExp) => Number((pattern.exec(line)?.[1] ?? 'NaN').replace(/,/g, ''));
const nonDecreasing = (values: number[]) =>
  values.every((value, index) => index === 0 || value >= (values[index - 1] as number));

test('a pull without a count shows requests and rows, then clears the line', async () => {
  // Campaign 102 tracks 2,345 keywords: three pages of at most 1,000, and a limit that ends the pull within the pages
  // a count would let it ask for ahead, so no count is asked.
  const run = await sv(['keywords', '102', ...PERIOD, '--option', 'limit=2345'], {
    env: sandboxEnv(sandbox),
    stderrIsTerminal: true,
  });
  expect(run.code).toBe(0);
  const lines = drawnLines(run.stderr);
  expect(lines.at(-1)).toBe('sv keywords 3 requests, 2,345 rows');
  expect(run.stderr.endsWith(CLEAR_LINE)).toBe(true);
  // The table itself is all on stdout, untouched by the line.
  expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(2346);
});

test('a pull of a few pages counts the request for its count among its requests', async () => {
  // Campaign 102 tracks 2,345 keywords: three pages of at most 1,000 and the count, asked beside the second (the bar
  // shows where the count came before the last page was taken).
  const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: true });
  expect(run.code).toBe(0);
  const lines = drawnLines(run.stderr);
  expect(lines.at(-1)).toMatch(/^sv keywords (\[#{20}\] 100%, )?4 requests, 2,345 rows$/);
  expect(run.stderr.endsWith(CLEAR_LINE)).toBe(true);
  expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(2346);
});

test('a long pull with a count: the bar only moves forward and its rows end at the rows written', async () => {
  // Campaign 103 tracks 25,000 keywords: 26 overlapping pages, the count asked beside the second.
  // One column keeps the test quick: the pages are what the bar follows.
  const run = await sv(['keywords', '103', ...PERIOD, '--option', 'columns=keyword_id'], {
    env: sandboxEnv(sandbox),
    stderrIsTerminal: true,
  });
  expect(run.code).toBe(0);
  const lines = drawnLines(run.stderr);
  const percents = lines.filter((line) => line.includes('%')).map((line) => numberIn(line, /\] (\d+)%/));
  expect(percents.length).toBeGreaterThan(0);
  expect(nonDecreasing(percents)).toBe(true);
  expect(percents.at(-1)).toBe(100);
  expect(nonDecreasing(lines.map((line) => numberIn(line, /([\d,]+) requests/)))).toBe(true);
  expect(nonDecreasing(lines.map((line) => numberIn(line, /([\d,]+) rows/)))).toBe(true);
  const written = run.stdout.split('\n').filter(Boolean).length - 1;
  expect(written).toBe(25_000);
  expect(lines.at(-1)).toMatch(/^sv keywords \[#{20}\] 100%, \d+ requests, 25,000 rows$/);
});

test('a workbook: the rows collected, then a writing stage until the file is complete', async () => {
  const out = join(folder.path, 'keywords.xlsx');
  const run = await sv(['keywords', '102', ...PERIOD, '--out', out], {
    env: sandboxEnv(sandbox),
    stderrIsTerminal: true,
  });
  expect(run.code).toBe(0);
  const lines = drawnLines(run.stderr);
  const writing = lines.indexOf(`sv keywords writing 2,345 rows to ${out}…`);
  expect(writing).toBeGreaterThan(0);
  const counted = lines.slice(0, writing).map((each) => numberIn(each, /([\d,]+) rows/));
  expect(nonDecreasing([...counted, 2345])).toBe(true);
  // The line is cleared before the summary, which agrees with it.
  expect(run.stderr.endsWith(`${CLEAR_LINE}sv keywords: 2,345 rows in ${out}\n`)).toBe(true);
});

test('nothing on stderr when it is not a terminal (a pipe, a log file, cron)', async () => {
  const run = await sv(['keywords', '102', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: false });
  expect(run).toMatchObject({ code: 0, stderr: '' });
});

test('no line for a call one request answers', async () => {
  const run = await sv(['keywords', '101', ...PERIOD], { env: sandboxEnv(sandbox), stderrIsTerminal: true });
  expect(run).toMatchObject({ code: 0, stderr: '' });
});

describe('the line itself', () => {
  function line() {
    let now = 0;
    const written: string[] = [];
    const progress = createProgress({ isTTY: true, columns: 80, write: (text) => written.push(text) }, 'sv x', () => {
      now += 200;
      return now;
    });
    return { progress, written };
  }

  it('more requests sent never empty the bar: it fills by records against the count, never backwards', () => {
    const { progress, written } = line();
    progress.requestSent();
    progress.requestSent();
    progress.pulled({ records: 2000 });
    progress.rowsTaken(2000);
    progress.requestSent();
    progress.pulled({ records: 10_000, expected: 20_000 });
    // A fresher count says more rows exist: the bar holds where it was rather than going back.
    progress.requestSent();
    progress.pulled({ records: 11_000, expected: 30_000 });
    progress.rowsTaken(9000);
    progress.pulled({ records: 30_000, expected: 30_000 });
    progress.rowsTaken(19_000);
    progress.finish();
    expect(written).toEqual([
      '\rsv x 2 requests, 0 rows\x1b[K',
      '\rsv x 2 requests, 2,000 rows\x1b[K',
      '\rsv x 3 requests, 2,000 rows\x1b[K',
      '\rsv x [##########----------] 50%, 3 requests, 2,000 rows\x1b[K',
      '\rsv x [##########----------] 50%, 4 requests, 2,000 rows\x1b[K',
      '\rsv x [##########----------] 50%, 4 requests, 11,000 rows\x1b[K',
      '\rsv x [####################] 100%, 4 requests, 11,000 rows\x1b[K',
      '\rsv x [####################] 100%, 4 requests, 30,000 rows\x1b[K',
      CLEAR_LINE,
    ]);
  });

  it('a small workbook written after one request shows nothing; a large one says it is being written', () => {
    const small = line();
    small.progress.requestSent();
    small.progress.writing(900, 'small.xlsx');
    small.progress.finish();
    expect(small.written).toEqual([]);
    const large = line();
    large.progress.requestSent();
    large.progress.writing(250_000, 'big\u001b.xlsx');
    large.progress.finish();
    expect(large.written).toEqual(['\rsv x writing 250,000 rows to big\\x1b.xlsx…\x1b[K', CLEAR_LINE]);
  });
});
