import { readFileSync } from 'node:fs';
import {
  createFetchHost,
  type FetchLike,
  FUNCTIONS,
  type FunctionDef,
  invoke,
  runAsync,
  type Settings,
} from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { type LoadedFunctions, loadFunctionsScript } from './helpers/excel-shim';
import { builtFile } from './helpers/paths';

/** The runtime's Add keywords actions as the task pane reaches them (packages/excel/src/runtime/keyword-import.ts). */
interface KeywordImportActions {
  review(request: Record<string, unknown>): Promise<{ earlierStamp: string | null }>;
  add(request: Record<string, unknown>, confirmation: { charged: boolean; repeatOf?: string | null }): Promise<string>;
}

const TODAY = '2026-11-01';

/** Excel's serial number of a calendar day, computed here independently of the add-in. */
function serialOf(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** Whether two rows hold the same cells, each the very same value (NaN equal to NaN). */
function sameCells(shown: readonly unknown[] | undefined, wanted: readonly unknown[]): boolean {
  return shown?.length === wanted.length && wanted.every((cell, column) => Object.is(shown[column], cell));
}

/** A value, or a way to obtain one from the running add-in (an id another function returns). */
type Example = unknown;

/** Values a user would put in each required argument; optional arguments stay null, as Excel passes them. */
const EXAMPLE_BY_PARAM: Record<string, Example> = {
  campaign_id: 101,
  site_id: 101,
  start_date: serialOf('2026-10-01'),
  end_date: serialOf('2026-10-07'),
  date_start: serialOf('2026-10-01'),
  date_end: serialOf('2026-10-07'),
  date: serialOf('2026-10-07'),
  group_id: 0,
  domain_or_url: [['rival-one.com']],
  domains: [['northwind-shoes.example'], ['rival-one.com']],
  competitors: 'rival-one.com, rival-two.com',
  keyword: 'running shoes',
  keywords: [['running shoes'], ['trail shoes']],
  forecast_id: 1011,
  list: 'Content ideas',
  // The sandbox seeds one finished AI writer generation per campaign.
  article_id: '1011',
  request_id: 'seed-101',
};
const EXAMPLE_BY_FUNCTION: Record<string, Record<string, Example>> = {
  GET: { path: '/rank-tracker/v3.0/groups?campaign_id=101' },
  V1_GET: { path: '/sites' },
  // Excel desktop passes an empty cell as 0, so the add-in reads 0 as empty: the all-keywords group is typed "all".
  V1_GROUP_DETAILS: { group_id: 'all' },
  V1_KEYWORD_SERP: { keyword: 'mens slippers black' },
  // Imports add keywords and groups once they complete, so they go to a campaign no other example reads.
  IMPORT_KEYWORDS: { campaign_id: 105 },
  // An import to ask about, started the way a user would: with the task pane's Add keywords action.
  IMPORT_STATUS: {
    campaign_id: 105,
    import_id: async (excel: LoadedFunctions) => {
      const actions = (excel.runtime() as unknown as { keywordImport: KeywordImportActions }).keywordImport;
      const message = await actions.add({ campaignId: 105, keywords: 'blue suede shoes' }, { charged: true });
      return Number(/^Import (\d+) started/.exec(message)?.[1]);
    },
  },
};

async function excelArguments(definition: FunctionDef, excel: LoadedFunctions): Promise<unknown[]> {
  const args: unknown[] = [];
  for (const param of definition.params) {
    const example = EXAMPLE_BY_FUNCTION[definition.name]?.[param.name] ?? EXAMPLE_BY_PARAM[param.name];
    if (typeof example === 'function') args.push(await example(excel));
    else if (example !== undefined) args.push(example);
    else if (param.optional) args.push(null);
    else throw new Error(`Add an example for the required argument ${param.name} of ${definition.name} to this test.`);
  }
  return args;
}

let sandbox: Sandbox;
let settingsStorage: Record<string, string>;

beforeAll(async () => {
  // memoReads: a page read again (the 25,000 keywords that two tests read) is served as the text made the first time,
  // after the same checks: the sandbox spends a quarter of a second making each page of 1,000 keywords.
  sandbox = await start({ today: TODAY, memoReads: true });
  settingsStorage = { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url };
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  sandbox.requests.clear();
  sandbox.resetLimits();
});

/** The same call made with the core directly in Node: the table Excel must show, before Excel's date conversion. */
async function coreTable(name: string, args: readonly unknown[]) {
  const settings: Settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  const program = invoke(name, args, { settings, coerce: { zeroIsEmpty: true } });
  return runAsync(program, createFetchHost(fetch as unknown as FetchLike));
}

describe('functions.js in an Excel-like runtime', () => {
  let excel: LoadedFunctions;
  beforeEach(() => {
    excel = loadFunctionsScript(settingsStorage);
  });

  it('registers at load exactly the ids functions.json declares', () => {
    const metadata = JSON.parse(readFileSync(builtFile('functions.json'), 'utf8')) as { functions: { id: string }[] };
    expect([...excel.associated.keys()]).toEqual(metadata.functions.map((fn) => fn.id));
    expect([...excel.associated.keys()]).toEqual(FUNCTIONS.map((fn) => fn.name));
  });

  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    '%s answers a header row and typed cells, dates as serial numbers, missing values as ""',
    async (_name, definition) => {
      const args = await excelArguments(definition, excel);
      const grid = (await excel.call(definition.name, ...args)) as unknown[][];
      const expected = await coreTable(definition.name, args);
      const dateColumns = expected.table.columns.map((column) => column.kind === 'date');

      expect(grid[0]).toEqual(expected.table.columns.map((column) => column.header));
      expect(grid.length).toBe(expected.table.rows.length + 1);
      expect(grid.length).toBeGreaterThan(1);
      // Checked over the whole grid at once: an expect per cell of thousands of rows cost seconds a function.
      const width = grid[0]?.length ?? 0;
      expect(grid.flatMap((row, index) => (row.length === width ? [] : [{ row: index, length: row.length }]))).toEqual(
        [],
      );
      const untyped = grid.flat().filter((cell) => !['string', 'number', 'boolean'].includes(typeof cell));
      expect(untyped).toEqual([]);
      const wanted = expected.table.rows.map((row) =>
        row.map((cell, column) =>
          dateColumns[column] && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? serialOf(cell) : cell,
        ),
      );
      // Rows whose cells are all identical are equal; every other row is compared as before, with its diff.
      wanted.forEach((row, index) => {
        if (!sameCells(grid[index + 1], row)) expect(grid[index + 1]).toEqual(row);
      });
    },
  );

  it('shows dates of date columns as Excel serial numbers inside the asked period', async () => {
    const grid = (await excel.call('AIO_RANKS', 101, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null)) as (
      | string
      | number
    )[][];
    const dateColumn = grid[0]?.findIndex((header) => /(^|\.)date$/.test(String(header))) ?? -1;
    expect(dateColumn).toBeGreaterThanOrEqual(0);
    const dates = grid.slice(1).map((row) => row[dateColumn]);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(typeof date).toBe('number');
      expect(date).toBeGreaterThanOrEqual(serialOf('2026-10-01'));
      expect(date).toBeLessThanOrEqual(serialOf('2026-10-07'));
    }
  });

  it('reads an empty cell (Excel desktop passes 0) like an omitted argument, and date text like a serial', async () => {
    const omitted = await excel.call('KEYWORDS', 101, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null);
    const emptyCell = await excel.call('KEYWORDS', 101, serialOf('2026-10-01'), serialOf('2026-10-07'), 0, null);
    const asText = await excel.call('KEYWORDS', 101, '2026-10-01', '2026-10-07', null, null);
    expect(emptyCell).toEqual(omitted);
    expect(asText).toEqual(omitted);
  });

  it('sends one request when twenty cells ask the same thing at once, and all twenty get the table', async () => {
    const cells = Array.from({ length: 20 }, () =>
      excel.call('KEYWORDS', 101, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    );
    const grids = await Promise.all(cells);
    expect(excel.sent).toHaveLength(1);
    expect(sandbox.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    for (const grid of grids) expect(grid).toEqual(grids[0]);
    expect((grids[0] as unknown[][]).length).toBeGreaterThan(1);
  });

  it('answers a repeated call from the cache until Refresh clears it', async () => {
    const args = [101, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null];
    await excel.call('KEYWORDS', ...args);
    await excel.call('KEYWORDS', ...args);
    expect(excel.sent).toHaveLength(1);
    // The answer and the finished table made from it.
    expect(excel.runtime().status()).toMatchObject({ requestsToday: 1, cachedEntries: 2 });
    excel.runtime().clearCache();
    expect(excel.runtime().status().cachedEntries).toBe(0);
    await excel.call('KEYWORDS', ...args);
    expect(excel.sent).toHaveLength(2);
  });

  it('sends only headers the service allows in a browser preflight, the token only in Authorization', () => {
    return excel.call('KEYWORDS', 101, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null).then(() => {
      const allowed = ['authorization', 'accept', 'content-type'];
      for (const request of excel.sent) {
        for (const name of Object.keys(request.headers)) expect(allowed).toContain(name.toLowerCase());
        expect(request.url).not.toContain(sandbox.tokens.full);
      }
    });
  });
});

describe('errors as Excel shows them', () => {
  it('without a token: #VALUE! saying where to set it, and no request at all', async () => {
    const excel = loadFunctionsScript({ SV_GATEWAY_URL: sandbox.v3Url });
    await expect(excel.call('CAMPAIGNS', null)).rejects.toMatchObject({
      code: '#VALUE!',
      message: expect.stringMatching(/task pane/i),
    });
    expect(excel.sent).toHaveLength(0);
    expect(sandbox.requests).toHaveLength(0);
    expect(excel.runtime().status().lastError?.message).toMatch(/token/i);
  });

  it('bad input: #VALUE! with the core’s explanation, before any request', async () => {
    const excel = loadFunctionsScript(settingsStorage);
    await expect(
      excel.call('KEYWORDS', 101, serialOf('2026-10-07'), serialOf('2026-10-01'), null, null),
    ).rejects.toMatchObject({ code: '#VALUE!', message: expect.stringMatching(/start_date|end_date|before|after/i) });
    await expect(
      excel.call('KEYWORDS', 'abc', serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject({ code: '#VALUE!', message: expect.stringMatching(/campaign_id/i) });
    expect(excel.sent).toHaveLength(0);
  });

  it('a table larger than Excel accepts: #VALUE! saying how to narrow it, not a bare failure', async () => {
    const excel = loadFunctionsScript(settingsStorage);
    const tooLarge = {
      code: '#VALUE!',
      message: expect.stringMatching(/25000 rows .* 5 MB.*"columns=keyword_id,keyword,main_keyword_id".*limit=.*sv/),
    };
    await expect(
      excel.call('KEYWORDS', 103, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject(tooLarge);
    // No count was cached: the pull asks for one beside its fourth page, and stops when it arrives instead of reading
    // all 26 pages and the count to refuse the finished table. Four pages and the count; a fifth page when the fourth
    // answers (full, so the fifth is known to exist) before the count does, a race the answer times decide (seen 1 run
    // in 4 with tiers running side by side).
    const pulled = excel.sent.length;
    expect(pulled).toBeLessThanOrEqual(6);
    // The refusal is remembered with the answers: a recalculation repeats it without a request.
    await expect(
      excel.call('KEYWORDS', 103, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject(tooLarge);
    expect(excel.sent).toHaveLength(pulled);
    const narrowed = (await excel.call(
      'KEYWORDS',
      103,
      serialOf('2026-10-01'),
      serialOf('2026-10-07'),
      null,
      'columns=keyword_id,keyword,search_data.search_volume',
    )) as unknown[][];
    expect(narrowed).toHaveLength(25_001);
    expect(narrowed[0]).toEqual(['keyword_id', 'keyword', 'search_data.search_volume']);
  });

  it('a table too large for Excel: refused once the rows read pass the limit, not from a cached count, and unsent on recalculation', async () => {
    const excel = loadFunctionsScript(settingsStorage);
    // The campaigns answer, which SV.CAMPAIGNS has cached, counts the campaign's 25,000 keywords: a hint, no verdict.
    await excel.call('CAMPAIGNS', null);
    const before = excel.sent.length;
    const tooLarge = {
      code: '#VALUE!',
      message: expect.stringMatching(
        /at least \d+ rows × 54 columns.* 5 MB.*"columns=keyword_id,keyword,main_keyword_id".*sv/,
      ),
    };
    await expect(
      excel.call('KEYWORDS', 103, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject(tooLarge);
    const pages = excel.sent.length - before;
    // It stopped reading before the 26 pages of the whole table.
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThan(26);
    await expect(
      excel.call('KEYWORDS', 103, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject(tooLarge);
    expect(excel.sent).toHaveLength(before + pages);
    // Three columns of the same keywords fit: they are read.
    const narrowed = (await excel.call(
      'KEYWORDS',
      103,
      serialOf('2026-10-01'),
      serialOf('2026-10-07'),
      null,
      'columns=keyword_id,keyword,search_data.search_volume',
    )) as unknown[][];
    expect(narrowed).toHaveLength(25_001);
  });

  it('a campaign that does not exist: #N/A with the service’s reason', async () => {
    const excel = loadFunctionsScript(settingsStorage);
    await expect(
      excel.call('KEYWORDS', 987654, serialOf('2026-10-01'), serialOf('2026-10-07'), null, null),
    ).rejects.toMatchObject({ code: '#N/A', message: expect.any(String) });
  });

  it('a wrong token: #VALUE! that says so, without echoing the token', async () => {
    const excel = loadFunctionsScript({ ...settingsStorage, SV_TOKEN: 'wrong-token-123' });
    const error = (await excel.call('CAMPAIGNS', null).catch((caught: unknown) => caught)) as {
      code: string;
      message: string;
    };
    expect(error.code).toBe('#VALUE!');
    expect(error.message).toMatch(/token/i);
    expect(error.message).not.toContain('wrong-token-123');
  });
});

describe('settings saved from the task pane', () => {
  it('checks the token with the service before storing it in OfficeRuntime.storage', async () => {
    const excel = loadFunctionsScript({});
    const runtime = excel.runtime();
    await expect(
      runtime.saveSettings({ token: 'not-a-real-token', gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url }),
    ).rejects.toThrow(/token/i);
    expect(excel.storage.has('SV_TOKEN')).toBe(false);

    await runtime.saveSettings({ token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url });
    expect(Object.fromEntries(excel.storage)).toEqual({
      SV_TOKEN: sandbox.tokens.full,
      SV_GATEWAY_URL: sandbox.v3Url,
      SV_V1_URL: sandbox.v1Url,
    });
    const grid = (await excel.call('KEYWORDS', 101, '2026-10-01', '2026-10-07', null, null)) as unknown[][];
    expect(grid.length).toBeGreaterThan(1);
    expect(excel.runtime().status().requestsToday).toBe(3);
  });
});
