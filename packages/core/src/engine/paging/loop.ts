/**
 * The paging loop: the only code of the paging engine that sends. It asks for pages as answers arrive, checks them in
 * order with the pure checks, and decides with the pure planners what to ask for next (docs/service.md, "Paging and
 * completeness").
 */
import { InputError, NotFoundError } from '../../errors';
import type { ApiRequest } from '../api-request';
import type { Program } from '../effects';
import { Flight, type Launch, sendAll } from '../flight';
import { cachedAnswer } from '../send';
import type { Session } from '../session';
import { refuseOverlongUrl, splitListToFit } from '../url-limit';
import { checkPage, shortPage } from './check';
import { PullEvidence } from './evidence';
import { ceilingError, countNote, incompletePages, number, pageSizeNotUnderstood, repeatedPageError } from './messages';
import {
  AHEAD_COUNTED,
  capRows,
  confirmsEnd,
  type Geometry,
  geometryOf,
  MIN_WRAPPER_PAGE,
  mayAskNext,
  newRowsIfFull,
  nextPage,
  PAGES_BEFORE_COUNT,
  pageRequest,
} from './plan';
import { RowsOut } from './rows-out';
import type { CountedPaging, CountSource, PagedKind, PagedRead, PlannedPage } from './types';

/** A far offset: its digits stand for those of any page's offset when a URL is measured before sending. */
const PROBE_OFFSET = 99_999_999;

/** Pages one pull reads again, in all, before pages that still do not fit are refused. */
const REREADS_PER_PULL = 2;

/**
 * Reads every page. Complete or error: a page that does not fit the ones before it (it does not start with the row the
 * page before ended with, it holds a key the pull already holds, more rows than asked, rows after a short page) is
 * read once more, bypassing the cache; if it still does not fit the read fails with a message, never returning a table
 * with rows silently missing or doubled. A page repeating an earlier one, or a full page without a new row, stops the
 * pull at once. A count (of the campaign's keywords, or the total a 1.2 answer reports) only paces the pull: pages that
 * fit together are returned whatever it says, with a note beside them where the two differ.
 *
 * A request whose URL is too long for the host is split over its `splitList` (each part paged completely, the rows
 * merged in order) or refused before anything is sent.
 */
export function* readAllPages(session: Session, read: PagedRead): Program<unknown[]> {
  const { paging } = read;
  const pageSize = paging.kind === 'none' ? 0 : geometryOf(paging).pageSize;
  const probe = (request: ApiRequest) =>
    paging.kind === 'none' ? request : pageRequest(request, paging, PROBE_OFFSET, pageSize);
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
  if (read.paging.kind === 'none') {
    const [body] = yield* sendAll(session, [read.request]);
    out.add(capRows(read.rows(body), read.rowLimit));
    return;
  }
  yield* new PagePull(session, read, read.paging, out).run();
}

/** What a count says, and how far it may be trusted. */
interface Count {
  rows: number;
  /** The total the pages themselves report (1.2): rows that reach it are all of them. */
  exact: boolean;
  /** Read with this pull, not from the cache. */
  fresh: boolean;
  what: string;
}

/** A short page held back until the pages asked for after it show that nothing follows. */
interface End {
  index: number;
  rows: unknown[];
  added: unknown[];
  keys: string[];
}

const COUNT_ID = -1;

class PagePull {
  private readonly flight: Flight;
  private readonly evidence: PullEvidence;
  private readonly geometry: Geometry;
  private readonly scan: boolean;
  private readonly planned: PlannedPage[] = [];
  /** Rows of pages answered and not yet taken, by page index. */
  private readonly answers = new Map<number, unknown[]>();
  /** Pages checked in order so far: the index of the next page to check. */
  private checked = 0;
  private proven = 0;
  private firstFull = false;
  private end: End | undefined;
  private count: Count | undefined;
  private countAsked = false;
  private countPending = false;
  private readonly reread = new Set<number>();
  /** Pages being read again: no page is asked for meanwhile, as what they show decides what comes next. */
  private readonly rereading = new Set<number>();
  /** Pages asked for (re-reads not counted), against the ceiling. */
  private pagesSent = 0;
  private done = false;

  constructor(
    private readonly session: Session,
    private readonly read: PagedRead,
    paging: PagedKind,
    private readonly out: RowsOut,
  ) {
    this.flight = new Flight(session);
    this.evidence = new PullEvidence(read.recordKey);
    this.geometry = geometryOf(paging);
    this.scan = paging.kind === 'scan';
    // Scan pages hold any number of rows up to their limit, so a row count tells nothing about how many there are.
    if (read.expectedRows !== undefined && !this.scan) {
      this.count = { rows: read.expectedRows, exact: false, fresh: false, what: countWhat(read) };
    }
  }

  *run(): Program<void> {
    try {
      for (;;) {
        if (!this.done) yield* this.checkInOrder();
        // Answers that came with this one are taken first: what to ask for next is decided on all of them.
        if (!this.done && !this.flight.ready) yield* this.askForPages();
        // Pages the cache held are answered already.
        if (!this.done && this.answers.has(this.checked)) continue;
        // A count asked for is waited for: it tells whether a note belongs beside the table.
        if (this.done && !this.countPending) break;
        if (this.flight.outstanding === 0) {
          if (this.done) break;
          throw new Error(`The pull of ${this.read.request.operation} stopped with nothing asked for and no end seen.`);
        }
        // Pages are asked for only once the ones that came are checked and taken: a page the host then refuses (a
        // table too large for Excel) or that does not fit must not have sent more pages on its word.
        for (const { id, body } of yield* this.flight.land()) {
          if (id === COUNT_ID) this.takeCount(body);
          else if (!this.done) this.takePage(id, body);
        }
      }
    } finally {
      yield* this.flight.abandon();
    }
    // The count read is read once more from the cache: where the least recently used entry goes first, the pull's
    // own pages (megabytes each) would push it out, and the next pull of the campaign would ask for it again.
    if (this.count?.fresh && this.countAsked && this.read.countSource) {
      yield* cachedAnswer(this.session, this.read.countSource.request);
    }
    this.noteCount();
  }

  /** Asks for the pages the planners allow now, and for the count once the pull holds more than a page. */
  private *askForPages(): Program<void> {
    const { session, read } = this;
    const launches = [];
    const proven = this.provenSoFar();
    if (proven === undefined || this.rereading.size > 0) return;
    const askCount = this.shouldAskCount(proven);
    let unanswered = 0;
    for (let i = this.checked; i < this.planned.length; i += 1) if (!this.answers.has(i)) unanswered += 1;
    if (askCount) this.countPending = true;
    for (;;) {
      const before = this.planned[this.planned.length - 1];
      // Rows taken, and those the pages not yet taken hold if full (a scan page may hold fewer and still not end).
      let covered = this.evidence.rows;
      for (let i = this.checked; i < this.planned.length; i += 1)
        covered += newRowsIfFull(this.planned[i] as PlannedPage);
      const state = {
        next: this.planned.length,
        proven,
        firstFull: proven >= 1,
        covered,
        wanted: this.out.wanted,
        rowsRead: this.evidence.rows,
        unanswered,
        count: this.countForPlan(),
      };
      if (this.end || !mayAskNext(state)) break;
      if (this.pagesSent >= session.pageCeiling.pages) {
        if (state.next > state.proven) break;
        throw ceilingError(
          session,
          read.request,
          this.geometry.pageSize,
          `more than ${number(this.evidence.rows)} rows`,
        );
      }
      const page = nextPage(read, this.geometry, before, this.out.wanted - covered);
      this.planned.push(page);
      this.pagesSent += 1;
      launches.push({ id: page.index, request: page.request });
    }
    // The count only paces the pull: when it cannot be read, the pages are read on without it.
    if (askCount) {
      this.countAsked = true;
      launches.push({ id: COUNT_ID, request: (read.countSource as CountSource).request, optional: true, hint: true });
    }
    if (launches.length > 0) this.takeLanded(yield* this.flight.launch(launches));
  }

  /**
   * The last page known to exist, counting the pages answered in order and not yet checked: each full one shows the
   * page after it exists. Undefined once one of them is short: the end is in sight, and no page beyond it is wanted.
   */
  private provenSoFar(): number | undefined {
    for (const [index, rows] of this.answers) {
      if (index >= this.checked && this.isShort(index, rows)) return undefined;
    }
    let proven = this.proven;
    for (let i = this.checked; ; i += 1) {
      const rows = this.answers.get(i);
      const plan = this.planned[i];
      // More rows than asked is not full: it is a page that does not fit, shown up when it is checked.
      if (rows === undefined || plan === undefined || (!this.scan && rows.length > plan.asked)) return proven;
      proven = Math.max(proven, i + 1);
    }
  }

  private isShort(index: number, rows: readonly unknown[]): boolean {
    const plan = this.planned[index] as PlannedPage;
    return this.scan ? rows.length === 0 : rows.length < plan.asked;
  }

  /**
   * Only a pull that holds more than a page (`PAGES_BEFORE_COUNT` full pages), and that its row limit does not end
   * within the pages a count would let it ask for ahead, asks.
   */
  private shouldAskCount(proven: number): boolean {
    return (
      this.read.countSource !== undefined &&
      !this.countAsked &&
      this.count === undefined &&
      !this.scan &&
      proven >= PAGES_BEFORE_COUNT &&
      // A cap that ends the pull within the pages a count would let it ask for ahead leaves the count nothing to do.
      this.out.wanted - Math.max(this.evidence.rows, proven * (this.geometry.pageSize - 1)) >
        (AHEAD_COUNTED + 1) * this.geometry.pageSize
    );
  }

  private countForPlan() {
    const { count } = this;
    if (!count) return undefined;
    return { rows: Math.min(count.rows, this.out.wanted), exact: count.exact, whole: count.rows <= this.out.wanted };
  }

  private takeLanded(landed: { id: number; body?: unknown }[]): void {
    for (const { id, body } of landed) {
      if (id === COUNT_ID) this.takeCount(body);
      else this.takePage(id, body);
    }
  }

  private takePage(index: number, body: unknown): void {
    this.rereading.delete(index);
    if (this.geometry.paging.kind === 'counted' && index === 0) this.takeWrapper(body);
    this.answers.set(index, this.read.rows(body));
  }

  private takeCount(body: unknown): void {
    this.countPending = false;
    const rows = body === undefined ? undefined : this.read.countSource?.count(body);
    if (rows === undefined) return;
    this.count = { rows, exact: false, fresh: true, what: countWhat(this.read) };
    this.expectConfirmedCount();
  }

  /**
   * The first page of a 1.2 wrapper tells the page size and the rows in all. Pages below `MIN_WRAPPER_PAGE` rows would
   * spend the quota a few rows a request (a page of one row never moves at all): an answer not understood, unless its
   * first page holds every row.
   */
  private takeWrapper(body: unknown): void {
    const paging = this.geometry.paging as CountedPaging;
    const reported = reportedCount(body, 'limit');
    const size = reported !== undefined && reported > 0 ? reported : paging.pageSize;
    const total = reportedCount(body, 'total_results');
    const rows = this.read.rows(body).length;
    const more = total === undefined ? rows >= size : total > rows;
    if (size < 2 || (size < MIN_WRAPPER_PAGE && more)) {
      throw pageSizeNotUnderstood(this.session, this.read.request, size);
    }
    this.geometry.pageSize = size;
    const first = this.planned[0] as PlannedPage;
    this.planned[0] = { ...first, asked: size };
    if (total === undefined) return;
    // A hint like any count: it paces the pull, and the ceiling is met by the pages themselves, never foretold by it.
    this.count = { rows: total, exact: true, fresh: true, what: 'the total the service reported' };
  }

  /** Checks the pages answered, in order, as far as they reach. */
  private *checkInOrder(): Program<void> {
    while (!this.done) {
      const index = this.checked;
      const rows = this.answers.get(index);
      if (rows === undefined) break;
      const plan = this.planned[index] as PlannedPage;
      const { end } = this;
      if (end) {
        // Pages asked for after a short page are evidence: each must come back empty.
        if (rows.length > 0) {
          const why = `${shortPage(this.planned[end.index] as PlannedPage, end.rows, this.scan)}, yet a later page held more rows`;
          yield* this.readAgain(end.index, why);
          continue;
        }
        this.checked += 1;
        continue;
      }
      const verdict = checkPage(plan, rows, this.evidence, this.scan);
      if (verdict.kind === 'stuck') throw repeatedPageError(this.session, this.read.request, verdict.what);
      if (verdict.kind === 'mismatch') {
        yield* this.readAgain(index, verdict.why);
        continue;
      }
      const contradiction = this.firstPageShortOfItsTotal(index, rows);
      if (contradiction) {
        yield* this.readAgain(index, contradiction);
        continue;
      }
      this.checked += 1;
      if (verdict.full) {
        this.answers.delete(index);
        this.take(rows, verdict.added, verdict.keys);
        this.proven = Math.max(this.proven, index + 1);
        if (index === 0) {
          this.firstFull = true;
          this.expectConfirmedCount();
        }
        if (this.out.room <= 0 || this.reachedExactCount()) this.done = true;
        continue;
      }
      this.end = { index, rows, added: verdict.added, keys: verdict.keys };
      if (index === this.planned.length - 1) yield* this.confirmOrEnd();
    }
    if (this.end && !this.done && this.checked === this.planned.length) {
      this.take(this.end.rows, this.end.added, this.end.keys);
      this.done = true;
    }
  }

  /**
   * A 1.2 first page short of the total its own answer reports contradicts itself (a later page short of it is only
   * a stale total, noted beside the table).
   */
  private firstPageShortOfItsTotal(index: number, rows: readonly unknown[]): string | undefined {
    const { count } = this;
    if (index !== 0 || this.geometry.paging.kind !== 'counted' || !count?.exact) return undefined;
    const plan = this.planned[0] as PlannedPage;
    if (rows.length >= plan.asked || rows.length >= count.rows) return undefined;
    return `the first page held ${number(rows.length)} rows, where its answer reports ${number(count.rows)}`;
  }

  /**
   * A short page with no page asked for after it: the page after it is asked for where the page is nearly full, or a
   * count says more rows exist; it must then come back empty. Short of a count, the short page itself is also read
   * again, once, beside it: a page that lost rows on the way shows them then, and one that reads the same is the end,
   * with the count's disagreement noted beside the table.
   */
  private *confirmOrEnd(): Program<void> {
    const end = this.end as End;
    const plan = this.planned[end.index] as PlannedPage;
    // The count as it is, not capped by the caller's limit: it says whether this page is where the rows end.
    const { count } = this;
    const rows = this.evidence.rows + end.added.length;
    if (this.scan || !confirmsEnd(end.rows, plan.asked, rows, count)) return;
    // As many rows as the short page was asked for: it should have held them.
    const page = nextPage(this.read, this.geometry, plan, plan.asked - 1);
    this.planned.push(page);
    this.pagesSent += 1;
    const launches: Launch[] = [{ id: page.index, request: page.request }];
    if (count !== undefined && rows < count.rows && this.mayReadAgain(end.index)) {
      this.reread.add(end.index);
      this.rereading.add(end.index);
      this.answers.delete(end.index);
      this.checked = end.index;
      this.end = undefined;
      launches.push({ id: end.index, request: plan.request, fresh: true });
    }
    this.takeLanded(yield* this.flight.launch(launches));
  }

  private mayReadAgain(index: number): boolean {
    return !this.reread.has(index) && this.reread.size < REREADS_PER_PULL;
  }

  /** A page that does not fit is read once more, bypassing the cache; a second time, the pull is refused. */
  private *readAgain(index: number, why: string): Program<void> {
    if (!this.mayReadAgain(index)) {
      throw incompletePages(this.session, this.read.request, why);
    }
    this.reread.add(index);
    this.rereading.add(index);
    this.answers.delete(index);
    this.checked = index;
    this.end = undefined;
    const page = this.planned[index] as PlannedPage;
    this.takeLanded(yield* this.flight.launch([{ id: index, request: page.request, fresh: true }]));
  }

  private take(page: unknown[], added: unknown[], keys: string[]): void {
    const { session, evidence, out } = this;
    evidence.accept(page, added, keys, evidence.rows + 1);
    out.add(added);
    session.expectRows?.(Math.min(evidence.rows, out.wanted));
    session.progress?.({
      records: evidence.rows,
      expected: this.count === undefined ? undefined : Math.min(this.count.rows, out.wanted),
    });
  }

  /** Rows that match the total the answers themselves report (1.2) are all of them: no page shows the end. */
  private reachedExactCount(): boolean {
    return this.count?.exact === true && this.evidence.rows === this.count.rows;
  }

  /**
   * A count read with the pull, that the pages so far do not contradict, tells the host the least size of the table
   * before it is read (Excel refuses one it cannot show before more pages are spent). A cached count never does.
   */
  private expectConfirmedCount(): void {
    const { count } = this;
    if (!count?.fresh || !this.firstFull || count.rows < this.evidence.rows) return;
    this.session.expectRows?.(Math.min(count.rows, this.out.wanted));
  }

  /** Where a count and complete pages differ, a note says so beside the table. */
  private noteCount(): void {
    const { count, out } = this;
    if (!count || out.room <= 0 || count.rows === this.evidence.rows) return;
    this.session.note?.(countNote(this.read.request, count.what, count.rows, this.evidence.rows));
  }
}

function countWhat(read: PagedRead): string {
  return read.countSource?.what ?? 'the count of rows the service gave';
}

/** A whole number the wrapper of a page reports about the paging (`total_results`, `limit`), when it reports one. */
function reportedCount(body: unknown, name: string): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = (body as Record<string, unknown>)[name];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
