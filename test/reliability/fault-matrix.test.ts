/**
 * Fault matrix: every paged function of the registry x both drivers x each fault the sandbox can switch on. A call
 * either returns the complete table (the same as without the fault) or throws one of our errors with a message;
 * never a partial table, never a foreign error, and never more requests than the retry policy allows.
 */
import {
  DailyQuotaError,
  FUNCTIONS,
  type FunctionDef,
  type FunctionResult,
  type HttpRequest,
  invoke,
  NetworkError,
  RateLimitError,
  runSync,
  ServerError,
  SvError,
  type Table,
  TimeoutError,
  UnexpectedResponseError,
} from '@sv/core';
import { exampleArgs, START } from '../sheets/examples';
import { SyncService } from '../sheets/fakes/sync-service';
import { type CallOptions, callWith, type DriverName } from './support/drivers-against-sandbox';
import { expectSameTable } from './support/same-table';

type Paging = NonNullable<FunctionDef['paging']>;

const TODAY = '2026-11-15';
/** A campaign of 2,345 keywords: per-keyword pulls span three pages, so a page in the middle can lose a row. */
const MULTI_PAGE_CAMPAIGN = 102;
const DRIVERS: DriverName[] = ['runSync', 'runAsync'];

// Attempts in all of the default retry policy (packages/core/src/engine/retry-policy.ts).
const RATE_LIMIT_ATTEMPTS = 6;
const TRANSIENT_ATTEMPTS = 3;

/** A fault switched on in the sandbox, and what the call may do under it. */
interface FaultCase {
  name: string;
  fault: Record<string, unknown>;
  /** complete: the baseline table; error: one of `errors`; either: one or the other. */
  outcome: 'complete' | 'error' | 'either';
  errors?: (abstract new (...args: never[]) => SvError)[];
  /** Requests the call may send, given the healthy pull's count. */
  requests: (healthy: number) => { exactly?: number; atMost?: number };
  /** Runs the multi-page variant of the arguments. */
  multiPage?: boolean;
  /** Paging kinds the fault means something for (default: all). */
  pagingKinds?: Paging['kind'][];
  options?: Partial<CallOptions>;
}

const once = (healthy: number) => ({ atMost: healthy + 1 });
/**
 * A lost row shows where pages have a known size (offset, fixed) or a reported count (counted). Scan pages (AI
 * overview keywords: `limit` counts scanned keywords, so any page may hold fewer rows) cannot show it: no client can
 * tell a page that lost a row from a page with fewer matches (docs/service.md).
 */
const DETECTABLE_SHORT_PAGES: Paging['kind'][] = ['offset', 'fixed', 'counted'];
const FAULTS: FaultCase[] = [
  {
    name: '429 rate limit once',
    fault: { kind: 'rate-limit', times: 1 },
    outcome: 'complete',
    requests: once,
  },
  {
    name: '429 rate limit always',
    fault: { kind: 'rate-limit' },
    outcome: 'error',
    errors: [RateLimitError],
    requests: () => ({ exactly: RATE_LIMIT_ATTEMPTS }),
  },
  {
    name: '429 daily quota',
    fault: { kind: 'quota' },
    outcome: 'error',
    errors: [DailyQuotaError],
    requests: () => ({ exactly: 1 }),
  },
  ...[500, 502, 503].flatMap((status): FaultCase[] => [
    {
      name: `${status} once`,
      fault: { kind: 'status', status, times: 1 },
      outcome: 'complete',
      requests: once,
    },
    {
      name: `${status} always`,
      fault: { kind: 'status', status },
      outcome: 'error',
      errors: [ServerError],
      requests: () => ({ exactly: TRANSIENT_ATTEMPTS }),
    },
  ]),
  {
    name: 'slow beyond the budget',
    fault: { kind: 'slow', delayMs: 40 },
    outcome: 'either',
    errors: [TimeoutError],
    requests: (healthy) => ({ atMost: healthy }),
    options: { timeBudgetMs: 30 },
  },
  {
    name: 'malformed JSON',
    fault: { kind: 'malformed-json' },
    outcome: 'error',
    errors: [UnexpectedResponseError],
    requests: () => ({ exactly: TRANSIENT_ATTEMPTS }),
  },
  {
    name: 'HTML page',
    fault: { kind: 'html' },
    outcome: 'error',
    errors: [ServerError],
    requests: () => ({ exactly: TRANSIENT_ATTEMPTS }),
  },
  {
    name: 'truncated body',
    fault: { kind: 'truncated' },
    outcome: 'error',
    errors: [NetworkError, UnexpectedResponseError],
    requests: () => ({ exactly: TRANSIENT_ATTEMPTS }),
  },
  {
    name: 'reset',
    fault: { kind: 'reset' },
    outcome: 'error',
    errors: [NetworkError],
    requests: () => ({ exactly: TRANSIENT_ATTEMPTS }),
  },
  {
    name: 'short page mid-pull',
    // Every full page loses a row (the sandbox leaves the natural last page alone): complete when the pull has no
    // full page, an error whenever one lost a row.
    fault: { kind: 'short-page' },
    outcome: 'either',
    errors: [UnexpectedResponseError],
    // The healthy pages, one confirming the short page, and the affected pages read again once.
    requests: (healthy) => ({ atMost: 2 * (healthy + 1) }),
    multiPage: true,
    pagingKinds: DETECTABLE_SHORT_PAGES,
  },
  {
    name: 'short page once',
    fault: { kind: 'short-page', times: 1 },
    outcome: 'complete',
    // The healthy pages, one confirming the short page, and the affected pages read again once.
    requests: (healthy) => ({ atMost: 2 * (healthy + 1) }),
    multiPage: true,
    pagingKinds: DETECTABLE_SHORT_PAGES,
  },
];

const PAGED = FUNCTIONS.filter((fn) => fn.paging !== undefined && fn.paging.kind !== 'none');

let service: SyncService;
const settings = () => ({
  token: service.info.tokens.full,
  gatewayUrl: service.info.v3Url,
  v1Url: service.info.v1Url,
});

function pageSizeOf(paging: Paging): number {
  if (paging.kind === 'offset' || paging.kind === 'scan') return paging.maxPageSize;
  return 'pageSize' in paging ? paging.pageSize : 0;
}

/** A synchronous host for the few calls that find example values (a keyword, a forecast id) before the matrix. */
function discoveryHost() {
  return {
    fetchAll: (requests: HttpRequest[]) =>
      service
        .fetchAll(requests.map((r) => ({ ...r, followRedirects: false })))
        .map((r) =>
          r.ok
            ? { status: r.status, headers: {}, body: r.body }
            : { status: 0 as const, headers: {}, body: '', failure: r.code },
        ),
    sleep() {},
  };
}

/**
 * The example arguments of test/sheets/examples.ts (values only the service knows discovered from it), over one day
 * and, where the function takes `options`, with the given ones: small pulls keep the suite quick.
 */
function exampleCall(fn: FunctionDef, options: string, campaign?: number): unknown[] {
  const args = exampleArgs(fn, {
    dates: 'text',
    emptyOptionals: 'empty-text',
    dateCell: (iso) => new Date(`${iso}T00:00:00`),
    sources: {
      today: TODAY,
      discover(name, discoverArgs, column) {
        const result = runSync(
          invoke(name.replace(/^SV_/, ''), discoverArgs, { settings: settings() }),
          discoveryHost(),
        ) as FunctionResult;
        const index = result.table.columns.findIndex((c) =>
          typeof column === 'string' ? c.header === column : column.test(c.header),
        );
        return result.table.rows.find((row) => row[index] !== '' && row[index] != null)?.[index];
      },
      startImport: () => {
        throw new Error('imports are not paged');
      },
    },
  });
  return fn.params.map((param, i) => {
    if (campaign !== undefined && (param.name === 'campaign_id' || param.name === 'site_id')) return campaign;
    if (param.name === 'end_date' || param.name === 'date_end') return START;
    if (param.name === 'options') return fn.options?.limit ? options : '';
    return args[i];
  });
}

interface Baseline {
  args: unknown[];
  table: Table;
  requests: number;
}

const baselines = new Map<string, Baseline>();

async function measure(fn: FunctionDef, args: unknown[]): Promise<Baseline> {
  service.clearRequests();
  const result = await callWith('runSync', service, fn.name, args, { settings: settings() });
  return { args, table: result.table, requests: service.requests().length };
}

/** Rows a multi-page pull may have at most, so the suite stays quick (top results: 100 rows per keyword). */
const MULTI_PAGE_MAX_ROWS = 25_000;
const SMALL_LIMIT = 10;

/**
 * The healthy call a cell is compared with. Multi-page: the same call on a campaign of 2,345 keywords with a limit of
 * a page and a tenth, so the pull has a full page followed by rows, unless those pages would be too heavy for the
 * suite or the example's discovered values (a forecast id) belong to the small campaign: then the small call, whose
 * short-page cells only check that nothing breaks.
 */
async function baseline(fn: FunctionDef, multiPage: boolean): Promise<Baseline> {
  const key = `${fn.name}:${multiPage}`;
  const known = baselines.get(key);
  if (known) return known;
  let made = await measure(fn, exampleCall(fn, `limit=${SMALL_LIMIT}`));
  if (multiPage) {
    const pageSize = pageSizeOf(fn.paging as Paging);
    const records = pageSize + Math.ceil(pageSize / 10);
    const rowsPerRecord = Math.max(1, made.table.rows.length / SMALL_LIMIT);
    if (rowsPerRecord * records <= MULTI_PAGE_MAX_ROWS) {
      made = await measure(fn, exampleCall(fn, `limit=${records}`, MULTI_PAGE_CAMPAIGN)).catch((error: unknown) => {
        if (error instanceof SvError) return made;
        throw error;
      });
    }
  }
  baselines.set(key, made);
  return made;
}

beforeAll(async () => {
  // Each function's pages are read again under every fault: the sandbox makes each once (faults still apply).
  // On a clock shared with the drivers: the slow answers (40 ms past a 30 ms budget) take their time on it, not in real
  // time.
  service = await SyncService.start(
    { today: TODAY, ratePerSecond: 0, dailyQuota: 0, memoReads: true },
    { virtualTime: true },
  );
});
afterAll(() => service?.close());
afterEach(() => service.clearFaults());

const cells = PAGED.flatMap((fn) =>
  DRIVERS.flatMap((driver) =>
    FAULTS.filter((fault) => !fault.pagingKinds || fault.pagingKinds.includes((fn.paging as Paging).kind)).map(
      (fault) => ({ title: `${fn.name} × ${driver} × ${fault.name}`, fn, driver, fault }),
    ),
  ),
);

describe('fault matrix', () => {
  it('covers the paged functions of the registry', () => {
    expect(PAGED.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['KEYWORDS', 'DAILY_RANKS', 'V1_RANKS', 'V1_COMPARE_KEYWORDS']),
    );
  });

  it.each(cells.map((cell) => [cell.title, cell] as const))('%s', async (_title, cell) => {
    const { fn, driver, fault } = cell;
    const healthy = await baseline(fn, fault.multiPage === true);
    service.clearRequests();
    service.addFault(fault.fault);
    let result: FunctionResult | undefined;
    let error: unknown;
    try {
      result = await callWith(driver, service, fn.name, healthy.args, { settings: settings(), ...fault.options });
    } catch (caught) {
      error = caught;
    }
    const log = service.requests();

    if (result) {
      expect(fault.outcome === 'complete' || fault.outcome === 'either').toBe(true);
      expectSameTable(result.table, healthy.table);
    } else {
      expect(error).toBeInstanceOf(SvError);
      expect(fault.outcome === 'error' || fault.outcome === 'either').toBe(true);
      if (fault.errors) expect(fault.errors.some((kind) => error instanceof kind)).toBe(true);
      const message = (error as SvError).message;
      expect(message.length).toBeGreaterThan(40);
      expect(message).not.toContain(service.info.tokens.full);
    }

    const allowed = fault.requests(healthy.requests);
    if (allowed.exactly !== undefined) expect(log).toHaveLength(allowed.exactly);
    if (allowed.atMost !== undefined) expect(log.length).toBeLessThanOrEqual(allowed.atMost);
  });

  it.each(DRIVERS)(
    'a row lost from the page that closes a window of a 25,000-keyword pull is an error (%s)',
    async (driver) => {
      service.addFault({ kind: 'short-page', query: { offset: '1998' } });
      service.clearRequests();
      const call = callWith(driver, service, 'KEYWORDS', [103, '2026-10-01', '2026-10-01'], { settings: settings() });
      await expect(call).rejects.toThrow(
        // The fault drops the page's first row, which is also the row it should start with.
        /keyword data do not fit together \(the page (of rows 1,999 to 2,998 held 999 rows instead of 1,000|from row 1,999 did not start with the last row)/,
      );
      // Pages 0, then 999 and 1998 in parallel (each starts with the last row of the one before) with the campaign's
      // count: the page at 1998 lost its first row, so it does not start where the page at 999 ended; it is read again,
      // alone, then refused. Where the count came before it, up to three pages went ahead of it meanwhile.
      const requests = service.requests();
      const pages = requests.filter((entry) => entry.path.endsWith('/keywords')).map((entry) => entry.query.offset);
      expect(pages.slice(0, 3)).toEqual(['0', '999', '1998']);
      expect(pages.filter((offset) => offset === '1998')).toHaveLength(2);
      expect(pages.length).toBeLessThanOrEqual(7);
      expect(requests.filter((entry) => entry.path.endsWith('/campaigns/tracked'))).toHaveLength(1);
    },
  );
});
