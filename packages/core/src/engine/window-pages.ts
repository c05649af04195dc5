import type { ApiRequest } from './api-request';
import type { Program } from './effects';
import type { PullEvidence } from './page-evidence';
import {
  BLIND_WINDOW,
  COUNTED_WINDOW,
  ceilingError,
  incompletePages,
  number,
  pageRequest,
  repeatedPageError,
} from './page-plan';
import type { PagedRead, Paging } from './paging';
import { type CountSource, PAGES_BEFORE_COUNT } from './row-count';
import type { RowsOut } from './rows-out';
import { sendAll } from './send';
import type { Session } from './session';

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

interface PlannedPage {
  request: ApiRequest;
  offset: number;
  /** Rows asked for (the service's own page size where `limit` is not sent). */
  asked: number;
  /** The page starts with the last row of the page before it. */
  overlap: boolean;
}

interface Mismatch {
  from: number;
  to: number;
  why: string;
  /** The count disagrees with the pages: ask for it again beside the re-read. */
  recount?: boolean;
}

interface WindowCheck {
  /** Index of the page that ends the pull, if one does. */
  end?: number;
  mismatch?: Mismatch;
  repeated?: { row: number; earlierRow: number };
  /** Per page up to the end, the rows it adds (the overlapping first row left out). */
  fresh: unknown[][];
  prints: Map<string, number>;
}

export function pageSizeOf(paging: WindowedPaging): number {
  return paging.kind === 'fixed' ? paging.pageSize : paging.maxPageSize;
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
      askCount ? 1 : windowSize(pull, expected, paging, countFresh),
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
      if (check.repeated) throw repeatedPageError(read.request, check.repeated.row, check.repeated.earlierRow);
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
      if (readAgain) throw incompletePages(read.request, check.mismatch.why);
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
    const last = pages[check.fresh.length - 1] as PlannedPage;
    pull.nextOffset = last.offset + last.asked - (scan ? 0 : 1);
    if (check.end !== undefined || pull.out.room <= 0) return;
    // Rows that match a count as fresh as the pages are all of them: no page is needed to see the end.
    if (countFresh && expected !== undefined && pull.evidence.rows === expected) return;
  }
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

/** Pages for the next window: one at first, then the blind window, or what a count says is left, capped. */
function windowSize(pull: Pull, expected: number | undefined, paging: WindowedPaging, fresh: boolean): number {
  const left = pagesToEnd(expected, pull, paging, fresh);
  if (pull.pagesSent === 0) return Math.max(1, Math.min(COUNTED_WINDOW, left));
  return left > 0 ? Math.min(COUNTED_WINDOW, left) : BLIND_WINDOW;
}

/**
 * The pages that, by the count, hold the rest of the rows the caller wants, and, unless the count is as fresh as the
 * pages, the page that shows the end (one short of full). Zero when the count is no use (unknown, or already reached:
 * pages are then read on blind).
 */
function pagesToEnd(expected: number | undefined, pull: Pull, paging: WindowedPaging, fresh: boolean): number {
  const read = pull.evidence.rows;
  if (expected === undefined || !Number.isSafeInteger(expected) || expected <= read) return 0;
  const pageSize = pageSizeOf(paging);
  const overlap = paging.kind !== 'scan';
  const step = overlap ? pageSize - 1 : pageSize;
  const first = read > 0 && overlap ? pageSize - 1 : pageSize;
  const rows = Math.min(expected, read + pull.out.room);
  if (rows < expected || fresh) return rows <= read + first ? 1 : 1 + Math.ceil((rows - read - first) / step);
  return rows < read + first ? 1 : 2 + Math.floor((rows - read - first) / step);
}

function planWindow(read: PagedRead, paging: WindowedPaging, pull: Pull, size: number): PlannedPage[] {
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
function pageAfter(read: PagedRead, paging: WindowedPaging, page: PlannedPage): PlannedPage {
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

/**
 * Whether a short page that closes its window without a count must be confirmed by asking for the page after it
 * (which must then hold no new rows). A page that lost rows while more follow is short by a few rows, so only such a
 * nearly full page is confirmed (one request more, and only then); a page well short of full is the natural end of the
 * pull, and confirming it would add a request to most pulls against the users' daily quota. A count that says more
 * exist refuses the page whatever its shortfall; one the rows match needs no confirming.
 */
function needsConfirming(page: readonly unknown[], asked: number): boolean {
  if (page.length === 0) return false;
  return page.length >= asked - Math.max(1, Math.floor(asked * NEARLY_FULL_SHORTFALL));
}

/** A count that the rows read match exactly confirms the end; a stale count that is lower confirms nothing. */
function countAgrees(expected: number | undefined, rows: number): boolean {
  return expected !== undefined && expected === rows;
}

/** A short page within this share of the rows asked for (or one row) of full is confirmed. */
const NEARLY_FULL_SHORTFALL = 0.1;

function checkWindow(
  pages: readonly PlannedPage[],
  rows: readonly unknown[][],
  pull: Pull,
  scan: boolean,
  expected: number | undefined,
): WindowCheck {
  const prints = new Map<string, number>();
  const fail = (mismatch: Mismatch): WindowCheck => ({ mismatch, fresh: [], prints });
  for (const [i, page] of rows.entries()) {
    const asked = (pages[i] as PlannedPage).asked;
    if (!scan && page.length > asked) {
      return fail({
        from: i,
        to: i,
        why: `${number(page.length)} rows came where at most ${number(asked)} were asked for`,
      });
    }
  }
  const endIndex = rows.findIndex((page, i) =>
    scan ? page.length === 0 : page.length < (pages[i] as PlannedPage).asked,
  );
  const end = endIndex < 0 ? undefined : endIndex;
  if (end !== undefined) {
    const later = lastIndexWhere(rows, (page, i) => i > end && page.length > 0);
    if (later >= 0)
      return fail({
        from: end,
        to: later,
        why: `${shortPage(pages[end] as PlannedPage, rows[end] as unknown[], scan)}, yet a later page held more rows`,
      });
  }
  const { evidence } = pull;
  const ids = new Map<string, number>();
  const fresh: unknown[][] = [];
  const firstRows: number[] = [];
  let row = evidence.rows + 1;
  let before = evidence.last;
  for (let i = 0; i <= (end ?? rows.length - 1); i += 1) {
    const page = rows[i] as unknown[];
    const plan = pages[i] as PlannedPage;
    const repeated = evidence.repeatedPage(page, plan.offset + 1, prints);
    if (repeated !== undefined) return { repeated: { row: plan.offset + 1, earlierRow: repeated }, fresh: [], prints };
    let added = page;
    if (plan.overlap && before) {
      const from = Math.max(0, i - 1);
      if (page.length === 0) {
        return fail({
          from,
          to: i,
          why: `the page from row ${number(plan.offset + 1)} came back empty where it should have started with the last row of the page before`,
        });
      }
      if (!evidence.same(page[0], before.record)) {
        return fail({
          from,
          to: i,
          why: `the page from row ${number(plan.offset + 1)} did not start with the last row of the page before, so rows moved between pages while they were read`,
        });
      }
      added = page.slice(1);
    }
    const repeatedId = evidence.repeatedId(added, row, ids);
    if (repeatedId) {
      const first = lastIndexWhere(firstRows, (start) => start <= repeatedId.firstRow);
      return fail({
        from: first < 0 ? i : first,
        to: i,
        why: `the record with id ${repeatedId.id} came twice, as rows ${number(repeatedId.firstRow)} and ${number(repeatedId.row)}`,
      });
    }
    firstRows.push(row);
    fresh.push(added);
    row += added.length;
    if (page.length > 0) before = { record: page[page.length - 1] };
  }
  const total = row - 1;
  if (end !== undefined && expected !== undefined && total < Math.min(expected, pull.evidence.rows + pull.out.room)) {
    return fail({
      from: end,
      to: end,
      recount: true,
      why: `${shortPage(pages[end] as PlannedPage, rows[end] as unknown[], scan)}, where the service's count of ${number(expected)} says more exist`,
    });
  }
  return { end, fresh, prints };
}

function shortPage(plan: PlannedPage, page: readonly unknown[], scan: boolean): string {
  const first = plan.offset + 1;
  if (scan || page.length === 0) return `the page from row ${number(first)} came back empty`;
  return `the page of rows ${number(first)} to ${number(first + plan.asked - 1)} held ${number(page.length)} rows instead of ${number(plan.asked)}`;
}

/** `findLastIndex`, which the bundles' es2019 target does not have. */
function lastIndexWhere<T>(items: readonly T[], test: (item: T, index: number) => boolean): number {
  for (let i = items.length - 1; i >= 0; i -= 1) if (test(items[i] as T, i)) return i;
  return -1;
}
