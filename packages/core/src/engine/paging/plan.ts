/** Pure planners: which page comes next, how many rows it asks for, and whether the pull may ask for it yet. */
import type { ApiRequest } from '../api-request';
import type { PagedKind, PagedRead, PlannedPage } from './types';

/**
 * Pages asked for beyond those known to exist, with no count to go by: one, and only once the pages asked for before
 * have answered (`mayAskNext`). A page asked for past the end costs a request of the users' daily quota, so a pull
 * risks at most one, about every other pull, and a pull of one short page costs one request.
 */
export const AHEAD_BLIND = 1;

/**
 * Pages asked for beyond those known to exist while a count says more rows exist. A count is a hint, not a licence:
 * one that lies (stale, inflated, a service that reports rows it does not hold) costs at most these pages past the
 * real end, so a runaway pull stays within three requests of an honest one. Four pages in flight at the service's few
 * hundred milliseconds an answer keep up with its 10 requests a second, which the rate limiter enforces anyway.
 */
export const AHEAD_COUNTED = 3;

/**
 * Full pages read before a pull without a count asks for one: the first. The service takes 10 requests in any second,
 * so every page sent later than it could be pushes each page ten places after it as late; a 25,000-keyword pull that
 * learns its count after three pages (two at a time until then) ends about 0.5 s later, 1.47 times the least time
 * its pages can take instead of about 1.3. The count costs one request of the users' daily quota where no cache holds
 * it: in Sheets and Excel one campaigns answer serves every campaign for an hour, in `sv` a file cache does (the
 * campaigns answer only). A pull of one short page never asks, and the page that may go ahead without a count still
 * goes beside it, so a count only adds a request, never a wait.
 */
export const PAGES_BEFORE_COUNT = 1;

/**
 * The smallest page a 1.2 wrapper may report while more rows exist. The interface leaves the page size to the service
 * (the stand-in serves compare/keywords 100 rows a page); pages of a few rows, each starting with the last row of the
 * page before, would cost a request of the daily quota for every row or two.
 */
export const MIN_WRAPPER_PAGE = 10;

/** How a pull moves through its pages: its paging, and the page size in force (a 1.2 wrapper reports its own). */
export interface Geometry {
  paging: PagedKind;
  pageSize: number;
}

export function geometryOf(paging: PagedKind): Geometry {
  const pageSize = 'maxPageSize' in paging ? paging.maxPageSize : paging.pageSize;
  return { paging, pageSize };
}

/** Every page but a scan page starts with the last row of the page before it. */
export function overlaps(geometry: Geometry): boolean {
  return geometry.paging.kind !== 'scan';
}

export function pageRequest(request: ApiRequest, paging: PagedKind, offset: number, limit: number): ApiRequest {
  const query = { ...request.query };
  if (paging.kind === 'offset' || paging.kind === 'scan') {
    query[paging.limitParam] = limit;
    query[paging.offsetParam] = offset;
  } else {
    query[paging.offsetParam] = offset;
  }
  return { ...request, query };
}

export function capRows(rows: unknown[], limit: number | undefined): unknown[] {
  return limit !== undefined && rows.length > limit ? rows.slice(0, limit) : rows;
}

/**
 * Rows to ask a page for: the largest page, or fewer near the caller's cap, never below the smallest page. A scan
 * page always asks for the largest: its limit counts records scanned, not rows, so a smaller one could come back
 * empty (which ends the pull) while rows follow.
 */
function askedRows(read: PagedRead, geometry: Geometry, wanted: number): number {
  const kind = geometry.paging.kind;
  if (kind === 'fixed' || kind === 'counted' || kind === 'scan') return geometry.pageSize;
  return Math.min(geometry.pageSize, Math.max(wanted, read.minPageSize ?? 1));
}

/** The rows a page adds to the pull if it comes back full (its overlapping first row left out). */
export function newRowsIfFull(page: PlannedPage): number {
  return page.asked - (page.overlap ? 1 : 0);
}

/**
 * The page after `before` (or the first), asking for what the caller still wants once the pages before it come back
 * full, `room`. It starts with the last row of the page before, where pages overlap.
 */
export function nextPage(
  read: PagedRead,
  geometry: Geometry,
  before: PlannedPage | undefined,
  room: number,
): PlannedPage {
  const overlap = before !== undefined && overlaps(geometry);
  const offset = before === undefined ? 0 : before.offset + before.asked - (overlap ? 1 : 0);
  const asked = askedRows(read, geometry, room + (overlap ? 1 : 0));
  return {
    index: before === undefined ? 0 : before.index + 1,
    request: pageRequest(read.request, geometry.paging, offset, asked),
    offset,
    asked,
    overlap,
  };
}

/** What a pull knows when it decides whether to ask for its next page now. */
export interface PlanState {
  /** Index of the page that would be asked for. */
  next: number;
  /** Highest index of a page known to exist: the page after one that came back full. */
  proven: number;
  /** The first page came back full: the pull holds more than one page. */
  firstFull: boolean;
  /** Rows the pages asked for so far hold if they come back full. */
  covered: number;
  /** Rows the caller wants at most. */
  wanted: number;
  rowsRead: number;
  /** Pages asked for earlier still unanswered: without a count, no page goes ahead of them. */
  unanswered: number;
  /** Rows a count says the pull holds (capped by what the caller wants), if one is known. */
  count?: {
    rows: number;
    /** The total the pages themselves report (1.2): rows that reach it are all of them. */
    exact: boolean;
    /** The count is the whole pull's, not the caller's cap. */
    whole: boolean;
  };
}

/**
 * Whether to ask for the next page now: always for pages known to exist; ahead of them while a count says more rows
 * exist (up to `AHEAD_COUNTED`, and not beyond the page that shows the count's end), or, once the pull holds more
 * than a page, `AHEAD_BLIND` (also while a count is on its way). Never beyond the caller's cap.
 */
export function mayAskNext(state: PlanState): boolean {
  if (state.covered >= state.wanted) return false;
  if (state.next <= state.proven) return true;
  const ahead = state.next - state.proven;
  const { count } = state;
  // A count the rows read have met still decides: only the page that shows the end is wanted, not one blind page more.
  if (count && state.rowsRead <= count.rows) {
    // A count that the pages' own rows may meet on a full page needs the page after it to show the end, unless the
    // pages themselves report it.
    const wanted = state.covered < count.rows || (!count.exact && count.whole && state.covered === count.rows);
    return wanted && ahead <= AHEAD_COUNTED;
  }
  // Without a count, a page goes ahead only with the pages known to exist, once those before have answered: ahead of
  // an unanswered page it would be wasted whenever that page ends the pull (most pulls of two or three pages).
  return state.firstFull && ahead <= AHEAD_BLIND && state.unanswered === 0;
}

/**
 * Whether a short page that ends the pull, with no page asked for after it, must be confirmed by asking for that
 * page (which must then hold no row). A page that lost rows while more follow is short by a few rows, so only a nearly
 * full page is confirmed, or one short of what a count says exists; a page well short of full is the natural end of
 * the pull, and confirming it would add a request to most pulls against the users' daily quota.
 */
export function confirmsEnd(
  page: readonly unknown[],
  asked: number,
  rowsRead: number,
  count?: { rows: number; exact: boolean },
): boolean {
  if (count !== undefined && rowsRead < count.rows) return true;
  // Only the pages' own total vouches for an end; a keyword count that happens to match proves nothing.
  if ((count?.exact === true && count.rows === rowsRead) || page.length === 0) return false;
  return page.length >= asked - Math.max(1, Math.floor(asked * NEARLY_FULL_SHORTFALL));
}

/** A short page within this share of the rows asked for (or one row) of full is confirmed. */
const NEARLY_FULL_SHORTFALL = 0.1;
