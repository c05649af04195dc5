import type { FunctionDef } from '@sv/core';

/** The cases of the "service under change" matrix: what the sandbox does, where it applies, what it may cost. */

type Paging = NonNullable<FunctionDef['paging']>;
export type PagingKind = Paging['kind'];

/** A pull a case makes: the campaign whose keywords it reads and a row limit, if any. */
export interface Pull {
  campaign?: number;
  limit?: number;
}

/** What a healthy pull of the cell's arguments looked like, from the sandbox's log. */
export interface PullShape {
  /** Every request the healthy call sent. */
  requests: number;
  /** Requests for pages of the paged operation: the pages the real data needs. */
  pages: number;
  /** The paged operation's path, as the sandbox logs it. */
  path: string;
  /** Rows a page holds, from the offsets asked for (the second page's offset). */
  pageSize: number;
  /**
   * The offsets of the pages asked for, in order: a fault aims at the page the engine asks for, wherever it starts it
   * (an engine may start each page a row early, to see rows that shifted).
   */
  offsets: number[];
  /** The campaign (or 1.2 site) whose keywords the pull reads. */
  campaign: number;
}

/**
 * Most cases: the healthy requests, plus room for reading the pages that disagree once more and one page confirming
 * an end, never more (the daily quota is the users' scarcest budget).
 */
const HEALTHY_PLUS = 3;
/**
 * Runaway cases (an ignored offset, an inflated count, a 1.2 answer claiming pages that do not exist): the service's
 * own numbers would send the pull on and on, so the bound is what the real data needs, plus the same room. What the
 * real data needs is the healthy pull's requests: its pages, and for a long keyword pull the count it asks for beside
 * its fourth page (without the count, the same pull would send a page past the end instead).
 */
const NEEDED_PAGES_PLUS = 3;

export interface ChangeCase {
  name: string;
  /** The sandbox fault(s) for this pull. */
  faults: (shape: PullShape) => Record<string, unknown>[];
  /** Paging kinds the case means something for. */
  kinds: readonly PagingKind[];
  /** Requests the call may send at most. */
  bound: (shape: PullShape) => number;
  /** Needs a pull of several pages (else it applies to every paged function, single-page pulls included). */
  multiPage: boolean;
  /** The keyword count is read from a campaigns answer in the host's cache (only pulls that use a count). */
  cachedCount?: boolean;
  /** The list changed during the pull: the table may also equal a fresh read after the change. */
  listChange?: boolean;
  /** The call must return the complete table: an error is a failure too (a count that is only a hint). */
  complete?: boolean;
  /**
   * A short first page: when the pull asked for no page beyond it, nothing could show that rows are missing (no client
   * can tell it from a short table), so whatever it returns is accepted; once a page beyond it was asked for, the
   * table must be complete or the call an error.
   */
  shortFirstPage?: boolean;
  /** The functions the case runs on, each with its pull (else every function its kinds allow, on the usual pull). */
  only?: Readonly<Record<string, Pull>>;
}

const ALL: readonly PagingKind[] = ['offset', 'scan', 'fixed', 'counted'];
/** Scan pages hold any number of rows up to their limit: a short one is no evidence of anything (docs/service.md). */
const SIZED: readonly PagingKind[] = ['offset', 'fixed', 'counted'];
const healthyPlus = (shape: PullShape) => shape.requests + HEALTHY_PLUS;
const neededPlus = (shape: PullShape) => shape.requests + NEEDED_PAGES_PLUS;
const on = (shape: PullShape) => ({ path: shape.path });
/** The `index`th page the healthy pull asked for (0: the first), wherever the engine starts it. */
const offsetOf = (shape: PullShape, index: number) => shape.offsets[index] ?? index * shape.pageSize;
const pageAt = (shape: PullShape, index: number) => ({
  ...on(shape),
  query: { offset: String(offsetOf(shape, index)) },
});
/** More rows than any page holds: the page comes back empty. */
export const ALL_ROWS = 1_000_000;

/**
 * Pages that fit together and are still wrong (issue 27): every page full, the overlap row of an overlapping pull in
 * place, rows doubled or missing inside the pages. Positions are the healthy pull's offsets: the second page starts
 * at `offsets[1]` (the overlap row, where pages overlap), the third at `offsets[2]`.
 */
const WRONG_BUT_FITTING: readonly ChangeCase[] = [
  {
    name: 'row after the overlap repeating the overlap row',
    // The service's list holds the second page's first row twice: the second page stays full, its last row moves on.
    faults: (shape) => [{ kind: 'doubled-row', ...on(shape), at: offsetOf(shape, 1) }],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'row of the first page again on the third',
    faults: (shape) => [
      { kind: 'copied-row', ...on(shape), from: Math.floor(offsetOf(shape, 1) / 2), at: offsetOf(shape, 2) + 1 },
    ],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'row of the third page early on the second',
    faults: (shape) => [{ kind: 'copied-row', ...on(shape), from: offsetOf(shape, 2) + 1, at: offsetOf(shape, 1) + 1 }],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'tied rows across a page end ordered differently per request',
    // Positions count rows, which scan pages (their offset counts scanned keywords) do not.
    faults: (shape) => [
      {
        kind: 'tie-order',
        ...on(shape),
        at: offsetOf(shape, 1),
        spread: Math.max(2, Math.min(10, Math.floor(shape.pageSize / 4))),
      },
    ],
    kinds: SIZED,
    bound: healthyPlus,
    multiPage: true,
  },
];

/** Counts 0.1 to 100 times the rows a pull really holds: a count is a hint, the pages decide (issue 27, item 4). */
const STALE_FACTORS = [0.1, 0.5, 0.9, 1.1, 2, 10, 100];
/**
 * A pull long enough that the engine asks for the campaign's count itself (beside its fourth page, on today's
 * engine): 4,000 rows of a campaign of 25,000 keywords, five pages. Its real rows are the limit.
 */
const FRESH_COUNT_LIMIT = 4000;
const FRESH_COUNT_PULL: Pull = { campaign: 103, limit: FRESH_COUNT_LIMIT };

const STALE_COUNTS: readonly ChangeCase[] = STALE_FACTORS.flatMap((factor): ChangeCase[] => [
  {
    name: `cached keyword count ${factor}× the rows`,
    faults: () => [{ kind: 'keyword-count', factor }],
    kinds: ['offset'],
    bound: healthyPlus,
    multiPage: false,
    cachedCount: true,
    complete: true,
  },
  {
    name: `keyword count ${factor}× the rows, read with the pull`,
    faults: () => [{ kind: 'keyword-count', count: Math.round(factor * FRESH_COUNT_LIMIT) }],
    kinds: ['offset'],
    bound: healthyPlus,
    multiPage: false,
    complete: true,
    only: { KEYWORDS: FRESH_COUNT_PULL, DAILY_RANKS: FRESH_COUNT_PULL },
  },
  {
    name: `1.2 total ${factor}× the rows`,
    faults: (shape) => [{ kind: 'wrapper-count', ...on(shape), factor }],
    kinds: ['counted'],
    bound: healthyPlus,
    multiPage: false,
    complete: true,
  },
]);

/** A 1.2 service serving pages of 1, 2 or 3 rows, `limit` saying so, with and without `total_results`. */
const TINY_PAGES: readonly ChangeCase[] = [1, 2, 3].flatMap((pageRows) =>
  [false, true].map(
    (dropTotal): ChangeCase => ({
      name: `1.2 pages of ${pageRows} row${pageRows > 1 ? 's' : ''}${dropTotal ? ', no total' : ', with total'}`,
      faults: (shape) => [{ kind: 'small-pages', ...on(shape), pageRows, dropTotal }],
      kinds: ['counted'],
      bound: healthyPlus,
      multiPage: false,
    }),
  ),
);

/**
 * Short pages of every shortfall in each of the first three pages, on one function of each sized paging kind (pulls
 * of four pages or more, so that the third page is full and more rows follow it). The second page short by half and
 * the second page empty keep running on every paged function, as before.
 */
const SHORT_PAGE_PULLS: Readonly<Record<string, Pull>> = {
  AIS_KEYWORDS: { campaign: 103, limit: 4000 },
  SERP_FEATURES: { campaign: 102, limit: 625 },
  V1_KEYWORD_DATA: { campaign: 103, limit: 4000 },
  V1_COMPARE_KEYWORDS: { campaign: 102 },
};
const ORDINALS = ['first', 'second', 'third'];
const SHORTFALLS: readonly { name: string; drop: (shape: PullShape) => number }[] = [
  { name: 'short by 1 row', drop: () => 1 },
  { name: 'short by 10%', drop: (shape) => Math.ceil(shape.pageSize / 10) },
  { name: 'short by half', drop: (shape) => Math.ceil(shape.pageSize / 2) },
  { name: 'short by all but one row', drop: (shape) => shape.pageSize - 1 },
  { name: 'empty', drop: () => ALL_ROWS },
];
const SHORT_PAGES: readonly ChangeCase[] = ORDINALS.flatMap((ordinal, index) =>
  SHORTFALLS.map((shortfall): ChangeCase => {
    const everywhere = index === 1 && (shortfall.name === 'short by half' || shortfall.name === 'empty');
    return {
      name: `${ordinal} page ${shortfall.name}`,
      faults: (shape) => [{ kind: 'short-page', ...pageAt(shape, index), drop: shortfall.drop(shape) }],
      kinds: everywhere && shortfall.name === 'empty' ? ALL : SIZED,
      bound: healthyPlus,
      multiPage: true,
      ...(index === 0 ? { shortFirstPage: true } : {}),
      ...(everywhere ? {} : { only: SHORT_PAGE_PULLS }),
    };
  }),
);

export const CHANGE_CASES: readonly ChangeCase[] = [
  {
    name: 'page repeating the first',
    // The page at the second offset answers the first page again, every time it is asked.
    faults: (shape) => [{ kind: 'repeat-page', ...pageAt(shape, 1), asOffset: 0 }],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'row shifted between pages',
    // Every page after the first starts with the last row of the page before.
    faults: (shape) => [{ kind: 'shifted-row', ...on(shape) }],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'keyword added and one deleted mid-pull',
    // After the first page: a new keyword first (every later row moves down one), the last keyword deleted.
    faults: (shape) => [
      { kind: 'list-change', ...on(shape), campaignId: shape.campaign, afterRequests: 1, addAt: 0, deleteAt: -1 },
    ],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
    listChange: true,
  },
  {
    name: 'offset ignored',
    faults: (shape) => [{ kind: 'ignore-offset', ...on(shape) }],
    kinds: ALL,
    bound: neededPlus,
    multiPage: false,
  },
  {
    name: 'cached keyword count inflated 1,000 times',
    faults: () => [{ kind: 'keyword-count', factor: 1000 }],
    kinds: ['offset'],
    bound: neededPlus,
    multiPage: false,
    cachedCount: true,
  },
  {
    name: 'cached keyword count deflated to 1',
    faults: () => [{ kind: 'keyword-count', count: 1 }],
    kinds: ['offset'],
    bound: healthyPlus,
    multiPage: false,
    cachedCount: true,
  },
  {
    name: '1.2 wrapper claiming 1,000 pages',
    faults: (shape) => [{ kind: 'wrapper-count', ...on(shape), pages: 1000, totalResults: 1000 * shape.pageSize }],
    kinds: ['counted'],
    bound: neededPlus,
    multiPage: true,
  },
  {
    name: '1.2 wrapper claiming one page',
    faults: (shape) => [{ kind: 'wrapper-count', ...on(shape), pages: 1 }],
    kinds: ['counted'],
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: '1.2 total inflated',
    // The pages are right, the total is not: the rows read disagree with it.
    faults: (shape) => [{ kind: 'wrapper-count', ...on(shape), totalResults: 1_000_000 }],
    kinds: ['counted'],
    bound: healthyPlus,
    multiPage: true,
  },
  ...SHORT_PAGES,
  ...WRONG_BUT_FITTING,
  ...STALE_COUNTS,
  ...TINY_PAGES,
];
