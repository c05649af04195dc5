import type { ResolvedSettings } from '../settings';
import { GATEWAY_URL_LIMIT, type UrlLimit } from './host-url-limits';
import { type PageCeiling, SPREADSHEET_CEILING } from './paging/types';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';

/** Everything one spreadsheet call needs to talk to the service, fixed for the call's lifetime. */
export interface Session {
  settings: ResolvedSettings;
  clock: () => number;
  /** Absolute time (ms) by which the call must have finished. */
  deadline: number;
  /** What to tell the user when the deadline cannot be met. */
  budgetAdvice: string;
  limiter: RateLimiter;
  random: () => number;
  retry: RetryPolicy;
  /** Response cache; null when the host has none. */
  cache: { ttlSeconds: number; namespace: string } | null;
  /** What this call has seen of the service's speed, to judge whether one more request still fits the budget. */
  pace: { slowestBatchMs: number };
  /** The longest URL the host can send; longer requests are split or refused before sending. */
  urlLimit: UrlLimit;
  /** Pages one pull may read, and what to say when it needs more. */
  pageCeiling: PageCeiling;
  /**
   * Told the least number of records the finished table will hold: the records taken, after each page, and a count
   * read with the pull once its first pages do not contradict it (never a cached count alone). It throws to refuse a
   * table the host could not show, before more pages are spent on it. Set by `invoke` where the host has such a
   * limit (Excel).
   */
  expectRows?: (rows: number) => void;
  /** Told after each checked page how far the pull has come (a terminal's progress bar). */
  progress?: (progress: PullProgress) => void;
  /**
   * Told what the user should know beside a complete table, never instead of it: a count that disagrees with the pages
   * ("the campaign's count says 2,500 keywords; the service listed 2,345 for 2024-01-01 to 2024-01-31"). One sentence
   * each, already redacted of nothing secret (a count and a period); hosts show it with the status of the pull.
   */
  note?: (text: string) => void;
}

/** How far a paged pull has come, in records (the service's rows, before flattening). */
export interface PullProgress {
  /** Distinct records read so far: pages overlap by a row, which is counted once. */
  records: number;
  /** Records the pull will read in all, where a count says so (capped by a limit); undefined while unknown. */
  expected?: number;
}

export interface SessionOptions {
  clock?: () => number;
  /** Total time the call may take; a Sheets custom function has 30 s in all. Default 5 minutes. */
  timeBudgetMs?: number;
  budgetAdvice?: string;
  limiter?: RateLimiter;
  random?: () => number;
  retry?: Partial<RetryPolicy>;
  cacheTtlSeconds?: number;
  cacheNamespace?: string;
  /** False for calls that must reach the service (token checks, imports). */
  useCache?: boolean;
  /** The host's URL limit; default the gateway's (Excel, Node). */
  urlLimit?: UrlLimit;
  /** Default: a spreadsheet's (500 pages; the message points to sv for more). */
  pageCeiling?: PageCeiling;
  progress?: (progress: PullProgress) => void;
}

export const DEFAULT_TIME_BUDGET_MS = 5 * 60 * 1000;
export const DEFAULT_CACHE_TTL_SECONDS = 60 * 60;
export const MAX_CACHE_TTL_SECONDS = 6 * 60 * 60;

export function createSession(settings: ResolvedSettings, options: SessionOptions = {}): Session {
  const clock = options.clock ?? (() => Date.now());
  const ttl = Math.min(options.cacheTtlSeconds ?? DEFAULT_CACHE_TTL_SECONDS, MAX_CACHE_TTL_SECONDS);
  return {
    settings,
    clock,
    deadline: clock() + (options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS),
    budgetAdvice: options.budgetAdvice ?? 'Narrow the request (a shorter date range, a group, a limit) and try again.',
    limiter: options.limiter ?? createRateLimiter(),
    random: options.random ?? Math.random,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    cache:
      options.useCache === false || ttl <= 0 ? null : { ttlSeconds: ttl, namespace: options.cacheNamespace ?? '0' },
    pace: { slowestBatchMs: 0 },
    urlLimit: options.urlLimit ?? GATEWAY_URL_LIMIT,
    pageCeiling: options.pageCeiling ?? SPREADSHEET_CEILING,
    ...(options.progress ? { progress: options.progress } : {}),
  };
}
