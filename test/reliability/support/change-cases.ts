import type { FunctionDef } from '@sv/core';

/** The cases of the "service under change" matrix: what the sandbox does, where it applies, what it may cost. */

type Paging = NonNullable<FunctionDef['paging']>;
export type PagingKind = Paging['kind'];

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
}

const ALL: readonly PagingKind[] = ['offset', 'scan', 'fixed', 'counted'];
/** Scan pages hold any number of rows up to their limit: a short one is no evidence of anything (docs/service.md). */
const SIZED: readonly PagingKind[] = ['offset', 'fixed', 'counted'];
const healthyPlus = (shape: PullShape) => shape.requests + HEALTHY_PLUS;
const neededPlus = (shape: PullShape) => shape.requests + NEEDED_PAGES_PLUS;
const on = (shape: PullShape) => ({ path: shape.path });
const second = (shape: PullShape) => ({ ...on(shape), query: { offset: String(shape.offsets[1] ?? shape.pageSize) } });
/** More rows than any page holds: the page comes back empty. */
export const ALL_ROWS = 1_000_000;

export const CHANGE_CASES: readonly ChangeCase[] = [
  {
    name: 'page repeating the first',
    // The page at the second offset answers the first page again, every time it is asked.
    faults: (shape) => [{ kind: 'repeat-page', ...second(shape), asOffset: 0 }],
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
    name: 'second page short by half',
    faults: (shape) => [{ kind: 'short-page', ...second(shape), drop: Math.ceil(shape.pageSize / 2) }],
    kinds: SIZED,
    bound: healthyPlus,
    multiPage: true,
  },
  {
    name: 'second page empty',
    faults: (shape) => [{ kind: 'short-page', ...second(shape), drop: ALL_ROWS }],
    kinds: ALL,
    bound: healthyPlus,
    multiPage: true,
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
];
