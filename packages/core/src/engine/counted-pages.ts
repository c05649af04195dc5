import type { ApiRequest } from './api-request';
import type { Program } from './effects';
import { COUNTED_WINDOW, ceilingError, incompletePages, number, pageRequest, repeatedPageError } from './page-plan';
import type { CountedPaging, PagedRead } from './paging';
import { sendAll } from './send';
import type { Session } from './session';
import { type Pull, readPageWindows } from './window-pages';

interface Mismatch {
  from: number;
  why: string;
}

/**
 * The first page, then the pages it reports beyond itself (no more than the row limit needs), up to
 * `COUNTED_WINDOW` at a time: a reported page count is evidence, not a licence, so one that lies costs at most a window
 * past the real end. The page step is the `limit` the answer reports, else the configured size. An answer that reports
 * no page count (a bare list) is read on like `fixed` pages.
 */
export function* readCountedPages(session: Session, read: PagedRead, paging: CountedPaging, pull: Pull): Program<void> {
  const firstRequest = pageRequest(read.request, paging, 0, paging.pageSize);
  const [first] = yield* sendAll(session, [firstRequest]);
  pull.pagesSent += 1;
  const reportedStep = reportedCount(first, 'limit');
  const step = reportedStep !== undefined && reportedStep > 0 ? reportedStep : paging.pageSize;
  const firstRows = read.rows(first);
  const pages = reportedCount(first, 'pages');
  if (pages === undefined) {
    if (firstRows.length > step) throw incompletePages(read.request, tooMany(firstRows.length, step));
    take(pull, firstRows, new Map());
    if (firstRows.length < step || pull.out.room <= 0) return;
    pull.nextOffset = step - 1;
    yield* readPageWindows(session, read, { kind: 'fixed', pageSize: step, offsetParam: paging.offsetParam }, pull);
    return;
  }
  const total = reportedCount(first, 'total_results');
  const needed = Math.max(1, Math.min(pages, Math.ceil(pull.out.wanted / step)));
  if (needed > session.pageCeiling.pages) {
    throw ceilingError(session, read.request, step, `${number(pages)} pages by the service's own count`);
  }
  if (total !== undefined) session.expectRows?.(Math.min(total, pull.out.wanted));
  const geometry: CountedGeometry = { step, pages, total, limited: needed < pages };
  let rows = [firstRows];
  let held = 0;
  for (let start = 0; start < needed; ) {
    const count = start === 0 ? 1 : Math.min(COUNTED_WINDOW, needed - start);
    const requests = Array.from({ length: count }, (_, i) =>
      pageRequest(read.request, paging, (start + i) * step, step),
    );
    if (start > 0) {
      rows = (yield* sendAll(session, requests)).map((body) => read.rows(body));
      pull.pagesSent += count;
    }
    const last = start + count >= needed;
    let check = checkCounted(rows, start, geometry, pull, last, held);
    if (check.mismatch) {
      const from = check.mismatch.from;
      // Only the page that does not fit: a lying page count would otherwise cost every page of the window again.
      const [again] = yield* sendAll(session, [requests[from] as ApiRequest], { fresh: true });
      rows = rows.map((page, i) => (i === from ? read.rows(again) : page));
      check = checkCounted(rows, start, geometry, pull, last, held);
      if (check.mismatch) throw incompletePages(read.request, check.mismatch.why);
    }
    if (check.repeated) throw repeatedPageError(read.request, check.repeated.row, check.repeated.earlierRow);
    held += take(pull, rows.flat(), check.prints);
    start += count;
  }
}

export interface CountedGeometry {
  step: number;
  pages: number;
  total: number | undefined;
  /** True when the row limit stops the read before the last page. */
  limited: boolean;
}

interface CountedCheck {
  mismatch?: Mismatch;
  repeated?: { row: number; earlierRow: number };
  prints: Map<string, number>;
}

/** The geometry of pages `start`… and, on the last window, the total; then repeated pages and record ids. */
function checkCounted(
  rows: readonly unknown[][],
  start: number,
  geometry: CountedGeometry,
  pull: Pull,
  last: boolean,
  held: number,
): CountedCheck {
  const prints = new Map<string, number>();
  const mismatch = countedMismatch(rows, start, geometry);
  if (mismatch) return { mismatch, prints };
  const read = held + rows.reduce((sum, page) => sum + page.length, 0);
  const { total, pages, limited } = geometry;
  if (last && !limited && total !== undefined && read !== total) {
    // Every page before the last was full, so the last one (or the count) is what disagrees.
    return {
      mismatch: {
        from: rows.length - 1,
        why: `the answer reports ${number(total)} rows in ${number(pages)} pages but its pages held ${number(read)}`,
      },
      prints,
    };
  }
  if (last && !limited && pages === 0 && read > 0) {
    return { mismatch: { from: 0, why: `the answer reports no pages but held ${number(read)} rows` }, prints };
  }
  const ids = new Map<string, number>();
  let row = pull.evidence.rows + 1;
  for (const [i, page] of rows.entries()) {
    const firstRow = (start + i) * geometry.step + 1;
    const earlier = pull.evidence.repeatedPage(page, firstRow, prints);
    if (earlier !== undefined) return { repeated: { row: firstRow, earlierRow: earlier }, prints };
    const repeated = pull.evidence.repeatedId(page, row, ids);
    if (repeated) {
      return {
        mismatch: {
          from: i,
          why: `the record with id ${repeated.id} came twice, as rows ${number(repeated.firstRow)} and ${number(repeated.row)}`,
        },
        prints,
      };
    }
    row += page.length;
  }
  return { prints };
}

/** Every page but the service's last holds a full step. */
function countedMismatch(rows: readonly unknown[][], start: number, geometry: CountedGeometry): Mismatch | undefined {
  const { step, pages } = geometry;
  for (const [i, page] of rows.entries()) {
    if (page.length > step) return { from: i, why: tooMany(page.length, step) };
    const index = start + i;
    if (index !== pages - 1 && pages > 0 && page.length < step) {
      return {
        from: i,
        why: `page ${number(index + 1)} of ${number(pages)} held ${number(page.length)} rows instead of ${number(step)}`,
      };
    }
  }
  return undefined;
}

function take(pull: Pull, rows: unknown[], prints: Map<string, number>): number {
  pull.evidence.accept(rows, prints);
  pull.out.add(rows);
  return rows.length;
}

function tooMany(sent: number, asked: number): string {
  return `a page held ${number(sent)} rows where at most ${number(asked)} were asked for`;
}

/** A whole number the wrapper of a page reports about the paging (`pages`, `limit`), when it reports one. */
function reportedCount(body: unknown, name: string): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>)[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
