/** Whether the pages of one window fit together with each other and with what the pull has already taken. */
import { number } from './page-plan';
import type { Pull } from './window-pages';
import type { PlannedPage } from './window-plan';

export interface Mismatch {
  from: number;
  to: number;
  why: string;
  /** The pages end short of the count: ask a count from the cache again, or read the short page again. */
  recount?: boolean;
}

export interface WindowCheck {
  /** Index of the page that ends the pull, if one does. */
  end?: number;
  mismatch?: Mismatch;
  repeated?: { row: number; earlierRow: number };
  /** Per page up to the end, the rows it adds (the overlapping first row left out). */
  fresh: unknown[][];
  prints: Map<string, number>;
}

/**
 * Whether a short page that closes its window without a count must be confirmed by asking for the page after it
 * (which must then hold no new rows). A page that lost rows while more follow is short by a few rows, so only such a
 * nearly full page is confirmed (one request more, and only then); a page well short of full is the natural end of the
 * pull, and confirming it would add a request to most pulls against the users' daily quota. A count that says more
 * exist refuses the page whatever its shortfall; one the rows match needs no confirming.
 */
export function needsConfirming(page: readonly unknown[], asked: number): boolean {
  if (page.length === 0) return false;
  return page.length >= asked - Math.max(1, Math.floor(asked * NEARLY_FULL_SHORTFALL));
}

/** A count that the rows read match exactly confirms the end; a stale count that is lower confirms nothing. */
export function countAgrees(expected: number | undefined, rows: number): boolean {
  return expected !== undefined && expected === rows;
}

/** A short page within this share of the rows asked for (or one row) of full is confirmed. */
const NEARLY_FULL_SHORTFALL = 0.1;

export function checkWindow(
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
  // A pull with no rows at all is the answer for a period without data (a day not crawled yet), which a count of the
  // campaign's keywords does not contradict; rows short of the count are what a lost page looks like.
  const short = total > 0 && expected !== undefined && total < Math.min(expected, pull.evidence.rows + pull.out.room);
  if (end !== undefined && expected !== undefined && short) {
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
