import type { SyncHost } from '@sv/core';
import { createChunkedCache, type TextCache } from './chunked-cache';
import { messageOf } from './error-message';
import { fetchAllOutcomes } from './url-fetch';

/** Utilities.sleep refuses more than 5 minutes at once. */
const MAX_SLEEP_MS = 300000;

/** The spreadsheet's cache of large texts; null outside a spreadsheet or where the host refuses it. */
export function documentCache(): TextCache | null {
  try {
    const cache = CacheService.getDocumentCache();
    return cache ? createChunkedCache(cache) : null;
  } catch {
    return null;
  }
}

/**
 * The core's I/O carried out with Apps Script's blocking services. The cache is best effort: it never fails a call.
 * (UrlFetchApp cannot time a request out; the core itself stops before a request that could not arrive within the
 * 30 seconds of a custom function, judging by the slowest answer so far.)
 */
export function createAppsScriptHost(): SyncHost {
  const cache = documentCache();
  return {
    fetchAll: fetchAllOutcomes,
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
