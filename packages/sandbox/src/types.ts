/** Public types of the sandbox. */
import type { EchoForm } from './http/echo-forms';

/** Shapes the live service has been seen (or documented) to send; tests switch between them. */
export interface ResponseVariants {
  /** Keyword records: `percentage_clicks` at the record's top level (the captured sample) or inside `serp_data`. */
  percentageClicks: 'top-level' | 'serp-data';
  /** Keyword records: name of the difficulty field inside `opportunity`. */
  difficultyField: 'difficulty' | 'difficulty_top_10';
  /** Seasonal label for keywords in season. */
  seasonLabel: 'in_season' | 'in_full_season';
  /** Case of SERP feature codes (`FSN` or `fsn`). */
  serpCodeCase: 'upper' | 'lower';
  /** Every number of a 3.0 JSON body sent as a string. */
  numbersAsStrings: boolean;
  /** `null`: bare top-level arrays (live); a key such as `'data'`: arrays wrapped as `{"data": [...]}`. */
  arrayWrapper: string | null;
  /** Tracked campaigns: `keywords_count` (live) or `keyword_count` (the interface document). */
  keywordCountField: 'keywords_count' | 'keyword_count';
}

export interface LatencyOptions {
  fixedMs: number;
  jitterMs: number;
}

/** Live settings of a running sandbox; tests may change any of them between requests. */
export interface SandboxConfig {
  /** Requests per second per token; 0 or Infinity disables the limit. */
  ratePerSecond: number;
  /** Requests per UTC day per token; 0 or Infinity disables the quota. */
  dailyQuota: number;
  latency: LatencyOptions;
  variants: ResponseVariants;
  /** How long a keyword import takes to complete. */
  importDurationMs: number;
  /** The sandbox's current UTC date, YYYY-MM-DD; daily data exists up to the day before. */
  today: string;
}

export type FaultKind =
  | 'status'
  | 'rate-limit'
  | 'quota'
  | 'slow'
  | 'malformed-json'
  | 'html'
  | 'truncated'
  | 'reset'
  | 'echo-token'
  | 'redirect'
  | 'short-page'
  | 'repeat-page'
  | 'shifted-row'
  | 'ignore-offset'
  | 'list-change'
  | 'keyword-count'
  | 'wrapper-count'
  | 'doubled-row'
  | 'copied-row'
  | 'tie-order'
  | 'small-pages'
  | 'crafted-answer';

export interface FaultSpec {
  /**
   * status: answer `status` (default 500) with the documented JSON error body;
   * rate-limit / quota: the two documented 429s; slow: wait `delayMs` then answer normally;
   * malformed-json: a 200 whose body is not valid JSON; html: an HTML error page with `status` (default 502);
   * truncated: the headers promise the full body, the connection closes halfway; reset: the socket is destroyed;
   * short-page: a full page answered with its first `drop` records (default 1) left out, as a page that lost rows while
   * more follow; `drop` at or above the page's records answers an empty page. A page already shorter than its size
   * (the natural last page), or full with nothing after it, is left alone.
   *
   * The service under change (a pull must come back complete and correct, or fail):
   * repeat-page: the page answers as if its `offset` were `asOffset` (default 0): page 0 again, as a stale cache
   * would serve it; the answer, wrapper included, is that other page's.
   * shifted-row: the page answers as if its `offset` were `shift` (default 1) less, so it starts with the last row of
   * the page before it, as when a row moved up the list between two requests; the first page is left alone.
   * ignore-offset: every page answers as if `offset` were 0, as an endpoint that does not read it.
   * list-change: the keyword list of campaign `campaignId` changes for real once `afterRequests` (default 1) matching
   * requests have been answered: the keyword at `deleteAt` (default -1, the last) is deleted and a new one (tracked
   * since the campaign began, with a new id) takes position `addAt` (default 0); negative positions count from the
   * end. Every operation of the campaign sees the changed list, its keyword count too, and the change stays until the
   * fault is removed or the faults are cleared, which puts the list back. It answers nothing itself, so other faults
   * still apply to the same requests, and `times` does not apply to it.
   * keyword-count: the tracked campaigns answer's `campaign_info.keywords_count` (or `keyword_count`) multiplied by
   * `factor` or replaced by `count`, as a stale or wrong count; the rest of the answer is left alone.
   * wrapper-count: a 1.2 wrapper (`{results, limit, offset, pages, total_results}`) that reports `pages` and/or
   * `totalResults` of its own choosing, or its true `total_results` (and `pages` with it) multiplied by `factor`, over
   * the true results.
   *
   * Pages that fit together and are still wrong (every page full, the overlap row of an overlapping pull in place;
   * positions count rows from 0 in the service's order, as `offset` does):
   * doubled-row: the service's list holds the row at `at` twice, at `at` and `at` + 1, as a join that matched it twice
   * would; every row after it moves down one, in every answer. The page holding `at` + 1 stays as full as it was (its
   * last row moves on to the next page), and a page asked for beyond it starts one row earlier than asked. With `at` at
   * the first row of the second page (its overlap row), that page's second row repeats its first.
   * copied-row: the row at `from` also comes at `at`, in place of the row there, in every answer holding position
   * `at` (a row of the first page again on the third, or a row of the third early on the second).
   * tie-order: the rows within `spread` (default 10) rows of `at` are tied in the sort column, so each request orders
   * them differently (rotated by one more place each time), as a database sorting by a non-unique column with
   * LIMIT/OFFSET does; the row at `at` itself stays in place (with `at` at the page end an overlapping pull repeats,
   * the overlap row still matches). A block straddling a page end then leaves some rows twice and as many missing.
   * small-pages: a 1.2 wrapper whose service serves `pageRows` rows a page: the page asked for, cut to its first
   * `pageRows` rows, with `limit` saying so and `pages` counted from it; `dropTotal` leaves `total_results` out.
   */
  kind: FaultKind;
  status?: number;
  /**
   * For `echo-token`: an answer (`status`, default 401) whose body repeats the request's Authorization header in the
   * form `echo` names (see `EchoForm`: `as-sent`, the default; `bare`, without `Bearer `; or transformed: base64,
   * base64 of `token:`, upper- or lower-cased, split in pieces, fully percent-encoded, JSON-escaped). An error status
   * puts it in message and details (3.0) or message and fields (1.2); a 2xx status answers a list of records whose
   * fields hold it, as a service echoing the request's headers in its data.
   */
  echo?: EchoForm;
  /**
   * For `redirect`: the other host's base address (absolute http or https); the answer is a 30x (`status`, default
   * 302) whose Location is this base followed by the request's path and query.
   */
  location?: string;
  /** For `slow` (default 2000 ms). */
  delayMs?: number;
  /** For `short-page`: records left out of the page's start (default 1). */
  drop?: number;
  /** For `repeat-page`: the offset the page answers as (default 0). */
  asOffset?: number;
  /** For `shifted-row`: rows the page starts before its offset (default 1). */
  shift?: number;
  /** For `list-change`: the campaign (3.0 `campaign_id`, 1.2 site id) whose keyword list changes. */
  campaignId?: number;
  /** For `list-change`: matching requests answered from the list before the change (default 1). */
  afterRequests?: number;
  /** For `list-change`: position of the keyword deleted (default -1: the last). */
  deleteAt?: number;
  /** For `list-change`: position the added keyword takes once the other is deleted (default 0: first). */
  addAt?: number;
  /** For `keyword-count` and `wrapper-count`: the factor the true count is multiplied by (rounded). */
  factor?: number;
  /** For `keyword-count`: the count reported instead of the true one. */
  count?: number;
  /** For `wrapper-count`: the `pages` reported instead of the true one. */
  pages?: number;
  /** For `wrapper-count`: the `total_results` reported instead of the true one. */
  totalResults?: number;
  /** For `doubled-row`, `copied-row` and `tie-order`: the position (row from 0, as `offset` counts) the fault is at. */
  at?: number;
  /** For `copied-row`: the position of the row that comes again at `at`. */
  from?: number;
  /** For `tie-order`: rows on each side of `at` that are tied with it (default 10). */
  spread?: number;
  /** For `small-pages`: the rows a page holds (1 or more). */
  pageRows?: number;
  /** For `small-pages`: the wrapper leaves `total_results` out. */
  dropTotal?: boolean;
  /**
   * For `crafted-answer`: the JSON body a 200 answers instead of the service's, whatever was asked (field names and
   * texts the real service might send one day: names that meet once joined, overlong names or dates).
   */
  answer?: unknown;
  /** Exact request path (`/v3/rank-tracker/v3.0/keywords`), a prefix ending in `*`, or a RegExp; omitted: any. */
  path?: string | RegExp;
  /** HTTP method to match; omitted: any. */
  method?: string;
  /** Query parameters that must have these values (`{ offset: '2000' }`: one page of a pull); omitted: any. */
  query?: Record<string, string>;
  /** Apply to the next N matching requests, then retire; omitted: until removed. */
  times?: number;
  /** Share (0..1) of matching requests affected, drawn from the seeded generator; default 1. */
  rate?: number;
}

export interface ActiveFault extends FaultSpec {
  id: string;
  /** Matching requests this fault has answered so far. */
  hits: number;
}

export interface FaultControls {
  add(spec: FaultSpec): string;
  remove(id: string): void;
  clear(): void;
  list(): readonly ActiveFault[];
}

export interface LoggedRequest {
  method: string;
  /** Path without the query string, e.g. `/v3/rank-tracker/v3.0/keywords`. */
  path: string;
  query: Record<string, string | string[]>;
  /** Request headers, lower-case names, without `authorization`. */
  headers: Record<string, string>;
  /** Status sent; 0 when the connection was reset by a fault. */
  status: number;
  /** Which token class authenticated the request, if any. */
  access: 'full' | 'limited' | null;
  /** Fault kind applied, if any. */
  fault: FaultKind | null;
}

export type RequestLog = LoggedRequest[] & { clear(): void };

export interface SandboxOptions {
  /** 0 (default) picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Seed of all generated data, latency jitter and fault shares (default 1). */
  seed?: number;
  latency?: Partial<LatencyOptions>;
  ratePerSecond?: number;
  dailyQuota?: number;
  variants?: Partial<ResponseVariants>;
  faults?: FaultSpec[];
  importDurationMs?: number;
  /** The sandbox's current date, YYYY-MM-DD or a Date (default: the real current UTC date). */
  today?: string | Date;
  /**
   * Serve a repeated read from the answer it got before (benchmarks), until the first write; see http/read-memo.ts.
   * Default false.
   */
  memoReads?: boolean;
  /**
   * The time the sandbox reads (rate limits, imports) and waits on (latency): the wall clock by default. Tests that
   * run their client on a clock of their own pass it, so that a latency or a rate window is the same length on both
   * sides, without the real time passing.
   */
  clock?: SandboxClock;
}

/** A clock to read and to wait on. */
export interface SandboxClock {
  now(): number;
  wait(ms: number): Promise<void>;
}

export interface Sandbox {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Gateway of interface 3.0: `url + '/v3'`. */
  v3Url: string;
  /** Base of interface 1.2: `url + '/v1.2'`. */
  v1Url: string;
  port: number;
  tokens: { full: string; limited: string };
  requests: RequestLog;
  faults: FaultControls;
  config: SandboxConfig;
  /** Forget every token's per-second and daily counts. */
  resetLimits(): void;
  close(): Promise<void>;
}
