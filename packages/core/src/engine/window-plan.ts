/** Which pages a window asks for: how many, at which offsets, for how many rows. */
import type { ApiRequest } from './api-request';
import { BLIND_WINDOW, COUNTED_WINDOW, pageRequest } from './page-plan';
import type { PagedRead } from './paging';
import type { Pull, WindowedPaging } from './window-pages';

export interface PlannedPage {
  request: ApiRequest;
  offset: number;
  /** Rows asked for (the service's own page size where `limit` is not sent). */
  asked: number;
  /** The page starts with the last row of the page before it. */
  overlap: boolean;
}

export function pageSizeOf(paging: WindowedPaging): number {
  return paging.kind === 'fixed' ? paging.pageSize : paging.maxPageSize;
}

/** Pages for the next window: one at first, then the blind window, or what a count says is left, capped. */
export function windowSize(pull: Pull, expected: number | undefined, paging: WindowedPaging, exact: boolean): number {
  const left = pagesToEnd(expected, pull, paging, exact);
  if (pull.pagesSent === 0) return Math.max(1, Math.min(COUNTED_WINDOW, left));
  return left > 0 ? Math.min(COUNTED_WINDOW, left) : BLIND_WINDOW;
}

/**
 * The pages that, by the count, hold the rest of the rows the caller wants, and, unless the count is reported by the
 * pages themselves (`exact`), the page that shows the end (one short of full). Zero when the count is no use (unknown, or already reached:
 * pages are then read on blind).
 */
function pagesToEnd(expected: number | undefined, pull: Pull, paging: WindowedPaging, exact: boolean): number {
  const read = pull.evidence.rows;
  if (expected === undefined || !Number.isSafeInteger(expected) || expected <= read) return 0;
  const pageSize = pageSizeOf(paging);
  const overlap = paging.kind !== 'scan';
  const step = overlap ? pageSize - 1 : pageSize;
  const first = read > 0 && overlap ? pageSize - 1 : pageSize;
  const rows = Math.min(expected, read + pull.out.room);
  if (rows < expected || exact) return rows <= read + first ? 1 : 1 + Math.ceil((rows - read - first) / step);
  return rows < read + first ? 1 : 2 + Math.floor((rows - read - first) / step);
}

export function planWindow(read: PagedRead, paging: WindowedPaging, pull: Pull, size: number): PlannedPage[] {
  const pages: PlannedPage[] = [];
  let offset = pull.nextOffset;
  let room = pull.out.room;
  for (let i = 0; i < size && room > 0; i += 1) {
    const overlap = paging.kind !== 'scan' && (pull.evidence.rows > 0 || i > 0);
    const asked = askedRows(read, paging, room + (overlap ? 1 : 0));
    pages.push({ request: pageRequest(read.request, paging, offset, asked), offset, asked, overlap });
    const added = asked - (overlap ? 1 : 0);
    room -= added;
    offset += paging.kind === 'scan' ? asked : asked - 1;
  }
  return pages;
}

/** The page right after `page`, as if it were full: a short page that lost rows has them there. */
export function pageAfter(read: PagedRead, paging: WindowedPaging, page: PlannedPage): PlannedPage {
  const overlap = paging.kind !== 'scan';
  const offset = page.offset + page.asked - (overlap ? 1 : 0);
  const asked = askedRows(read, paging, page.asked);
  return { request: pageRequest(read.request, paging, offset, asked), offset, asked, overlap };
}

/** Rows to ask a page for: the largest page, or fewer near the caller's cap, never below the smallest page. */
function askedRows(read: PagedRead, paging: WindowedPaging, wanted: number): number {
  const pageSize = pageSizeOf(paging);
  if (paging.kind === 'fixed') return pageSize;
  return Math.min(pageSize, Math.max(wanted, read.minPageSize ?? 1));
}
