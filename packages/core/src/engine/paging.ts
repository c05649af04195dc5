import { InputError, NotFoundError, UnexpectedResponseError } from '../errors';
import type { ApiRequest } from './api-request';
import type { Program } from './effects';
import { type CountSource, PAGES_BEFORE_COUNT, pagesLeft } from './row-count';
import { sendAll } from './send';
import type { Session } from './session';
import { refuseOverlongUrl, splitListToFit } from './url-limit';

/**
 * How an operation pages.
 * - `offset`: `limit`/`offset` query parameters; a page shorter than asked is the last one.
 * - `scan`: like offset, but `limit` counts scanned records, so pages may hold fewer rows; only an empty page ends.
 * - `fixed`: the service pages by `offset` with a page size it chooses (`limitParam` absent).
 * - `counted`: like `fixed`, but each answer is a wrapper reporting its own geometry (`{results, limit, offset, pages,
 *   total_results}`, interface 1.2): the first page tells how many pages exist, so the rest are asked for at once.
 * - `none`: one request.
 */
export type Paging =
  | { kind: 'none' }
  | { kind: 'offset' | 'scan'; maxPageSize: number; limitParam: string; offsetParam: string }
  | { kind: 'fixed'; pageSize: number; offsetParam: string }
  | CountedPaging;

interface CountedPaging {
  kind: 'counted';
  /** The page size to assume until an answer reports its own `limit`. */
  pageSize: number;
  offsetParam: string;
}

type WindowedPaging = Exclude<Paging, { kind: 'none' | 'counted' }>;

export const OFFSET_1000: Paging = { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };

/**
 * Pages asked for at once while the number of rows is unknown. A page asked for past the end costs a request of the
 * users' daily quota, so a pull risks at most one: two pages at a time after the first, never more.
 */
export const BLIND_WINDOW = 2;

export interface PagedRead {
  /** The request of the first page; paging parameters are added to its query. */
  request: ApiRequest;
  paging: Paging;
  /** Rows of one page's body. */
  rows: (body: unknown) => unknown[];
  /** The caller's cap on rows, if any. */
  rowLimit?: number;
  /**
   * How many rows the pull should hold, from a count the service already gave (a campaign's `keywords_count`, a
   * group's `kw_count`), when one is at hand: every page it implies is asked for at once after the first, and the
   * rate limiter alone sets the pace. A count that turned stale is harmless: pages are still read until one ends.
   */
  expectedRows?: number;
  /**
   * Where to ask for that count when none is at hand: asked once, beside the next page, when a pull has read
   * `PAGES_BEFORE_COUNT` full pages; its answer, if it tells the count, has every remaining page asked for at once.
   */
  countSource?: CountSource;
}

/** A far offset: its digits stand for those of any page's offset when a URL is measured before sending. */
const PROBE_OFFSET = 99_999_999;

/**
 * Reads every page: the largest page the operation allows first, then, as soon as that page shows more exist, the
 * following pages. With a row count at hand they are all asked for at once (with the page after them when the count
 * fills its last page, to see the end), so the rate limiter sets the pace; without one, two at a time, so that at
 * most one request goes past the end (it comes back empty).
 *
 * Complete or error: pages that do not fit together (a short page followed by rows, more rows than asked, a counted
 * answer whose rows disagree with its own count) are read once more, bypassing the cache; if they still disagree the
 * read fails with a message, never returning a table with rows silently missing.
 *
 * A request whose URL is too long for the host is split over its `splitList` (each part paged completely, the rows
 * merged in order) or refused before anything is sent.
 */
export function* readAllPages(session: Session, read: PagedRead): Program<unknown[]> {
  const { paging } = read;
  const pageSize =
    paging.kind === 'none'
      ? 0
      : paging.kind === 'counted' || paging.kind === 'fixed'
        ? paging.pageSize
        : paging.maxPageSize;
  const probe = (request: ApiRequest) => pageRequest(request, paging, PROBE_OFFSET, pageSize);
  const parts = read.request.splitList
    ? splitListToFit(session, read.request, read.request.splitList, probe)
    : [read.request];
  if (parts.length === 1) {
    refuseOverlongUrl(session, probe(read.request));
    return yield* readOnePull(session, read);
  }
  refuseUnorderedSplit(read.request, parts.length, session);
  const all: unknown[] = [];
  let notFound: NotFoundError | undefined;
  let found = false;
  for (const request of parts) {
    const wanted = read.rowLimit === undefined ? undefined : read.rowLimit - all.length;
    if (wanted !== undefined && wanted <= 0) break;
    try {
      // A row count is the whole list's, not a part's.
      const part = { ...read, request, rowLimit: wanted, expectedRows: undefined, countSource: undefined };
      all.push(...(yield* readOnePull(session, part)));
      found = true;
    } catch (error) {
      // The service answers 404 when nothing matches: for one part of the list that is no rows, as the whole list
      // in one request would have answered the rows of the other parts. Only when no part matches is it the answer.
      if (!(error instanceof NotFoundError)) throw error;
      notFound ??= error;
    }
  }
  if (!found && notFound) throw notFound;
  return all;
}

/** Parts of a split list come back one after the other: an order asked of the service would hold only within each. */
function refuseUnorderedSplit(request: ApiRequest, parts: number, session: Session): void {
  const orderBy = request.query?.order_by;
  if (orderBy === undefined || orderBy === '') return;
  const list = request.splitList as string;
  throw new InputError(
    `${list}: the list is too long for one request from ${session.urlLimit.from} and would be read in ${parts} parts, which order_by cannot sort as one table. Remove order_by (and sort the result in the spreadsheet), or shorten ${list}.`,
  );
}

function* readOnePull(session: Session, read: PagedRead): Program<unknown[]> {
  const { paging } = read;
  if (paging.kind === 'none') {
    const [body] = yield* sendAll(session, [read.request]);
    return capRows(read.rows(body), read.rowLimit);
  }
  if (paging.kind === 'counted') return yield* readCountedPages(session, read, paging);
  return yield* readPageWindows(session, read, paging, { offset: 0, window: firstWindow(read, paging), rows: [] });
}

/** One page, or, with a row count at hand, every page the count implies (and the one after a full last page). */
function firstWindow(read: PagedRead, paging: WindowedPaging): number {
  // Scan pages hold any number of rows up to their limit, so a row count tells nothing about how many there are.
  if (paging.kind === 'scan') return 1;
  const pageSize = paging.kind === 'fixed' ? paging.pageSize : paging.maxPageSize;
  return Math.max(1, pagesLeft(read.expectedRows, 0, pageSize, read.rowLimit ?? Number.POSITIVE_INFINITY));
}

interface WindowStart {
  offset: number;
  window: number;
  /** Rows already read before `offset`. */
  rows: unknown[];
}

/** Why pages do not fit together, and the first page to read again. */
interface Mismatch {
  from: number;
  why: string;
}

function* readPageWindows(
  session: Session,
  read: PagedRead,
  paging: WindowedPaging,
  start: WindowStart,
): Program<unknown[]> {
  const pageSize = paging.kind === 'fixed' ? paging.pageSize : paging.maxPageSize;
  const wanted = read.rowLimit ?? Number.POSITIVE_INFINITY;
  const all: unknown[] = [...start.rows];
  let { offset, window } = start;
  // Scan pages hold any number of rows up to their limit, so a row count tells nothing about how many there are.
  let countSource = read.expectedRows === undefined && paging.kind !== 'scan' ? read.countSource : undefined;
  let expected = paging.kind === 'scan' ? undefined : read.expectedRows;
  for (;;) {
    // Only a pull that has proven long, and that its row limit does not end within the blind window, asks for the
    // count; it goes beside one page, so that no more are in flight than the blind window would send.
    const askCount =
      countSource !== undefined &&
      offset >= PAGES_BEFORE_COUNT * pageSize &&
      wanted - all.length > BLIND_WINDOW * pageSize;
    if (askCount) window = 1;
    const pages: ApiRequest[] = [];
    for (let i = 0; i < window; i += 1) {
      const remaining = wanted - all.length - i * pageSize;
      if (remaining <= 0) break;
      pages.push(pageRequest(read.request, paging, offset + i * pageSize, Math.min(pageSize, remaining)));
    }
    const asked = pages.map((page) => pageLimit(page, paging, pageSize));
    const bodies = yield* sendAll(session, askCount && countSource ? [...pages, countSource.request] : pages, {
      // The count only speeds the pull up: when it cannot be read, the pages are read on without it.
      optional: askCount ? new Set([pages.length]) : undefined,
    });
    if (askCount && countSource) {
      const answer = bodies.pop();
      expected = answer === undefined ? undefined : countSource.count(answer);
      countSource = undefined;
    }
    let rows = bodies.map((body) => read.rows(body));
    let end = lastPage(rows, asked, paging);
    let readAgain = false;
    for (;;) {
      // Even when the rows read already reach the caller's limit: a lost row before it would shift every row after.
      if (end === pages.length - 1 && needsConfirming(rows[end] as unknown[], asked[end] as number)) {
        // The rows right after the short page (it may have been cut to the caller's limit), as many as it asked for,
        // so that a confirming page that lost a row itself still shows rows.
        const after = offset + end * pageSize + (asked[end] as number);
        const next = pageRequest(read.request, paging, after, Math.min(pageSize, asked[end] as number));
        pages.push(next);
        asked.push(pageLimit(next, paging, pageSize));
        const [body] = yield* sendAll(session, [next]);
        rows.push(read.rows(body));
      }
      const mismatch = windowMismatch(rows, asked, paging, offset, pageSize);
      if (!mismatch) break;
      if (readAgain) throw incompletePages(read, mismatch.why);
      const reread = yield* sendAll(session, pages.slice(mismatch.from), { fresh: true });
      rows = [...rows.slice(0, mismatch.from), ...reread.map((body) => read.rows(body))];
      readAgain = true;
      end = lastPage(rows, asked, paging);
    }
    for (const pageRows of rows.slice(0, end === undefined ? rows.length : end + 1)) all.push(...pageRows);
    if (end !== undefined || all.length >= wanted || pages.length < window) return capRows(all, read.rowLimit);
    offset += pages.length * pageSize;
    window = pagesLeft(expected, all.length, pageSize, wanted) || BLIND_WINDOW;
  }
}

/**
 * Whether a short page that closes its window must be confirmed by asking for the page after it (which must then be
 * empty). The 3.0 interface reports no row count, so this is the only way to see rows hidden behind a page that lost
 * some. A page that lost rows while more follow is short by a few rows, so only such a nearly full page is confirmed
 * (one request more, and only then); a page well short of full is the natural end of the pull, and confirming it
 * would add a request to most pulls against the users' daily quota. An empty page ends an answer with no more matches.
 */
function needsConfirming(page: readonly unknown[], asked: number): boolean {
  if (page.length === 0) return false;
  return page.length >= asked - Math.max(1, Math.floor(asked * NEARLY_FULL_SHORTFALL));
}

/** A short page within this share of the rows asked for (or one row) of full is confirmed. */
const NEARLY_FULL_SHORTFALL = 0.1;

/** The index of the page that ends the pull (short, or empty when pages are scans), if one does. */
function lastPage(rows: readonly unknown[][], asked: readonly number[], paging: WindowedPaging): number | undefined {
  const index = rows.findIndex((page, i) =>
    paging.kind === 'scan' ? page.length === 0 : page.length < (asked[i] as number),
  );
  return index < 0 ? undefined : index;
}

function windowMismatch(
  rows: readonly unknown[][],
  asked: readonly number[],
  paging: WindowedPaging,
  offset: number,
  pageSize: number,
): Mismatch | undefined {
  for (const [i, page] of rows.entries()) {
    if (paging.kind !== 'scan' && page.length > (asked[i] as number)) {
      return {
        from: i,
        why: `${number(page.length)} rows came where at most ${number(asked[i] as number)} were asked for`,
      };
    }
  }
  const end = lastPage(rows, asked, paging);
  if (end === undefined) return undefined;
  const later = rows.findIndex((page, i) => i > end && page.length > 0);
  if (later < 0) return undefined;
  const short = rows[end] as unknown[];
  const first = offset + end * pageSize + 1;
  const what =
    paging.kind === 'scan' || short.length === 0
      ? `the page from row ${number(first)} came back empty`
      : `the page of rows ${number(first)} to ${number(first + (asked[end] as number) - 1)} held ${number(short.length)} rows instead of ${number(asked[end] as number)}`;
  return { from: end, why: `${what}, yet a later page held more rows` };
}

/**
 * The first page, then exactly the pages it reports beyond itself (no more than the row limit needs), all in one
 * batch: the rate limiter spaces them. The page step is the `limit` the answer reports, else the configured size. An
 * answer that reports no page count (a bare list) is read on like `fixed` pages.
 */
function* readCountedPages(session: Session, read: PagedRead, paging: CountedPaging): Program<unknown[]> {
  const wanted = read.rowLimit ?? Number.POSITIVE_INFINITY;
  const firstRequest = pageRequest(read.request, paging, 0, paging.pageSize);
  const [first] = yield* sendAll(session, [firstRequest]);
  const reportedStep = reportedCount(first, 'limit');
  const step = reportedStep !== undefined && reportedStep > 0 ? reportedStep : paging.pageSize;
  const firstRows = read.rows(first);
  const pages = reportedCount(first, 'pages');
  if (pages === undefined) {
    if (firstRows.length > step) throw incompletePages(read, tooMany(firstRows.length, step));
    if (firstRows.length >= wanted) return capRows(firstRows, read.rowLimit);
    if (firstRows.length < step) return firstRows;
    const fixed: WindowedPaging = { kind: 'fixed', pageSize: step, offsetParam: paging.offsetParam };
    return yield* readPageWindows(session, read, fixed, { offset: step, window: BLIND_WINDOW, rows: firstRows });
  }
  const total = reportedCount(first, 'total_results');
  const needed = Math.max(1, Math.min(pages, Math.ceil(wanted / step)));
  const requests = [firstRequest];
  for (let page = 1; page < needed; page += 1) requests.push(pageRequest(read.request, paging, page * step, step));
  const bodies = yield* sendAll(session, requests.slice(1));
  let rows = [firstRows, ...bodies.map((body) => read.rows(body))];
  const geometry: CountedGeometry = { step, pages, total, limited: needed < pages };
  let mismatch = countedMismatch(rows, geometry);
  if (mismatch) {
    const reread = yield* sendAll(session, requests.slice(mismatch.from), { fresh: true });
    rows = [...rows.slice(0, mismatch.from), ...reread.map((body) => read.rows(body))];
    mismatch = countedMismatch(rows, geometry);
    if (mismatch) throw incompletePages(read, mismatch.why);
  }
  return capRows(rows.flat(), read.rowLimit);
}

interface CountedGeometry {
  step: number;
  pages: number;
  total: number | undefined;
  /** True when the row limit stops the read before the last page. */
  limited: boolean;
}

/** Every page but the service's last holds a full step; all pages together hold the reported total. */
function countedMismatch(rows: readonly unknown[][], geometry: CountedGeometry): Mismatch | undefined {
  const { step, pages, total, limited } = geometry;
  for (const [i, page] of rows.entries()) {
    if (page.length > step) return { from: i, why: tooMany(page.length, step) };
    const lastOfService = i === pages - 1;
    if (!lastOfService && pages > 0 && page.length < step) {
      return {
        from: i,
        why: `page ${i + 1} of ${pages} held ${number(page.length)} rows instead of ${number(step)}`,
      };
    }
  }
  const read = sum(rows);
  if (!limited && total !== undefined && read !== total) {
    // Every page before the last was full, so the last one (or the count) is what disagrees.
    return {
      from: rows.length - 1,
      why: `the answer reports ${number(total)} rows in ${number(pages)} pages but its pages held ${number(read)}`,
    };
  }
  if (!limited && pages === 0 && read > 0) {
    return { from: 0, why: `the answer reports no pages but held ${number(read)} rows` };
  }
  return undefined;
}

function sum(pages: readonly unknown[][]): number {
  return pages.reduce((count, page) => count + page.length, 0);
}

const number = (value: number) => value.toLocaleString('en-US');

function tooMany(sent: number, asked: number): string {
  return `a page held ${number(sent)} rows where at most ${number(asked)} were asked for`;
}

function incompletePages(read: PagedRead, why: string): UnexpectedResponseError {
  return new UnexpectedResponseError(
    `The pages the service sent for ${read.request.operation} do not fit together (${why}), also when read again, so the table would be incomplete and is not shown. Recalculate in a few minutes; if it persists, narrow the request (a group, a shorter period) or report it with the function and arguments used.`,
  );
}

/** A whole number the wrapper of a page reports about the paging (`pages`, `limit`), when it reports one. */
function reportedCount(body: unknown, name: string): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>)[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function pageRequest(request: ApiRequest, paging: Paging, offset: number, limit: number): ApiRequest {
  const query = { ...request.query };
  if (paging.kind === 'offset' || paging.kind === 'scan') {
    query[paging.limitParam] = limit;
    query[paging.offsetParam] = offset;
  } else if (paging.kind === 'fixed' || paging.kind === 'counted') {
    query[paging.offsetParam] = offset;
  }
  return { ...request, query };
}

function pageLimit(request: ApiRequest, paging: Paging, pageSize: number): number {
  if (paging.kind === 'offset' || paging.kind === 'scan') return Number(request.query?.[paging.limitParam]);
  return pageSize;
}

function capRows(rows: unknown[], limit: number | undefined): unknown[] {
  return limit !== undefined && rows.length > limit ? rows.slice(0, limit) : rows;
}
