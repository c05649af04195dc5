/**
 * Every paged function declares a record key (FunctionDef.recordKey: dotted paths of the raw record, joined), and
 * that key is what it claims against the sandbox: present on every record of a full table, and never twice. The paging
 * engine takes a key seen twice in one pull as proof that pages shifted or repeated, so a key that is not unique would
 * turn a healthy table into an error, and a missing one lets doubled rows through silently.
 *
 * The full table is read here page after page without overlap, with the request the core itself sends (taken from a
 * healthy pull through the public entry point), so the check does not depend on how the engine plans its pages.
 */
import { FUNCTIONS, type FunctionDef, type HttpRequest, invoke, runSync } from '@sv/core';
import { exampleCall, settingsOf } from '../reliability/support/change-calls';
import { fakeClock, syncHostOf } from '../reliability/support/drivers-against-sandbox';
import { SyncService } from '../sheets/fakes/sync-service';

const TODAY = '2026-11-15';
/** A week, so that records of a period (a keyword with its days) are seen to carry the key once, not once a day. */
const PERIOD_END = '2026-10-07';

type Paging = Exclude<NonNullable<FunctionDef['paging']>, { kind: 'none' }>;

/** Paged with the default options, or with any option value (1.2 keyword groups page by 10 with keyword ids). */
const PAGED = FUNCTIONS.filter((fn) => fn.paging !== undefined && fn.paging.kind !== 'none');

/**
 * The campaign whose sandbox data fills several pages for the function (as the change matrix's MULTI_PAGE), where
 * one does; the others read the example campaign, whose table is one page whatever the campaign.
 */
const CAMPAIGN: Readonly<Record<string, number>> = {
  KEYWORDS: 102,
  AIO_RANKS: 102,
  COMPETITION: 102,
  DAILY_RANKS: 102,
  SERP_FEATURES: 102,
  TRAFFIC_KEYWORDS: 103,
  DOMAIN_KEYWORDS: 103,
  AIO_KEYWORDS: 102,
  AIO_COMPETITION: 102,
  AIS_KEYWORDS: 102,
  AIS_RANKS: 102,
  AIS_COMPETITION: 102,
  AI_TOPICS: 103,
  V1_KEYWORD_DATA: 102,
  V1_RANKS: 102,
  V1_COMPARE_KEYWORDS: 102,
  // The preview reads the campaign's keywords (daily ranks) in pages.
  IMPORT_KEYWORDS: 102,
};

/** Pages read per table at most: a service that ignored the offset would otherwise be read for ever. */
const MAX_PAGES = 200;

let service: SyncService;

beforeAll(async () => {
  service = await SyncService.start({ today: TODAY, ratePerSecond: 0, dailyQuota: 0 });
});
afterAll(() => service?.close());

/** The value at a dotted path as the engine reads a key part: text or a number, else none. */
function keyPart(record: unknown, path: string): string | undefined {
  let value: unknown = record;
  for (const step of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[step] : undefined;
  }
  if (value === undefined || value === null || value === '' || typeof value === 'object') return undefined;
  return String(value);
}

function keyOf(record: unknown, paths: readonly string[]): string | undefined {
  const parts = paths.map((path) => keyPart(record, path));
  return parts.every((part) => part !== undefined) ? parts.join(' | ') : undefined;
}

/** The records of one answer: a bare list, the `results` of a 1.2 wrapper, an object's one list, else the object. */
function recordsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return [body];
  const object = body as Record<string, unknown>;
  if ('results' in object) {
    const { results } = object;
    return Array.isArray(results)
      ? results
      : typeof results === 'object' && results !== null
        ? Object.values(results)
        : [];
  }
  const lists = Object.values(object).filter(Array.isArray);
  return lists.length === 1 ? (lists[0] as unknown[]) : [object];
}

/** The example call of the function over a week (one day's default where it takes one date), on its campaign. */
function callOf(fn: FunctionDef): unknown[] {
  const args = exampleCall(service, fn, TODAY, '', CAMPAIGN[fn.name]);
  return fn.params.map((param, i) => (['end_date', 'date_end'].includes(param.name) ? PERIOD_END : args[i]));
}

/** A healthy pull through the public entry point: its table, and the paged request it sent first. */
function pullThroughCore(fn: FunctionDef, args: unknown[]): { rows: number; request: HttpRequest } {
  const clock = fakeClock();
  const host = syncHostOf(service, clock);
  const sent: HttpRequest[] = [];
  const result = runSync(
    invoke(fn.name, args, { settings: settingsOf(service), clock: clock.now, coerce: { today: () => TODAY } }),
    {
      fetchAll(requests: HttpRequest[]) {
        sent.push(...requests);
        return host.fetchAll(requests);
      },
      sleep: host.sleep,
    },
  );
  const paging = fn.paging as Paging;
  // The pages carry the offset; a count read first (the campaigns answer) is on another path.
  const pages = sent.filter((request) => new URL(request.url).searchParams.has(paging.offsetParam));
  const byPath = new Map<string, number>();
  for (const page of pages) {
    const path = new URL(page.url).pathname;
    byPath.set(path, (byPath.get(path) ?? 0) + 1);
  }
  const [path] = [...byPath.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const request = [...pages].reverse().find((page) => new URL(page.url).pathname === path);
  if (!request) throw new Error(`${fn.name}: no paged request was sent (${sent.map((r) => r.url).join(', ')})`);
  return { rows: result.table.rows.length, request };
}

/**
 * Every raw record of the table the request asks for, read from offset 0 in pages that do not overlap: the next page
 * starts after the rows received (after the keywords scanned, for a scan), and an empty page ends the table.
 */
function fullTable(fn: FunctionDef, request: HttpRequest): { records: unknown[]; pages: number } {
  const paging = fn.paging as Paging;
  const size = 'maxPageSize' in paging ? paging.maxPageSize : paging.pageSize;
  const records: unknown[] = [];
  let offset = 0;
  for (let pages = 1; pages <= MAX_PAGES; pages += 1) {
    const url = new URL(request.url);
    url.searchParams.set(paging.offsetParam, String(offset));
    if ('limitParam' in paging) url.searchParams.set(paging.limitParam, String(size));
    const [answer] = service.fetchAll([
      { url: url.toString(), method: 'GET', headers: request.headers, followRedirects: false },
    ]);
    if (!answer?.ok || answer.status !== 200) {
      throw new Error(
        `${fn.name}: ${url} answered ${answer?.ok ? `${answer.status} ${answer.body}` : answer?.message}`,
      );
    }
    const page = recordsOf(JSON.parse(answer.body));
    if (page.length === 0) return { records, pages: pages - 1 };
    records.push(...page);
    offset += paging.kind === 'scan' ? size : page.length;
  }
  throw new Error(`${fn.name}: more than ${MAX_PAGES} pages`);
}

describe('record keys of paged functions', () => {
  it('lists the paged functions', () => {
    expect(PAGED.length).toBeGreaterThan(20);
  });

  it('every paged function declares a record key', () => {
    const without = PAGED.filter((fn) => !fn.recordKey || fn.recordKey.length === 0).map((fn) => fn.name);
    expect(without).toEqual([]);
  });

  it.each(PAGED.map((fn) => [fn.name, fn] as const))(
    '%s: the key is on every record of a full table and never repeats',
    (_, fn) => {
      const paths = fn.recordKey ?? [];
      expect([fn.name, paths.length > 0]).toEqual([fn.name, true]);
      const args = callOf(fn);
      const { rows, request } = pullThroughCore(fn, args);
      const { records, pages } = fullTable(fn, request);
      // A table with no record would prove nothing.
      expect([fn.name, records.length > 0]).toEqual([fn.name, true]);
      if (CAMPAIGN[fn.name] !== undefined) expect([fn.name, pages >= 2]).toEqual([fn.name, true]);
      expect([fn.name, rows > 0]).toEqual([fn.name, true]);

      const missing = records.filter((record) => keyOf(record, paths) === undefined);
      expect([fn.name, missing.slice(0, 2)]).toEqual([fn.name, []]);
      const seen = new Map<string, number>();
      const repeated: string[] = [];
      for (const [i, record] of records.entries()) {
        const key = keyOf(record, paths) as string;
        const first = seen.get(key);
        if (first !== undefined) repeated.push(`${key} (records ${first + 1} and ${i + 1})`);
        else seen.set(key, i);
      }
      expect([fn.name, repeated.slice(0, 5)]).toEqual([fn.name, []]);
    },
    // The largest tables (25 pages of traffic and domain keywords) are read twice: by the core, then here.
    120_000,
  );
});
