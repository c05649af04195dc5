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
 * - `none`: one request.
 */
export type Paging =
  | { kind: 'none' }
  | { kind: 'offset' | 'scan'; maxPageSize: number; limitParam: string; offsetParam: string }
  | { kind: 'fixed'; pageSize: number; offsetParam: string };

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
  const pageSize = paging.kind === 'fixed' ? paging.pageSize : paging.maxPageSize;
  const wanted = read.rowLimit ?? Number.POSITIVE_INFINITY;
  const all: unknown[] = [];
  let offset = 0;
  let window = 1;
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
      if (rows.length > asked && paging.kind !== 'scan') {
        throw new UnexpectedResponseError(
          `The service sent ${rows.length} rows for ${read.request.operation} where at most ${asked} were asked for, so paging cannot be trusted. Try again later.`,
        );
      }
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

function pageRequest(request: ApiRequest, paging: Paging, offset: number, limit: number): ApiRequest {
  const query = { ...request.query };
  if (paging.kind === 'offset' || paging.kind === 'scan') {
    query[paging.limitParam] = limit;
    query[paging.offsetParam] = offset;
  } else if (paging.kind === 'fixed') {
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
