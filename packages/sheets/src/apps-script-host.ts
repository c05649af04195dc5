import { type SyncHost, TimeoutError } from '@sv/core';
import { createChunkedCache, type TextCache } from './chunked-cache';
import { messageOf } from './error-message';
import { fetchAllOutcomes } from './url-fetch';

/** Utilities.sleep refuses more than 5 minutes at once. */
const MAX_SLEEP_MS = 300000;

function documentCache(): TextCache | null {
  try {
    const cache = CacheService.getDocumentCache();
    return cache ? createChunkedCache(cache) : null;
  } catch {
    return null;
  }
}

export interface HostLimits {
  /** Absolute time (ms) by which the execution must be done. */
  deadline: number;
  /** Told to the user when the deadline cannot be met. */
  budgetAdvice: string;
}

/**
 * The core's I/O carried out with Apps Script's blocking services. The cache is best effort: it never fails a call.
 *
 * UrlFetchApp cannot time a request out, and Apps Script kills a custom function at 30 s, leaving only a bare
 * "exceeded maximum execution time". So when the slowest batch so far would no longer fit before the deadline, the
 * next one is not sent: the cell gets a message that says what to do instead.
 */
export function createAppsScriptHost(limits?: HostLimits): SyncHost {
  const cache = documentCache();
  let slowestBatchMs = 0;
  return {
    fetchAll(requests) {
      const started = Date.now();
      if (limits && slowestBatchMs > 0 && started + slowestBatchMs > limits.deadline) {
        throw new TimeoutError(
          `The service is answering slowly (${Math.round(slowestBatchMs / 1000)} s per request), so the remaining pages cannot arrive in the time a spreadsheet function may run. ${limits.budgetAdvice}`,
        );
      }
      const outcomes = fetchAllOutcomes(requests);
      slowestBatchMs = Math.max(slowestBatchMs, Date.now() - started);
      return outcomes;
    },
    sleep(ms) {
      let left = Math.max(0, Math.round(ms));
      while (left > 0) {
        const step = Math.min(left, MAX_SLEEP_MS);
        Utilities.sleep(step);
        left -= step;
      }
    },
    cacheGet(keys) {
      if (!cache) return keys.map(() => null);
      try {
        return cache.getAll(keys);
      } catch (error) {
        console.warn(`Search Visibility: cache read failed: ${messageOf(error)}`);
        return keys.map(() => null);
      }
    },
    cachePut(entries) {
      if (!cache) return;
      try {
        cache.putAll(entries);
      } catch (error) {
        console.warn(`Search Visibility: cache write failed: ${messageOf(error)}`);
      }
    },
  };
}
