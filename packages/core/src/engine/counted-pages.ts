import type { Program } from './effects';
import { incompletePages, number, pageRequest } from './page-plan';
import type { CountedPaging, PagedRead } from './paging';
import type { CountSource } from './row-count';
import { sendAll } from './send';
import type { Session } from './session';
import { type Pull, readPageWindows, reportProgress } from './window-pages';

/**
 * The first page, whose wrapper reports the rows in all (`total_results`) and the page size (`limit`); then the rest
 * as fixed pages of that size that overlap by a row, with that total as a count read with the pull. The page count the
 * wrapper reports is not trusted to plan anything: a total that lies costs at most a window past the real end, and a
 * row added or deleted between pages shows in the overlap as it does for 3.0 pages.
 */
export function* readCountedPages(session: Session, read: PagedRead, paging: CountedPaging, pull: Pull): Program<void> {
  const firstRequest = pageRequest(read.request, paging, 0, paging.pageSize);
  let [first] = yield* sendAll(session, [firstRequest]);
  pull.pagesSent += 1;
  const reportedStep = reportedCount(first, 'limit');
  const step = reportedStep !== undefined && reportedStep > 0 ? reportedStep : paging.pageSize;
  let firstRows = read.rows(first);
  let total = reportedCount(first, 'total_results');
  if (firstPageFits(firstRows, step, total) !== true) {
    [first] = yield* sendAll(session, [firstRequest], { fresh: true });
    firstRows = read.rows(first);
    total = reportedCount(first, 'total_results');
    const why = firstPageFits(firstRows, step, total);
    if (why !== true) throw incompletePages(session, read.request, why);
  }
  pull.evidence.accept(firstRows, new Map());
  pull.out.add(firstRows);
  reportProgress(session, pull, total);
  // The total comes with the pages, as fresh as they are: rows that reach it are all of them.
  if (firstRows.length < step || (total !== undefined && firstRows.length >= total)) return;
  if (pull.out.room <= 0) return;
  // Asked again, the first page tells the total afresh.
  const countSource: CountSource = { request: firstRequest, count: (body) => reportedCount(body, 'total_results') };
  pull.nextOffset = step - 1;
  yield* readPageWindows(
    session,
    { ...read, expectedRows: total, expectedFresh: true, countSource },
    { kind: 'fixed', pageSize: step, offsetParam: paging.offsetParam },
    pull,
  );
}

/** True, or why the first page does not fit: more rows than a page holds, or short of full while more exist. */
function firstPageFits(rows: readonly unknown[], step: number, total: number | undefined): true | string {
  if (rows.length > step) return `a page held ${number(rows.length)} rows where at most ${number(step)} were asked for`;
  if (rows.length < step && total !== undefined && total > rows.length) {
    return `the first page held ${number(rows.length)} rows, where the answer reports ${number(total)}`;
  }
  return true;
}

/** A whole number the wrapper of a page reports about the paging (`total_results`, `limit`), when it reports one. */
function reportedCount(body: unknown, name: string): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>)[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
