/**
 * sv writes CSV and JSON lines as the pages arrive, so an export of millions of rows needs no more memory than a few
 * pages: rows reach the output before the last page is asked for, the file equals the table a cell gets, and a pull
 * that fails halfway leaves no file under the real name.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createFetchHost, type FunctionResult, invoke, runAsync } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { runCli } from '../src/cli';
import { rowsOf, tableFromCsv } from './support/read-back';
import { sandboxEnv, sv, temporaryFolder } from './support/run-sv';

const TODAY = '2026-11-20';
/** 2,345 keywords: three pages. */
const CAMPAIGN = '102';
const WEEK = ['2026-10-01', '2026-10-07'];
let sandbox: Sandbox;
const folder = temporaryFolder();

beforeAll(async () => {
  sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
});
afterAll(async () => {
  await sandbox.close();
  folder.remove();
});
afterEach(() => sandbox.faults.clear());

test('rows of the first pages are written before the last page is asked for', async () => {
  const stdout = Object.assign(new PassThrough(), { isTTY: false });
  let written = 0;
  stdout.on('data', (chunk: Buffer) => {
    written += chunk.length;
  });
  const writtenWhenAsked: number[] = [];
  const observed: typeof fetch = (input, init) => {
    if (String(input).includes('daily-ranks')) writtenWhenAsked.push(written);
    return fetch(input, init);
  };
  const stderr = Object.assign(new PassThrough(), { isTTY: false });
  const code = await runCli(['daily-ranks', CAMPAIGN, ...WEEK], {
    env: { SV_CONFIG_DIR: join(folder.path, 'no-config'), ...sandboxEnv(sandbox) },
    stdin: Object.assign(Readable.from(['']), { isTTY: false }),
    stdout,
    stderr,
    fetch: observed,
  });
  expect(code).toBe(0);
  expect(writtenWhenAsked).toHaveLength(3);
  // Only the header row is out when the first page is asked for.
  expect(writtenWhenAsked[0]).toBeLessThan(100);
  // The last page is asked for once the first page's 1,000 keywords × 7 days × 2 devices are out.
  expect(writtenWhenAsked[2]).toBeGreaterThan(14_000 * 20);
});

test('the streamed CSV equals, row for row, the table a cell gets', async () => {
  const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  const expected: FunctionResult = await runAsync(
    invoke('DAILY_RANKS', [Number(CAMPAIGN), ...WEEK], { settings }),
    createFetchHost(fetch),
  );
  expect(expected.table.rows).toHaveLength(2345 * 7 * 2);
  const out = join(folder.path, 'ranks.csv');
  const run = await sv(['daily-ranks', CAMPAIGN, ...WEEK, '--out', out], { env: sandboxEnv(sandbox) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  const { headers, rows } = tableFromCsv(out, expected.table.columns);
  expect(headers).toEqual(expected.table.columns.map((column) => column.header));
  expect(rows).toEqual(rowsOf(expected.table));
});

test('a pull that fails after rows were written leaves no file, and says why', async () => {
  sandbox.faults.add({
    kind: 'status',
    status: 500,
    path: '/v3/rank-tracker/v3.0/keywords/daily-ranks',
    query: { offset: '1998' },
  });
  const out = join(folder.path, 'failed.csv');
  const run = await sv(['daily-ranks', CAMPAIGN, ...WEEK, '--out', out], { env: sandboxEnv(sandbox) });
  expect(run.code).not.toBe(0);
  expect(run.stderr).toMatch(/daily rank data/);
  expect(existsSync(out)).toBe(false);
  expect(readdirSync(folder.path).filter((name) => name.startsWith('failed'))).toEqual([]);
});

test('columns= and limit= hold while streaming: only the columns named, only the rows asked for', async () => {
  const run = await sv(['daily-ranks', CAMPAIGN, ...WEEK, '--options', 'columns=keyword_id,device; limit=3'], {
    env: sandboxEnv(sandbox),
  });
  expect(run.code).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines[0]).toBe('keyword_id,device');
  // Three keywords, 7 days × 2 devices each.
  expect(lines).toHaveLength(1 + 3 * 14);
});
