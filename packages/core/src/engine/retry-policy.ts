import { RateLimitError, type SvError } from '../errors';

export interface RetryPolicy {
  /** Attempts in all for a 429 "Rate limit exceeded". */
  rateLimitAttempts: number;
  /** Attempts in all for 5xx, network failures and unreadable answers. */
  transientAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  rateLimitAttempts: 6,
  transientAttempts: 3,
  baseDelayMs: 500,
  maxDelayMs: 8000,
};

/**
 * How long to wait before attempt `attempt + 1` after `error`, or undefined when the error is final. Full jitter on
 * an exponential backoff, so parallel pages and parallel cells do not retry in lockstep.
 */
export function retryDelay(
  error: SvError,
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  if (!error.retryable || isFinalRefusal(error.status)) return undefined;
  const limit = error instanceof RateLimitError ? policy.rateLimitAttempts : policy.transientAttempts;
  if (attempt >= limit) return undefined;
  if (error instanceof RateLimitError && error.retryAfterSeconds !== undefined) {
    return error.retryAfterSeconds * 1000;
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** 4xx answers are final except 408 (request timeout) and 429 (rate limit): the same request would be refused again. */
function isFinalRefusal(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
