/** Public types of the sandbox. */

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
  | 'short-page';

export interface FaultSpec {
  /**
   * status: answer `status` (default 500) with the documented JSON error body;
   * rate-limit / quota: the two documented 429s; slow: wait `delayMs` then answer normally;
   * malformed-json: a 200 whose body is not valid JSON; html: an HTML error page with `status` (default 502);
   * truncated: the headers promise the full body, the connection closes halfway; reset: the socket is destroyed;
   * short-page: a full page answered with one record (the first) left out, as a page that lost a row while more
   * follow; a page already shorter than its size (the natural last page) is left alone.
   */
  kind: FaultKind;
  status?: number;
  /**
   * For `echo-token`: an error answer (`status`, default 401) whose body repeats the request's Authorization header
   * `as-sent` (default) or `bare` (without `Bearer `), in message and details (3.0) or message and fields (1.2).
   */
  echo?: 'as-sent' | 'bare';
  /** For `slow` (default 2000 ms). */
  delayMs?: number;
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
