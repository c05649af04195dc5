import { RequestTooLargeError, UnexpectedResponseError } from '../errors';
import { againAtStart, wordingOf } from '../wording';
import type { ApiRequest } from './api-request';
import type { Paging } from './paging';
import type { Session } from './session';

/**
 * Pages asked for at once while the number of rows is unknown. A page asked for past the end costs a request of the
 * users' daily quota, so a pull risks at most one: two pages at a time after the first, never more.
 */
export const BLIND_WINDOW = 2;

/**
 * Pages asked for at once when a count says more exist (a campaign's keyword count, a 1.2 answer's total). A count is
 * evidence, not a licence: one that lies (stale, inflated, a service that reports rows it does not hold) costs at most
 * the two pages of one window past the real end and one request to check, so a runaway pull stays within three
 * requests of an honest one. Three pages of 1,000 rows in flight at the service's few hundred milliseconds an answer
 * come close to its 10 requests a second, so a true count loses little speed.
 */
export const COUNTED_WINDOW = 3;

/**
 * Pages one call reads at most (500,000 rows of 1,000). A spreadsheet cell cannot hold more (Excel takes about 5 MB a
 * result, a Sheets custom function 30 s), and a service paging without end would otherwise spend the daily quota.
 */
export const DEFAULT_PAGE_CEILING = 500;

export interface PageCeiling {
  pages: number;
  /** How to get the data anyway, for the message. */
  advice: string;
}

export const SPREADSHEET_CEILING: PageCeiling = {
  pages: DEFAULT_PAGE_CEILING,
  advice:
    'Narrow it (a group, keyword_ids or search, a shorter period, a limit), or export it whole from a terminal with sv.',
};

export const number = (value: number) => value.toLocaleString('en-US');

/** A pull that would read more pages than the call may: stopped before the page beyond the ceiling is asked for. */
export function ceilingError(session: Session, request: ApiRequest, pageSize: number, reason: string) {
  const { pages, advice } = session.pageCeiling;
  return new RequestTooLargeError(
    `The ${request.operation} asked for ${reason}, more than one call reads (${number(pages)} pages of ${number(pageSize)} rows), so no table is shown. ${advice}`,
  );
}

export function incompletePages(session: Session, request: ApiRequest, why: string): UnexpectedResponseError {
  return new UnexpectedResponseError(
    `The pages the service sent for ${request.operation} do not fit together (${why}), also when read again, so the table would be incomplete and is not shown. ${againOf(session)} in a few minutes; if it persists, narrow the request (a group, a shorter period) or report it with the function and arguments used.`,
  );
}

/** A page that repeats an earlier one whole: the service is not moving through its rows, so reading on is futile. */
export function repeatedPageError(
  session: Session,
  request: ApiRequest,
  row: number,
  earlierRow: number,
): UnexpectedResponseError {
  return new UnexpectedResponseError(
    `The service sent the same page of ${request.operation} twice (the page from row ${number(row)} repeated the page from row ${number(earlierRow)}): it is not moving through the rows, so the table would be wrong and is not shown, and no more pages are asked for. ${againOf(session)} in a few minutes; if it persists, report it with the function and arguments used.`,
  );
}

/** "Recalculate" in a cell, "Run the command again" in a terminal. */
function againOf(session: Session): string {
  return againAtStart(wordingOf(session.settings.surface));
}

export function pageRequest(request: ApiRequest, paging: Paging, offset: number, limit: number): ApiRequest {
  const query = { ...request.query };
  if (paging.kind === 'offset' || paging.kind === 'scan') {
    query[paging.limitParam] = limit;
    query[paging.offsetParam] = offset;
  } else if (paging.kind === 'fixed' || paging.kind === 'counted') {
    query[paging.offsetParam] = offset;
  }
  return { ...request, query };
}

export function capRows(rows: unknown[], limit: number | undefined): unknown[] {
  return limit !== undefined && rows.length > limit ? rows.slice(0, limit) : rows;
}
