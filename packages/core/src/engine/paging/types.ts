/** The paging engine's vocabulary: how an operation pages, what a pull is asked to read, what bounds it. */
import type { ApiRequest } from '../api-request';

/**
 * How an operation pages.
 * - `offset`: `limit`/`offset` query parameters; a page shorter than asked is the last one.
 * - `scan`: like offset, but `limit` counts scanned records, so pages may hold fewer rows; only an empty page ends.
 * - `fixed`: the service pages by `offset` with a page size it chooses (`limitParam` absent).
 * - `counted`: like `fixed`, but each answer is a wrapper reporting its own geometry (`{results, limit, offset, pages,
 *   total_results}`, interface 1.2): the first page tells the page size and the rows in all.
 * - `none`: one request.
 */
export type Paging =
  | { kind: 'none' }
  | { kind: 'offset' | 'scan'; maxPageSize: number; limitParam: string; offsetParam: string }
  | { kind: 'fixed'; pageSize: number; offsetParam: string }
  | CountedPaging;

export interface CountedPaging {
  kind: 'counted';
  /** The page size to assume until the first answer reports its own. */
  pageSize: number;
  offsetParam: string;
}

/** Paging that moves by pages (everything but one request). */
export type PagedKind = Exclude<Paging, { kind: 'none' }>;

export const OFFSET_1000: Paging = { kind: 'offset', maxPageSize: 1000, limitParam: 'limit', offsetParam: 'offset' };

/** The key of a raw record (a keyword id, a keyword and a date), as text; undefined when the record carries none. */
export type RecordKey = (record: unknown) => string | undefined;

/**
 * A request whose answer may tell how many rows a pull holds (a campaign's keyword count), and how to read it: read
 * from the cache before a pull when it is there, else asked for only once the pull has proven long.
 */
export interface CountSource {
  request: ApiRequest;
  count(body: unknown): number | undefined;
  /** What the count counts, for a note beside the table: "the campaign's keyword count". */
  what?: string;
}

export interface PagedRead {
  /** The request of the first page; paging parameters are added to its query. */
  request: ApiRequest;
  paging: Paging;
  /** Rows of one page's body. */
  rows: (body: unknown) => unknown[];
  /** The caller's cap on rows, if any. */
  rowLimit?: number;
  /** The smallest `limit` the operation accepts: a page near the cap asks for at least this many rows. */
  minPageSize?: number;
  /** The key of a record (declared by its layout): a key seen twice in one pull means pages shifted or repeated. */
  recordKey?: RecordKey;
  /** A count the cache already held (a campaign's `keywords_count`): a hint for how many pages to ask for at once. */
  expectedRows?: number;
  /** Where to ask for that count once the pull has proven long. */
  countSource?: CountSource;
  /**
   * Takes the rows of each checked page as it arrives, instead of keeping them (the read then returns none): an export
   * writes a pull of millions of rows in memory bounded by a few pages.
   */
  onRows?: (rows: unknown[]) => void;
}

export interface PageCeiling {
  pages: number;
  /** How to get the data anyway, for the message. */
  advice: string;
}

/**
 * Pages one call reads at most (500,000 rows of 1,000). A spreadsheet cell cannot hold more (Excel takes about 5 MB a
 * result, a Sheets custom function 30 s), and a service paging without end would otherwise spend the daily quota.
 */
export const DEFAULT_PAGE_CEILING = 500;

export const SPREADSHEET_CEILING: PageCeiling = {
  pages: DEFAULT_PAGE_CEILING,
  advice:
    'Narrow it (a group, keyword_ids or search, a shorter period, a limit), or export it whole from a terminal with sv.',
};

/** One page the pull asks for. */
export interface PlannedPage {
  /** Its place in the pull, from 0. */
  index: number;
  request: ApiRequest;
  offset: number;
  /** Rows asked for (the service's own page size where `limit` is not sent). */
  asked: number;
  /** The page starts with the last row of the page before it. */
  overlap: boolean;
}
