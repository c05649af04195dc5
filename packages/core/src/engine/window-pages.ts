import type { ApiRequest } from './api-request';
import type { Program } from './effects';
import type { PullEvidence } from './page-evidence';
import { BLIND_WINDOW, ceilingError, incompletePages, number, repeatedPageError } from './page-plan';
import type { PagedRead, Paging } from './paging';
import { type CountSource, PAGES_BEFORE_COUNT } from './row-count';
import type { RowsOut } from './rows-out';
import { sendAll } from './send';
import type { Session } from './session';
import { checkWindow, countAgrees, needsConfirming } from './window-check';
import { type PlannedPage, pageAfter, pageSizeOf, planWindow, windowSize } from './window-plan';

export { pageSizeOf } from './window-plan';

export type WindowedPaging = Exclude<Paging, { kind: 'none' | 'counted' }>;

/** One pull's progress: what it has seen, where its rows go, and where the next page starts. */
export interface Pull {
  evidence: PullEvidence;
  out: RowsOut;
  /** Offset of the next page: the last row taken, where pages overlap by a row, else the row after it. */
  nextOffset: number;
  /** Pages asked for so far (re-reads not counted), against the ceiling. */
  pagesSent: number;
}

/**
 * Reads windows of pages until one ends the pull: the first page alone (or, with a count, up to `COUNTED_WINDOW`),
 * then `BLIND_WINDOW` at a time, or up to `COUNTED_WINDOW` while a count says more rows exist. Every page but a scan
 * page starts with the last row of the page before it, so a row that moved between pages (a keyword added or deleted
 * while the pull runs) shows as a page that does not start where the last one ended. Each window is checked before
 * its rows are taken; one that does not fit is read once more, bypassing the cache, then refused.
 */
export function* readPageWindows(session: Session, read: PagedRead, paging: WindowedPaging, pull: Pull): Program<void> {
  const pageSize = pageSizeOf(paging);
  const scan = paging.kind === 'scan';
  // Scan pages hold any number of rows up to their limit, so a row count tells nothing about how many there are.
  let countSource = read.expectedRows === undefined && !scan ? read.countSource : undefined;
  let expected = scan ? undefined : read.expectedRows;
  // A count read during this pull is as fresh as the pages; one from the cache may be hours old.
  let countFresh = read.expectedFresh === true;
  refuseCountBeyondCeiling(session, read.request, expected, pull.out.wanted, pageSize);
  if (expected !== undefined) session.expectRows?.(Math.min(expected, pull.out.wanted));
  for (;;) {
    if (pull.pagesSent >= session.pageCeiling.pages) {
      throw ceilingError(session, read.request, pageSize, `more than ${number(pull.evidence.rows)} rows`);
    }
    // Only a pull that has proven long, and that its row limit does not end within the blind window, asks for the
    // count; it goes beside one page, so that no more are in flight than the blind window would send.
    const askCount =
      countSource !== undefined && pull.pagesSent >= PAGES_BEFORE_COUNT && pull.out.room > BLIND_WINDOW * pageSize;
    const size = Math.min(
      askCount ? 1 : windowSize(pull, expected, paging, read.expectedFresh === true),
      session.pageCeiling.pages - pull.pagesSent,
    );
    const pages = planWindow(read, paging, pull, size);
    const bodies = yield* sendAll(
      session,
      askCount && countSource ? [...pages.map((p) => p.request), countSource.request] : pages.map((p) => p.request),
      {
        // The count only speeds the pull up: when it cannot be read, the pages are read on without it.
        optional: askCount ? new Set([pages.length]) : undefined,
      },
    );
    pull.pagesSent += pages.length;
    if (askCount && countSource) {
      const answer = bodies.pop();
      expected = answer === undefined ? undefined : countSource.count(answer);
      countFresh = true;
      countSource = undefined;
      refuseCountBeyondCeiling(session, read.request, expected, pull.out.wanted, pageSize);
      if (expected !== undefined) session.expectRows?.(Math.min(expected, pull.out.wanted));
    }
    let rows = bodies.map((body) => read.rows(body));
    let check = checkWindow(pages, rows, pull, scan, expected);
    let readAgain = false;
    for (;;) {
      if (check.repeated) throw repeatedPageError(session, read.request, check.repeated.row, check.repeated.earlierRow);
      const end = check.end;
      const confirm =
        !check.mismatch &&
        !readAgain &&
        end !== undefined &&
        end === pages.length - 1 &&
        !countAgrees(expected, pull.evidence.rows + check.fresh.reduce((sum, page) => sum + page.length, 0)) &&
        needsConfirming(rows[end] as unknown[], (pages[end] as PlannedPage).asked);
      if (confirm) {
        const next = pageAfter(read, paging, pages[end] as PlannedPage);
        pages.push(next);
        const [body] = yield* sendAll(session, [next.request]);
        pull.pagesSent += 1;
        rows.push(read.rows(body));
        check = checkWindow(pages, rows, pull, scan, expected);
        continue;
      }
      if (!check.mismatch) break;
      if (readAgain) throw incompletePages(session, read.request, check.mismatch.why);
      const { from, to, recount } = check.mismatch;
      // Pages ending short of a count from the cache ask the count again, alone: a stale count is corrected, and one
      // that still says more exist is refused. Against a count as fresh as the pages, the short page is read again.
      const source: CountSource | undefined = recount && !countFresh ? read.countSource : undefined;
      const again = source ? [] : pages.slice(from, to + 1).map((page) => page.request);
      const reread = yield* sendAll(session, source ? [...again, source.request] : again, {
        fresh: true,
        optional: source ? new Set([again.length]) : undefined,
      });
      if (source) {
        const answer = reread.pop();
        const count = answer === undefined ? undefined : source.count(answer);
        if (count !== undefined) expected = count;
        countFresh = true;
      }
      if (again.length > 0) {
        rows = [...rows.slice(0, from), ...reread.map((body) => read.rows(body)), ...rows.slice(to + 1)];
      }
      readAgain = true;
      check = checkWindow(pages, rows, pull, scan, expected);
    }
    const taken = check.fresh.flat();
    pull.evidence.accept(taken, check.prints);
    pull.out.add(taken);
    reportProgress(session, pull, expected);
    const last = pages[check.fresh.length - 1] as PlannedPage;
    pull.nextOffset = last.offset + last.asked - (scan ? 0 : 1);
    if (check.end !== undefined || pull.out.room <= 0) return;
    // Rows that match the total the answers themselves report (1.2) are all of them: no page is needed to see the end.
    // A keyword count is another answer's, which may lag or count otherwise: rows that happen to match it prove nothing.
    if (read.expectedFresh && expected !== undefined && pull.evidence.rows === expected) return;
  }
}

/** After a checked window: the records taken (each once, overlaps removed) against the count, if one is known. */
export function reportProgress(session: Session, pull: Pull, expected: number | undefined): void {
  session.progress?.({
    records: pull.evidence.rows,
    expected: expected === undefined ? undefined : Math.min(expected, pull.out.wanted),
  });
}

/** A count that already says the pull is beyond the ceiling stops it before a page is asked for. */
function refuseCountBeyondCeiling(
  session: Session,
  request: ApiRequest,
  expected: number | undefined,
  wanted: number,
  pageSize: number,
): void {
  if (expected === undefined || Math.min(expected, wanted) <= session.pageCeiling.pages * (pageSize - 1)) return;
  throw ceilingError(session, request, pageSize, `${number(expected)} rows by the service's own count`);
}
