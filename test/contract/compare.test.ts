/**
 * `compare=` on every function over a period, against the sandbox: the comparison sends exactly the pages of the two
 * periods (no more, each period's own dates, as the request log shows), keeps every row of both, and each `.change`
 * is the figure now minus its `.previous` value (a 0–1 share's change in percentage points). The same option reaches
 * Sheets and Excel through their built bundles, and `sv --compare`.
 */
import { FUNCTIONS, type FunctionDef, type FunctionResult } from '@sv/core';
import { commandName } from '../../packages/cli/src/function-commands';
import { tableFromJsonLines } from '../../packages/cli/test/support/read-back';
import { sv } from '../../packages/cli/test/support/run-sv';
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { callCore, exampleCall, rowsOf } from '../reliability/support/change-calls';
import type { DriverName } from '../reliability/support/drivers-against-sandbox';
import type { LoggedRequest } from '../sheets/fakes/sync-service';
import { SyncService } from '../sheets/fakes/sync-service';
import { AddOn } from '../sheets/harness';

const TODAY = '2026-11-15';
const WEEK = { start: '2026-10-01', end: '2026-10-07' };
const WEEK_BEFORE = { start: '2026-09-24', end: '2026-09-30' };
/** A one-day function (a share of voice on a date) compares with the day before. */
const DAY = { start: '2026-10-07', end: '2026-10-07' };
const DAY_BEFORE = { start: '2026-10-06', end: '2026-10-06' };

const COMPARED = FUNCTIONS.filter((fn) => fn.options !== undefined && 'compare' in fn.options);
const oneDay = (fn: FunctionDef) => fn.params.some((param) => param.name === 'date');

let service: SyncService;

beforeAll(async () => {
  // memoReads: the compared pull and the two plain pulls of each case read the same pages; a repeat is served as the
  // text made the first time, after the same checks (each driver still sends every request).
  service = await SyncService.start({ today: TODAY, ratePerSecond: 0, dailyQuota: 0, memoReads: true });
});
afterAll(() => service?.close());

/** The example call of `fn` over `period`, with the options text given. */
/** toBeCloseTo(expected, 6): closer than half a millionth. */
function closeTo(received: number, expected: number): boolean {
  return received === expected || Math.abs(expected - received) < 10 ** -6 / 2;
}

function argsOver(fn: FunctionDef, period: { start: string; end: string }, options: string): unknown[] {
  const args = exampleCall(service, fn, TODAY, options);
  return fn.params.map((param, index) => {
    if (param.name === 'start_date' || param.name === 'date_start') return period.start;
    if (param.name === 'end_date' || param.name === 'date_end' || param.name === 'date') return period.end;
    return args[index];
  });
}

/** A request as the service saw it, comparable across runs. */
function wire(request: LoggedRequest): string {
  const query = Object.entries(request.query).sort(([a], [b]) => a.localeCompare(b));
  return `${request.method} ${request.path} ${JSON.stringify(query)}`;
}

async function pulled(driver: DriverName, fn: FunctionDef, args: unknown[]) {
  service.clearRequests();
  const result = await callCore(driver, service, fn.name, args);
  return { result, requests: service.requests().map(wire).sort() };
}

/** The values of a column, empty cells left out, sorted: a multiset to compare. */
function valuesOf(result: FunctionResult, header: string): string[] {
  const index = result.table.columns.findIndex((column) => column.header === header);
  return result.table.rows
    .map((row) => row[index])
    .filter((cell) => cell !== '' && cell !== undefined)
    .map((cell) => JSON.stringify(cell))
    .sort();
}

it('offers compare= on every function over a period and on none other', () => {
  expect(COMPARED.length).toBeGreaterThanOrEqual(35);
  for (const fn of FUNCTIONS) {
    const dated = fn.params.some((param) => /^(start_date|date_start|date)$/.test(param.name));
    expect([fn.name, fn.options !== undefined && 'compare' in fn.options]).toEqual([fn.name, dated && !!fn.options]);
  }
});

describe.each(COMPARED.map((fn) => [fn.name, fn] as const))('%s compared with the previous period', (_name, fn) => {
  const period = oneDay(fn) ? DAY : WEEK;
  const earlier = oneDay(fn) ? DAY_BEFORE : WEEK_BEFORE;

  it.each(['runSync', 'runAsync'] as const)(
    '%s: the two periods’ pages, every row, change = now − earlier',
    async (driver) => {
      const compared = await pulled(driver, fn, argsOver(fn, period, 'compare=previous_period'));
      const now = await pulled(driver, fn, argsOver(fn, period, ''));
      const before = await pulled(driver, fn, argsOver(fn, earlier, ''));

      // Exactly the two pulls' requests, and the earlier one sent its own dates.
      expect(compared.requests).toEqual([...now.requests, ...before.requests].sort());
      expect(compared.requests.some((request) => request.includes(earlier.start))).toBe(true);

      const table = compared.result.table;
      const headers = table.columns.map((column) => column.header);
      // Every current row first, as the plain pull has it.
      const own = now.result.table.columns.map((column) => headers.indexOf(column.header));
      expect(own.every((index) => index >= 0)).toBe(true);
      expect(table.rows.slice(0, now.result.table.rows.length).map((row) => own.map((index) => row[index]))).toEqual(
        rowsOf(now.result.table),
      );
      for (const column of now.result.table.columns) {
        const at = headers.indexOf(column.header);
        if (headers[at + 1] !== `${column.header}.previous`) continue;
        expect(headers[at + 2]).toBe(`${column.header}.change`);
        // Every earlier figure is in the table, none twice, none lost.
        expect(valuesOf(compared.result, `${column.header}.previous`)).toEqual(valuesOf(before.result, column.header));
        const scale = column.unit === 'fraction' ? 100 : 1;
        // Every row at once (an expect per row of thousands cost seconds): the change is the figure minus the earlier
        // one to 6 decimals (as toBeCloseTo(…, 6) reads it), or empty where either is missing; the rows that are not.
        const wrong = table.rows.flatMap((row, index) => {
          const [value, previous, change] = [row[at], row[at + 1], row[at + 2]];
          const right =
            typeof value === 'number' && typeof previous === 'number'
              ? typeof change === 'number' && closeTo(change, (value - previous) * scale)
              : change === '';
          return right ? [] : [{ column: column.header, row: index, value, previous, change }];
        });
        expect(wrong).toEqual([]);
      }
    },
  );
});

it('moves with the dates: a comparison of the sandbox’s keywords, traffic and visibility is not all zero', async () => {
  for (const name of ['KEYWORDS', 'TRAFFIC', 'GROUP_VISIBILITY', 'V1_RANKS']) {
    const fn = FUNCTIONS.find((def) => def.name === name) as FunctionDef;
    const { result } = await pulled('runAsync', fn, argsOver(fn, WEEK, 'compare=previous_year'));
    const changes = result.table.columns.flatMap((column, index) =>
      column.header.endsWith('.change') ? result.table.rows.map((row) => row[index]) : [],
    );
    expect([name, changes.some((change) => typeof change === 'number' && change !== 0)]).toEqual([name, true]);
  }
});

describe('refusals send nothing', () => {
  it.each([
    ['CAMPAIGNS', ['compare=previous_period'], /compare works only with a function that reads a period/],
    ['KEYWORDS', [101, '2026-10-01', '2026-10-31', null, 'compare=2026-09-01..2026-09-29'], /has 29 days/],
    ['KEYWORDS', [101, '2026-10-01', '2026-10-31', null, 'compare=2026-09-15..2026-10-15'], /overlaps/],
    ['TRAFFIC', [101, '2026-10-01', '2026-10-07', null, 'compare=2026-10-08..2026-10-14'], /ends after|overlaps/],
    ['TRAFFIC', [101, '2026-10-01', '2026-10-07', null, 'compare=last month'], /not a period to compare with/],
  ])('%s %j', async (name, args, message) => {
    service.clearRequests();
    await expect(callCore('runAsync', service, name as string, args)).rejects.toThrow(message);
    expect(service.requests()).toHaveLength(0);
  });
});

describe('in every host', () => {
  const ARGS = [
    101,
    '2026-10-01',
    '2026-10-07',
    null,
    'compare=previous_year; headers=labels; columns=keyword,ranking_data.desktop.rank',
  ];
  const HEADERS = ['Keyword', 'Desktop rank', 'Desktop rank (last year)', 'Desktop rank change'];

  it('Sheets: the cell shows both years under readable headers', () => {
    const addOn = new AddOn({ service, timeZone: 'Europe/London' });
    addOn.useToken(service.info.tokens.full);
    const grid = addOn.cell('SV_KEYWORDS', ...ARGS) as unknown[][];
    expect(grid[0]).toEqual(HEADERS);
    expect(grid.length).toBeGreaterThan(100);
  });

  it('Excel: the same table from the built functions', async () => {
    const excel = loadFunctionsScript({
      SV_TOKEN: service.info.tokens.full,
      SV_GATEWAY_URL: service.info.v3Url,
      SV_V1_URL: service.info.v1Url,
    });
    const grid = (await excel.call('KEYWORDS', ...ARGS)) as unknown[][];
    expect(grid[0]).toEqual(HEADERS);
    expect(grid.length).toBeGreaterThan(100);
  });

  it('sv --compare writes the same rows as the core', async () => {
    const fn = FUNCTIONS.find((def) => def.name === 'TRAFFIC') as FunctionDef;
    const out = `${process.env.TMPDIR ?? '/tmp'}/sv-compare-${process.pid}.jsonl`;
    const env = {
      SV_TOKEN: service.info.tokens.full,
      SV_GATEWAY_URL: service.info.v3Url,
      SV_V1_URL: service.info.v1Url,
    };
    const run = await sv(
      [commandName(fn), '101', WEEK.start, WEEK.end, '--compare', 'previous_year', '--format', 'jsonl', '--out', out],
      { env },
    );
    expect(run.stderr).toBe('');
    const core = await callCore('runAsync', service, fn.name, [
      101,
      WEEK.start,
      WEEK.end,
      null,
      'compare=previous_year',
    ]);
    const { keys, rows } = tableFromJsonLines(out);
    expect(keys).toEqual(core.table.columns.map((column) => column.header));
    expect(rows).toEqual(rowsOf(core.table));
  });
});
