import { createFetchHost, type FetchLike, FUNCTIONS, invoke, runAsync, toGrid } from '@sv/core';
import { CAMPAIGN, END, type ExampleSources, exampleArgs, START } from './examples';
import { midnightIn } from './fakes/spreadsheet';
import { columnOf, expectSameGrid, gridProblems, hoursAndMinutesIn } from './grid-checks';
import { AddOn, isDateValue } from './harness';
import { useSheetsAddOn } from './setup';

const TIME_ZONE = 'Pacific/Auckland';
const sheets = useSheetsAddOn({ timeZone: TIME_ZONE });

/** The same call through the core in Node, rendered the way Sheets should render it. */
async function expectedGrid(name: string, args: unknown[]): Promise<unknown[][]> {
  const program = invoke(name, args, {
    settings: {
      token: sheets.service.info.tokens.full,
      gatewayUrl: sheets.service.info.v3Url,
      v1Url: sheets.service.info.v1Url,
    },
    coerce: { today: () => sources.today },
  });
  const result = await runAsync(program, createFetchHost(fetch as unknown as FetchLike));
  return toGrid(result.table, { headers: result.headers, date: (iso) => midnightIn(iso, TIME_ZONE) });
}

const startedImports = new Map<string, number>();

/** Examples of ids and names only the service knows come from the functions that list them, as an analyst does. */
const sources: ExampleSources = {
  today: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date()),
  discover(name, args, column) {
    const grid = sheets.addOn.cell(name, ...args) as unknown[][];
    const header = (grid[0] ?? []) as string[];
    const index = header.findIndex((title) => (typeof column === 'string' ? title === column : column.test(title)));
    const value = grid.slice(1).find((row) => index >= 0 && row[index] !== '')?.[index];
    if (value === undefined) throw new Error(`no ${column} in the answer of ${name}: ${header.join(', ')}`);
    return value;
  },
  startImport(campaignId, keywords) {
    // Once per list: the same list again would (rightly) ask for the second confirmation.
    const key = `${campaignId}|${keywords}`;
    const known = startedImports.get(key);
    if (known !== undefined) return known;
    const message = String(sheets.addOn.run('svAddKeywords', { campaignId, keywords, charged: true }));
    const id = /^Import (\d+) started/.exec(message)?.[1];
    if (!id) throw new Error(`Add keywords did not start an import: ${message}`);
    startedImports.set(key, Number(id));
    return Number(id);
  },
};

describe('every registry function, from the built dist/, called the way Sheets calls it', () => {
  test.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))('SV_%s', async (name, fn) => {
    const dateCell = (iso: string) => sheets.addOn.date(iso);
    const withDateCells = exampleArgs(fn, { dates: 'date-cell', emptyOptionals: 'missing', dateCell, sources });
    const withText = exampleArgs(fn, { dates: 'text', emptyOptionals: 'empty-text', dateCell, sources });
    sheets.service.clearRequests();

    const first = sheets.addOn.timedCell(`SV_${name}`, ...withDateCells);
    expect(gridProblems(first.value)).toEqual([]);
    expect(first.elapsedMs).toBeLessThan(28000);
    const sent = sheets.service.requests().length;
    expect(sent).toBeGreaterThan(0);

    // Typed dates and skipped optionals ask for the same data: the cache answers, nothing is sent (the import preview
    // too: it reads the campaign's keywords and never posts).
    expectSameGrid(sheets.addOn.cell(`SV_${name}`, ...withText), first.value);
    expect(sheets.service.requests()).toHaveLength(fn.fresh ? sent * 2 : sent);

    // No formula sends anything but reads; and the table is the one the core gives in Node.
    expect(sheets.service.requests().filter((request) => request.method !== 'GET')).toEqual([]);
    expectSameGrid(first.value, await expectedGrid(name, withText));
  });
});

describe('SV_KEYWORDS', () => {
  test('one row per tracked keyword with typed cells, dates as Dates at midnight in the spreadsheet zone', () => {
    const grid = sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END) as unknown[][];
    expect(grid).toHaveLength(150 + 1);
    expect(grid[0]?.slice(0, 2)).toEqual(['keyword_id', 'keyword']);
    const ids = columnOf(grid, 'keyword_id');
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(new Set(ids).size).toBe(150);
    const ranks = columnOf(grid, 'ranking_data.desktop.rank');
    expect(ranks.every((rank) => rank === '' || (typeof rank === 'number' && rank >= 1 && rank <= 101))).toBe(true);
    const bestRankDates = columnOf(grid, 'ranking_data.desktop.best_rank.date').filter((cell) => cell !== '');
    expect(bestRankDates.length).toBeGreaterThan(0);
    for (const date of bestRankDates) {
      expect(isDateValue(date)).toBe(true);
      expect(hoursAndMinutesIn(date as Date, TIME_ZONE)).toBe('00:00');
    }
  });

  test('a date cell means its day in the spreadsheet zone, not in UTC or the script zone', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, sheets.addOn.date(START), sheets.addOn.date(END));
    const [request] = sheets.service.requests();
    expect(request?.query).toMatchObject({ start_date: START, end_date: END });
  });

  test('a second identical call sends no request', () => {
    sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'limit=20');
    const sent = sheets.service.requests().length;
    expect(sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'limit=20')).toHaveLength(21);
    expect(sheets.service.requests()).toHaveLength(sent);
  });

  test('options as a two-column range, as a cell range arrives', () => {
    const grid = sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', [
      ['columns', 'keyword_id,keyword'],
      ['headers', false],
    ]) as unknown[][];
    expect(gridProblems(grid, { headers: false })).toEqual([]);
    expect(grid).toHaveLength(150);
    expect(grid[0]).toHaveLength(2);
    expect(typeof grid[0]?.[0]).toBe('number');
  });

  test('pages of a large campaign arrive through parallel fetchAll batches', () => {
    const grid = sheets.addOn.cell('SV_KEYWORDS', 102, START, END) as unknown[][];
    expect(grid).toHaveLength(2345 + 1);
    // Three pages and the campaign's keyword count, asked beside the second.
    expect(sheets.service.requests()).toHaveLength(4);
    expect(sheets.addOn.fetchCalls.some((call) => call.requests > 1)).toBe(true);
  });
});

describe('dates in a zone whose daylight-saving change skips midnight', () => {
  test('each day of the answer is shown as that day (America/Santiago, 6 September 2026)', () => {
    const santiago = new AddOn({ service: sheets.service, timeZone: 'America/Santiago' });
    santiago.useToken(sheets.service.info.tokens.full);
    const grid = santiago.cell('SV_AIO_RANKS', CAMPAIGN, '2026-09-04', '2026-09-08') as unknown[][];
    const days = new Set(
      columnOf(grid, 'ranking_data.date')
        .filter(isDateValue)
        .map((date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(date)),
    );
    expect([...days].sort()).toEqual(['2026-09-04', '2026-09-05', '2026-09-06', '2026-09-07', '2026-09-08']);
  });
});
