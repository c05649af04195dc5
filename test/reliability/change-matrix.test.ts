/**
 * "Service under change" matrix (issue 19, item 6): every paged function of the registry x both drivers and `sv` x
 * what a live service does while a pull runs (a page repeating another, a row shifting between pages, the keyword
 * list changing, short and empty pages, an ignored offset, counts that lie). Each call returns the healthy table (or,
 * when the list changed, the table before or after the change) or fails with one of our errors in words, and never
 * sends more requests than its case's bound.
 */
import { writeFileSync } from 'node:fs';
import { FUNCTIONS, type FunctionDef, SvError, type Table } from '@sv/core';
import { temporaryFolder } from '../../packages/cli/test/support/run-sv';
import { SyncService } from '../sheets/fakes/sync-service';
import { type ChangeDriver, callCore, callSv, exampleCall, MemoryCache, rowsOf } from './support/change-calls';
import { ALL_ROWS, CHANGE_CASES, type ChangeCase, type Pull, type PullShape } from './support/change-cases';
import { SAME, verdict } from './support/table-verdict';

type Paging = NonNullable<FunctionDef['paging']>;

const TODAY = '2026-11-15';
const DRIVERS: ChangeDriver[] = ['runSync', 'runAsync', 'sv'];
const PAGED = FUNCTIONS.filter((fn) => fn.paging !== undefined && fn.paging.kind !== 'none');

/**
 * The functions whose sandbox data fills several pages, with the campaign that holds enough of it and, where the
 * whole pull would take more than three pages, a row limit that keeps it to about three (the suite stays quick). The
 * others answer in one page whatever the campaign: a guard below fails when that changes.
 */
const MULTI_PAGE: Readonly<Record<string, { campaign: number; limit?: number }>> = {
  KEYWORDS: { campaign: 102 },
  AIO_RANKS: { campaign: 102 },
  COMPETITION: { campaign: 102 },
  DAILY_RANKS: { campaign: 102 },
  SERP_FEATURES: { campaign: 102, limit: 625 },
  TRAFFIC_KEYWORDS: { campaign: 103, limit: 2500 },
  DOMAIN_KEYWORDS: { campaign: 103, limit: 2500 },
  AIO_KEYWORDS: { campaign: 102, limit: 250 },
  AIO_COMPETITION: { campaign: 102 },
  AIS_KEYWORDS: { campaign: 102 },
  AIS_RANKS: { campaign: 102 },
  AIS_COMPETITION: { campaign: 102 },
  AI_TOPICS: { campaign: 103 },
  V1_KEYWORD_DATA: { campaign: 102 },
  V1_RANKS: { campaign: 102 },
  // No limit: the wrapper's own page count must be what ends the pull.
  V1_COMPARE_KEYWORDS: { campaign: 102 },
};

/** Time a cell may take: a pull that runs away sends thousands of requests before a ceiling stops it. */
const CELL_TIMEOUT_MS = 180_000;

/** Functions whose pulls plan their pages from the campaign's keyword count (registry `rowCount`). */
const COUNTED_PULLS = ['KEYWORDS', 'DAILY_RANKS', 'IMPORT_KEYWORDS'];

let service: SyncService;
const folder = temporaryFolder();

beforeAll(async () => {
  // The cells read the same pages again and again: the sandbox makes each once (faults still apply to every request).
  service = await SyncService.start({ today: TODAY, ratePerSecond: 0, dailyQuota: 0, memoReads: true });
});
afterAll(async () => {
  await service?.close();
  folder.remove();
});
afterEach(() => service.clearFaults());

interface Baseline {
  args: unknown[];
  table: Table;
  /** The table's rows as a pull's rows read back: made once, compared with in every cell of the pull. */
  rows: unknown[][];
  shape: PullShape;
}

const baselines = new Map<string, Baseline>();

/** The healthy call of a cell: its arguments, its table, and the shape of its pull from the sandbox's log. */
async function baseline(fn: FunctionDef, pull: Pull = MULTI_PAGE[fn.name] ?? {}): Promise<Baseline> {
  const key = `${fn.name}:${pull.campaign}:${pull.limit}`;
  const known = baselines.get(key);
  if (known) return known;
  const options = pull.limit === undefined ? '' : `limit=${pull.limit}`;
  const args = exampleCall(service, fn, TODAY, options, pull.campaign);
  service.clearRequests();
  const { table } = await callCore('runSync', service, fn.name, args);
  const made = { args, table, rows: rowsOf(table), shape: shapeOf(fn, args) };
  baselines.set(key, made);
  return made;
}

function shapeOf(fn: FunctionDef, args: readonly unknown[]): PullShape {
  const log = service.requests();
  const byPath = new Map<string, number>();
  for (const entry of log) byPath.set(entry.path, (byPath.get(entry.path) ?? 0) + 1);
  const [path = '', pages = 0] = [...byPath.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const offsets = [...new Set(log.filter((e) => e.path === path).map((e) => Number(e.query.offset ?? 0)))];
  offsets.sort((a, b) => a - b);
  const paging = fn.paging as Paging;
  const configured = 'maxPageSize' in paging ? paging.maxPageSize : 'pageSize' in paging ? paging.pageSize : 0;
  const campaignAt = fn.params.findIndex((p) => p.name === 'campaign_id' || p.name === 'site_id');
  return {
    requests: log.length,
    pages,
    path,
    pageSize: offsets[1] ?? configured,
    offsets,
    campaign: Number(args[campaignAt]),
  };
}

/** How each cell ended, written to the file CHANGE_MATRIX_OUTCOMES names (for the closing note). */
const outcomes: { cell: string; ended: string; sent: number; bound: number }[] = [];
afterAll(() => {
  const file = process.env.CHANGE_MATRIX_OUTCOMES;
  if (file) writeFileSync(file, JSON.stringify(outcomes, null, 1));
});

const afterChange = new Map<string, unknown[][]>();

/** A fresh read once the list-change case's change is made: the other table a pull across the change may return. */
async function tableAfterChange(fn: FunctionDef, change: ChangeCase): Promise<unknown[][]> {
  const known = afterChange.get(fn.name);
  if (known) return known;
  const { args, shape } = await baseline(fn);
  for (const fault of change.faults(shape)) service.addFault({ ...fault, afterRequests: 0 });
  const { table } = await callCore('runSync', service, fn.name, args);
  service.clearFaults();
  const rows = rowsOf(table);
  afterChange.set(fn.name, rows);
  return rows;
}

/** A message in words, of our own, and without the token. */
function expectOurMessage(message: string) {
  expect(message).toMatch(/[A-Za-z]{3,} [a-z]{2,} [a-z]{2,}/);
  expect(message.length).toBeGreaterThan(40);
  expect(message).not.toContain(service.info.tokens.full);
  expect(message).not.toMatch(/^Unexpected problem in sv/);
}

/** How a cell's call ended: `SAME`, what differs from the tables it may return, or `error: <message>`. */
async function callUnderChange(
  fn: FunctionDef,
  driver: ChangeDriver,
  args: unknown[],
  table: Table,
  acceptable: unknown[][][],
  cache: MemoryCache | undefined,
): Promise<string> {
  if (driver === 'sv') {
    const outcome = await callSv(service, folder.path, fn, args);
    if (!outcome.ok) {
      expect(outcome.code).not.toBe(0);
      expectOurMessage(outcome.stderr);
      return `error: ${outcome.stderr}`;
    }
    if (outcome.rows.length > 0) expect(outcome.keys).toEqual(table.columns.map((c) => c.header));
    return verdict(outcome.rows, acceptable);
  }
  try {
    const result = await callCore(driver, service, fn.name, args, cache);
    expect(result.table.columns).toEqual(table.columns);
    return verdict(rowsOf(result.table), acceptable);
  } catch (error) {
    expect(error).toBeInstanceOf(SvError);
    expectOurMessage((error as SvError).message);
    return `error: ${(error as SvError).message}`;
  }
}

/** One cell: the case's faults on, the call, how it ended (recorded for the summary) and the requests it sent. */
async function runCell(
  title: string,
  fn: FunctionDef,
  driver: ChangeDriver,
  change: ChangeCase,
  acceptable: unknown[][][],
  pull?: Pull,
) {
  const { args, table, shape } = await baseline(fn, pull);
  const cache = change.cachedCount ? new MemoryCache() : undefined;
  for (const fault of change.faults(shape)) service.addFault(fault);
  // The campaigns answer a spreadsheet showed earlier: its (wrong) keyword count is in the host's cache.
  if (cache) await callCore(driver === 'runAsync' ? 'runAsync' : 'runSync', service, 'CAMPAIGNS', [''], cache);
  service.clearRequests();
  const ended = await callUnderChange(fn, driver, args, table, acceptable, cache);
  const log = service.requests();
  const sent = log.length;
  const bound = change.bound(shape);
  // A short first page with nothing asked for beyond it: no client could tell it from a short table.
  const unseen = change.shortFirstPage && !log.some((e) => e.path === shape.path && Number(e.query.offset ?? 0) > 0);
  outcomes.push({
    cell: title,
    ended: (unseen && ended !== SAME ? `the short first page, nothing beyond it asked for: ${ended}` : ended).slice(
      0,
      200,
    ),
    sent,
    bound,
  });
  if (change.complete) expect(ended).toBe(SAME);
  else if (!unseen) {
    expect(ended === SAME || ended.startsWith('error: ') ? 'complete or an error' : ended).toBe('complete or an error');
  }
  expect(sent).toBeLessThanOrEqual(bound);
}

function applies(fn: FunctionDef, change: ChangeCase): boolean {
  if (!change.kinds.includes((fn.paging as Paging).kind)) return false;
  if (change.only) return fn.name in change.only;
  if (change.multiPage && !MULTI_PAGE[fn.name]) return false;
  if (change.cachedCount && !COUNTED_PULLS.includes(fn.name)) return false;
  return true;
}

const cells = CHANGE_CASES.flatMap((change) =>
  PAGED.filter((fn) => applies(fn, change)).flatMap((fn) =>
    // sv keeps no cache between runs: a cached count means nothing to it.
    DRIVERS.filter((driver) => !(change.cachedCount && driver === 'sv')).map((driver) => ({
      title: `${fn.name} × ${driver} × ${change.name}`,
      fn,
      driver,
      change,
      pull: change.only?.[fn.name],
    })),
  ),
);

/** The headline cases, pinned on the pulls where they were found. */
const KEYWORDS_25000: Pull = { campaign: 103 };
const KEYWORDS_2345: Pull = { campaign: 102 };
const FOCUSED: { change: ChangeCase; fn: string; pull: Pull; drivers: ChangeDriver[] }[] = [
  {
    fn: 'KEYWORDS',
    pull: KEYWORDS_25000,
    drivers: DRIVERS,
    change: {
      ...caseNamed('page repeating the first'),
      name: '25,000 keywords, the page of row 1,001 repeating page 0',
      faults: (shape) => [{ kind: 'repeat-page', path: shape.path, query: pageAt(shape, 1), asOffset: 0 }],
    },
  },
  {
    fn: 'KEYWORDS',
    pull: KEYWORDS_25000,
    drivers: DRIVERS,
    change: {
      ...caseNamed('second page empty'),
      name: '25,000 keywords, the page of row 2,001 (closing a window) empty',
      faults: (shape) => [{ kind: 'short-page', path: shape.path, query: pageAt(shape, 2), drop: ALL_ROWS }],
    },
  },
  {
    fn: 'KEYWORDS',
    pull: KEYWORDS_25000,
    drivers: DRIVERS,
    change: {
      ...caseNamed('second page short by half'),
      name: '25,000 keywords, the page of row 2,001 (closing a window) short by 500',
      faults: (shape) => [{ kind: 'short-page', path: shape.path, query: pageAt(shape, 2), drop: 500 }],
    },
  },
  {
    fn: 'KEYWORDS',
    pull: KEYWORDS_2345,
    drivers: ['runSync', 'runAsync'],
    change: {
      ...caseNamed('cached keyword count inflated 1,000 times'),
      name: '2,345 keywords, a cached keywords_count of 2,000,000',
      faults: () => [{ kind: 'keyword-count', count: 2_000_000 }],
    },
  },
  {
    // sv keeps no cache: it asks for the count itself once a pull has proven long.
    fn: 'KEYWORDS',
    pull: KEYWORDS_25000,
    drivers: ['sv'],
    change: {
      ...caseNamed('cached keyword count inflated 1,000 times'),
      cachedCount: false,
      name: '25,000 keywords, a keywords_count of 2,000,000 asked for mid-pull',
      faults: () => [{ kind: 'keyword-count', count: 2_000_000 }],
    },
  },
  {
    fn: 'KEYWORDS',
    pull: KEYWORDS_2345,
    drivers: DRIVERS,
    change: { ...caseNamed('offset ignored'), name: '2,345 keywords, offset ignored' },
  },
  {
    fn: 'V1_COMPARE_KEYWORDS',
    pull: KEYWORDS_2345,
    drivers: DRIVERS,
    change: {
      ...caseNamed('1.2 wrapper claiming 1,000 pages'),
      name: '1.2 compare claiming 1,000 pages (24 exist)',
      faults: (shape) => [{ kind: 'wrapper-count', path: shape.path, pages: 1000 }],
    },
  },
];

/** The query of the `index`th page the healthy pull asked for (offset 1,000 for the second, or 999 when pages overlap). */
function pageAt(shape: PullShape, index: number): { offset: string } {
  return { offset: String(shape.offsets[index]) };
}

function caseNamed(name: string): ChangeCase {
  const found = CHANGE_CASES.find((change) => change.name === name);
  if (!found) throw new Error(`no change case "${name}"`);
  return found;
}

function functionNamed(name: string): FunctionDef {
  const found = PAGED.find((fn) => fn.name === name);
  if (!found) throw new Error(`no paged function ${name}`);
  return found;
}

describe('change matrix', () => {
  it('knows which functions page more than once in the sandbox', async () => {
    for (const fn of PAGED) {
      const { shape } = await baseline(fn);
      // Listed: at least three pages, so that the second is full and a case touching it changes what is read.
      if (MULTI_PAGE[fn.name]) expect([fn.name, shape.pages >= 3]).toEqual([fn.name, true]);
      else expect([fn.name, shape.pages]).toEqual([fn.name, 1]);
    }
  }, 120_000);

  it.each(cells.map((cell) => [cell.title, cell] as const))(
    '%s',
    async (title, cell) => {
      const { fn, driver, change, pull } = cell;
      const healthy = await baseline(fn, pull);
      const acceptable = [healthy.rows];
      if (change.listChange) acceptable.push(await tableAfterChange(fn, change));
      await runCell(title, fn, driver, change, acceptable, pull);
    },
    // A pull that runs away (tiny pages on an engine that follows them) takes its time to reach its ceiling.
    CELL_TIMEOUT_MS,
  );

  const focused = FOCUSED.flatMap((cell) =>
    cell.drivers.map((driver) => [`${cell.fn} × ${driver} × ${cell.change.name}`, { ...cell, driver }] as const),
  );
  it.each(focused)('%s', async (title, cell) => {
    const fn = functionNamed(cell.fn);
    const healthy = await baseline(fn, cell.pull);
    await runCell(title, fn, cell.driver, cell.change, [healthy.rows], cell.pull);
  });
});
