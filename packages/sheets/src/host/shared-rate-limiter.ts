import { createRateLimiter, type Grant, grantBatch, RATE_WINDOW_MS, type RateLimiter } from '@sv/core';
import { messageOf } from './error-message';

/** The service's limit, per token; every execution of the spreadsheet shares it. */
const PER_SECOND = 10;
/** The core's window, a little longer than the service's second (it counts requests on arrival). */
const SHARED_WINDOW_MS = RATE_WINDOW_MS;
/** Holders keep the lock for one cache read and write; waiting longer than this means something is wrong. */
const LOCK_WAIT_MS = 5000;
const SLOTS_KEY = 'sv-rate-slots';

/**
 * One rate limiter for every execution of the spreadsheet: the cells Sheets recalculates at once each run in an
 * execution of their own, so a limiter in memory would let twenty of them send ten requests each in the same second.
 * The send times of the last window live in the document cache, read and written under the script lock (the script
 * is bound to this spreadsheet; the document lock is held for minutes by Refresh now and the import). A grant is
 * either a batch to send now, or a time to ask again, so the times kept are the times sent.
 *
 * Without a cache or a lock (a script with no spreadsheet), or when they fail, the execution falls back on a window
 * of its own, and the core's retries of a 429 remain the safety net.
 */
export function createSharedRateLimiter(): RateLimiter {
  const local = createRateLimiter(PER_SECOND, SHARED_WINDOW_MS);
  const reserveBatch = (now: number, wanted: number): Grant => {
    const shared = sharedGrant(now, wanted);
    return shared ?? local.reserveBatch(now, wanted);
  };
  return {
    perSecond: PER_SECOND,
    reserve: (now) => reserveBatch(now, 1).at,
    reserveBatch,
  };
}

/** `earliest`: the caller's time to send at the soonest, later than the clock for a retry's backoff. */
function sharedGrant(earliest: number, wanted: number): Grant | null {
  let cache: GoogleAppsScript.Cache.Cache | null;
  let lock: GoogleAppsScript.Lock.Lock | null;
  try {
    cache = CacheService.getDocumentCache();
    lock = LockService.getScriptLock();
  } catch {
    return null;
  }
  if (!cache || !lock) return null;
  try {
    if (!lock.tryLock(LOCK_WAIT_MS)) {
      console.warn('Search Visibility: the rate limit lock was busy; this call keeps to the limit on its own.');
      return null;
    }
  } catch (error) {
    console.warn(`Search Visibility: the rate limit lock failed: ${messageOf(error)}`);
    return null;
  }
  try {
    // The time is read under the lock, so the slots are kept in the order they are granted.
    const now = Date.now();
    const slots = parseSlots(cache.get(SLOTS_KEY));
    // Granted from the caller's time, not the clock's: a retry asks for a time after its backoff, and a grant at the
    // clock would send it at once (three 503s in 150 ms, where the backoff asks for 0.25 to 1.5 s between them).
    const grant = grantBatch(slots, Math.max(now, earliest), wanted, PER_SECOND, SHARED_WINDOW_MS);
    // A slot is taken only when it is due now: an execution that must wait asks again when it wakes, so one that
    // wakes late (the machine busy) cannot send on top of the slots granted after it.
    if (grant.at > now) return { at: grant.at, count: 0 };
    for (let n = 0; n < grant.count; n += 1) slots.push(grant.at);
    const kept = slots.slice(-PER_SECOND);
    const ttlSeconds = Math.ceil((grant.at - now + SHARED_WINDOW_MS) / 1000) + 1;
    cache.put(SLOTS_KEY, kept.join(','), ttlSeconds);
    return grant;
  } catch (error) {
    console.warn(`Search Visibility: the shared rate limit could not be read: ${messageOf(error)}`);
    return null;
  } finally {
    lock.releaseLock();
  }
}

function parseSlots(text: string | null): number[] {
  if (!text) return [];
  const slots = text.split(',').map(Number);
  return slots.every(Number.isFinite) ? slots : [];
}
