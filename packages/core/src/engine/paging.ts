import { InputError, NotFoundError } from '../errors';
import type { ApiRequest } from './api-request';
import { readCountedPages } from './counted-pages';
import type { Program } from './effects';
import { PullEvidence, type RecordKey } from './page-evidence';
import { capRows, pageRequest } from './page-plan';
import type { CountSource } from './row-count';
import { RowsOut } from './rows-out';
import { sendAll } from './send';
import type { Session } from './session';
import { refuseOverlongUrl, splitListToFit } from './url-limit';
import { type Pull, pageSizeOf, readPageWindows } from './window-pages';

/**
 * How an operation pages.
 * - `offset`: `limit`/`offset` query parameters; a page shorter than asked is the last one.
 * - `scan`: like offset, but `limit` counts scanned records, so pages may hold fewer rows; only an empty page ends.
 * - `fixed`: the service pages by `offset` with a page size it chooses (`limitParam` absent).
 * - `counted`: like `fixed`, but each answer is a wrapper reporting its own geometry (`{results, limit, offset, pages,
 *   total_results}`, interface 1.2): the first page tells how many pages exist.
 * - `none`: one request.
 */
export type Paging =
  | { kind: 'none' }
  | { kind: 'offset' | 'scan'; maxPageSize: number; limitParam: string; offsetParam: string }
  | { kind: 'fixed'; pageSize: number; offsetParam: string }
  | CountedPaging;

export interface CountedPaging {
  kind: 'counted';
  /** The page size to assume until an answer reports its own `limit`. */
  pageSize: number;
  offsetParam: string;
}

export const OFFSET_1000: Paging = { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };

export interface PagedRead {
  /** The request of the first page; paging parameters are added to its query. */
  request: ApiRequest;
  paging: Paging;
  /** Rows of one page's body. */
  rows: (body: unknown) => unknown[];
  /** The caller's cap on rows, if any. */
  rowLimit?: number;
  /** The smallest `limit` the operation accepts: a page near the cap asks for at least this many rows. */
  minPageSize?: number;
  /** The id of a record (declared by its layout): an id seen twice in one pull means pages shifted or repeated. */
  recordKey?: RecordKey;
  /**
   * How many rows the pull should hold, from a count the service already gave (a campaign's `keywords_count`, a
   * group's `kw_count`), when one is at hand. It lets the pull ask for several pages at once, and a page that ends
   * the pull short of it is read again with the count.
   */
  expectedRows?: number;
  /** The count is the total the pages' own answers report (1.2), read with the first page of this pull. */
  expectedFresh?: boolean;
  /**
   * Where to ask for that count: asked once, beside the next page, when a pull has read `PAGES_BEFORE_COUNT` full
   * pages without one, and again, bypassing the cache, when the pages end short of it.
   */
  countSource?: CountSource;
  /**
   * Takes the rows of each checked window as it arrives, instead of keeping them (the read then returns none): an
   * export writes a pull of millions of rows in memory bounded by a few pages.
   */
  onRows?: (rows: unknown[]) => void;
}

/** A far offset: its digits stand for those of any page's offset when a URL is measured before sending. */
const PROBE_OFFSET = 99_999_999;

/**
 * Reads every page (docs/service.md, "Paging and completeness"): the largest page the operation allows first, then,
 * as soon as that page shows more exist, the following pages in windows that a count may widen but never beyond
 * what the rows read justify, up to the call's ceiling of pages.
 *
 * Complete or error: pages that do not fit together (a short page followed by rows, a page that does not start with
 * the row the one before ended with, a record id seen twice, a page ending the pull short of the count, more rows
 * than asked) are read once more, bypassing the cache; if they still disagree the read fails with a message, never
 * returning a table with rows silently missing or doubled. A page repeating an earlier one whole stops the pull.
 *
 * A request whose URL is too long for the host is split over its `splitList` (each part paged completely, the rows
 * merged in order) or refused before anything is sent.
 */
export function* readAllPages(session: Session, read: PagedRead): Program<unknown[]> {
  const { paging } = read;
  const pageSize = paging.kind === 'none' ? 0 : paging.kind === 'counted' ? paging.pageSize : pageSizeOf(paging);
  const probe = (request: ApiRequest) => pageRequest(request, paging, PROBE_OFFSET, pageSize);
  const parts = read.request.splitList
    ? splitListToFit(session, read.request, read.request.splitList, probe)
    : [read.request];
  const out = new RowsOut(read.rowLimit ?? Number.POSITIVE_INFINITY, read.onRows);
  if (parts.length === 1) {
    refuseOverlongUrl(session, probe(read.request));
    yield* readOnePull(session, read, out);
    return out.rows();
  }
  refuseUnorderedSplit(read.request, parts.length, session);
  let notFound: NotFoundError | undefined;
  let found = false;
  for (const request of parts) {
    if (out.room <= 0) break;
    try {
      // A row count is the whole list's, not a part's.
      yield* readOnePull(session, { ...read, request, expectedRows: undefined, countSource: undefined }, out);
      found = true;
    } catch (error) {
      // The service answers 404 when nothing matches: for one part of the list that is no rows, as the whole list
      // in one request would have answered the rows of the other parts. Only when no part matches is it the answer.
      if (!(error instanceof NotFoundError)) throw error;
      notFound ??= error;
    }
  }
  if (!found && notFound) throw notFound;
  return out.rows();
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

function* readOnePull(session: Session, read: PagedRead, out: RowsOut): Program<void> {
  const { paging } = read;
  if (paging.kind === 'none') {
    const [body] = yield* sendAll(session, [read.request]);
    out.add(capRows(read.rows(body), read.rowLimit));
    return;
  }
  const pull: Pull = { evidence: new PullEvidence(read.recordKey), out, nextOffset: 0, pagesSent: 0 };
  if (paging.kind === 'counted') yield* readCountedPages(session, read, paging, pull);
  else yield* readPageWindows(session, read, paging, pull);
}
