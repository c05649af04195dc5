/** What the paging engine tells the user: why a table is not shown, and what to say beside one that is. */
import { RequestTooLargeError, UnexpectedResponseError } from '../../errors';
import { againAtStart, type Wording, worded } from '../../wording';
import type { ApiRequest } from '../api-request';
import type { Session } from '../session';

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
    said(
      session,
      (again) =>
        `The pages the service sent for ${request.operation} do not fit together (${why}), also when read again, so the table would be incomplete and is not shown. ${again} in a few minutes; if it persists, narrow the request (a group, a shorter period) or report it with the function and arguments used.`,
    ),
  );
}

/** A page that repeats an earlier one, or brings no row: the service is not moving through its rows. */
export function repeatedPageError(session: Session, request: ApiRequest, what: string): UnexpectedResponseError {
  return new UnexpectedResponseError(
    said(
      session,
      (again) =>
        `The service sent ${what} of ${request.operation}: it is not moving through the rows, so the table would be wrong and is not shown, and no more pages are asked for. ${again} in a few minutes; if it persists, report it with the function and arguments used.`,
    ),
  );
}

/** A 1.2 wrapper whose page size makes no sense: reading on would spend the quota a row or two at a time. */
export function pageSizeNotUnderstood(
  session: Session,
  request: ApiRequest,
  reported: number,
): UnexpectedResponseError {
  return new UnexpectedResponseError(
    said(
      session,
      (again) =>
        `The service answered ${request.operation} in pages of ${number(reported)} row${reported === 1 ? '' : 's'}: an answer not understood, so no table is shown and no more pages are asked for (reading on would spend a request of the daily quota for every row or two). ${again} in a few minutes; if it persists, report it with the function and arguments used.`,
    ),
  );
}

/** A count that disagrees with complete pages: said beside the table, never instead of it. */
export function countNote(request: ApiRequest, what: string, count: number, rows: number): string {
  const { start_date: start, end_date: end } = request.query ?? {};
  const period = start !== undefined && end !== undefined && start !== '' ? ` for ${start} to ${end}` : '';
  return `${capitalised(what)} says ${number(count)}; the service listed ${number(rows)} rows of ${request.operation}${period}, and the table holds them all.`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A message starting a sentence with "Recalculate" in a cell, "Run the command again" in a terminal. */
function said(session: Session, build: (again: string) => string) {
  return worded(session.settings.surface, (wording: Wording) => build(againAtStart(wording)));
}
