import { UnexpectedResponseError } from '../errors';
import type { ApiRequest } from './api-request';
import type { Program } from './effects';
import { sendAll } from './send';
import type { Session } from './session';

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

/** At most this many pages are asked for at once after the first; the rate limiter spaces them. */
export const MAX_PARALLEL_PAGES = 8;

export interface PagedRead {
  /** The request of the first page; paging parameters are added to its query. */
  request: ApiRequest;
  paging: Paging;
  /** Rows of one page's body. */
  rows: (body: unknown) => unknown[];
  /** The caller's cap on rows, if any. */
  rowLimit?: number;
}

/**
 * Reads every page: the largest page the operation allows first, then, as soon as that page shows more exist,
 * the following pages in parallel windows of 2, 4, 8 pages. A window may ask for a page past the end; it comes back
 * empty and costs one request, against the many saved by not waiting for each page in turn.
 */
export function* readAllPages(session: Session, read: PagedRead): Program<unknown[]> {
  const { paging } = read;
  if (paging.kind === 'none') {
    const [body] = yield* sendAll(session, [read.request]);
    return capRows(read.rows(body), read.rowLimit);
  }
  if (paging.kind === 'counted') return yield* readCountedPages(session, read, paging);
  return yield* readPageWindows(session, read, paging, { offset: 0, window: 1, rows: [] });
}

interface WindowStart {
  offset: number;
  window: number;
  /** Rows already read before `offset`. */
  rows: unknown[];
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
  for (;;) {
    const pages: ApiRequest[] = [];
    for (let i = 0; i < window; i += 1) {
      const remaining = wanted - all.length - i * pageSize;
      if (remaining <= 0) break;
      pages.push(pageRequest(read.request, paging, offset + i * pageSize, Math.min(pageSize, remaining)));
    }
    const bodies = yield* sendAll(session, pages);
    let finished = false;
    for (const [index, body] of bodies.entries()) {
      const rows = read.rows(body);
      const asked = pageLimit(pages[index] as ApiRequest, paging, pageSize);
      if (rows.length > asked && paging.kind !== 'scan') throw tooManyRows(read, rows.length, asked);
      all.push(...rows);
      const last = paging.kind === 'scan' ? rows.length === 0 : rows.length < asked;
      if (last || all.length >= wanted) {
        finished = true;
        break;
      }
    }
    if (finished || pages.length < window) return capRows(all, read.rowLimit);
    offset += pages.length * pageSize;
    window = Math.min(window * 2, MAX_PARALLEL_PAGES);
  }
}

/**
 * The first page, then exactly the pages it reports beyond itself (no more than the row limit needs), all in one
 * batch: the rate limiter spaces them. The page step is the `limit` the answer reports, else the configured size. An
 * answer that reports no page count (a bare list) is read on like `fixed` pages.
 */
function* readCountedPages(session: Session, read: PagedRead, paging: CountedPaging): Program<unknown[]> {
  const wanted = read.rowLimit ?? Number.POSITIVE_INFINITY;
  const [first] = yield* sendAll(session, [pageRequest(read.request, paging, 0, paging.pageSize)]);
  const reportedStep = reportedCount(first, 'limit');
  const step = reportedStep !== undefined && reportedStep > 0 ? reportedStep : paging.pageSize;
  const firstRows = read.rows(first);
  if (firstRows.length > step) throw tooManyRows(read, firstRows.length, step);
  const pages = reportedCount(first, 'pages');
  if (firstRows.length >= wanted) return capRows(firstRows, read.rowLimit);
  if (pages === undefined) {
    if (firstRows.length < step) return firstRows;
    const fixed: WindowedPaging = { kind: 'fixed', pageSize: step, offsetParam: paging.offsetParam };
    return yield* readPageWindows(session, read, fixed, { offset: step, window: 2, rows: firstRows });
  }
  const needed = Math.min(pages, Math.ceil(wanted / step));
  const rest: ApiRequest[] = [];
  for (let page = 1; page < needed; page += 1) rest.push(pageRequest(read.request, paging, page * step, step));
  const bodies = yield* sendAll(session, rest);
  const all = [...firstRows];
  for (const body of bodies) {
    const rows = read.rows(body);
    if (rows.length > step) throw tooManyRows(read, rows.length, step);
    all.push(...rows);
  }
  return capRows(all, read.rowLimit);
}

/** A whole number the wrapper of a page reports about the paging (`pages`, `limit`), when it reports one. */
function reportedCount(body: unknown, name: string): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>)[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function tooManyRows(read: PagedRead, sent: number, asked: number): UnexpectedResponseError {
  return new UnexpectedResponseError(
    `The service sent ${sent} rows for ${read.request.operation} where at most ${asked} were asked for, so paging cannot be trusted. Try again later.`,
  );
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
