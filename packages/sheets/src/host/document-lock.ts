/** What holds the spreadsheet's lock: a refresh (Refresh now or the schedule) or a keyword import. */
export type LockHolder = 'refresh' | 'import';

/** The holder's name, beside the lock in the document cache, so whoever waits in vain can say who holds it. */
const HOLDER_KEY = 'SV_LOCK_HOLDER';
/** Longer than any Apps Script execution (30 minutes at most), shorter than forever should a release be missed. */
const HOLDER_SECONDS = 45 * 60;

export interface LockRequest {
  holder: LockHolder;
  waitMs: number;
  /** The message when another execution holds the lock; `other` is null when it did not say what it is. */
  busy: (other: LockHolder | null) => string;
  /** The message when there is no spreadsheet (no document lock); without one the action runs unlocked. */
  withoutDocument?: string;
}

/**
 * Runs `action` holding the spreadsheet's lock. A refresh and an import exclude each other as well as themselves: an
 * import confirmed while a refresh runs would otherwise race it for the same quota and Document Properties.
 */
export function withDocumentLock<T>(request: LockRequest, action: () => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock) {
    if (request.withoutDocument) throw new Error(request.withoutDocument);
    return action();
  }
  if (!lock.tryLock(request.waitMs)) throw new Error(request.busy(currentHolder()));
  const cache = documentCache();
  // The holder's name only improves a message: a cache that refuses it must not stop the action.
  bestEffort(() => cache?.put(HOLDER_KEY, request.holder, HOLDER_SECONDS));
  try {
    return action();
  } finally {
    bestEffort(() => cache?.remove(HOLDER_KEY));
    lock.releaseLock();
  }
}

function bestEffort(step: () => void): void {
  try {
    step();
  } catch {
    // Nothing depends on it.
  }
}

function currentHolder(): LockHolder | null {
  const value = documentCache()?.get(HOLDER_KEY);
  return value === 'refresh' || value === 'import' ? value : null;
}

function documentCache(): GoogleAppsScript.Cache.Cache | null {
  try {
    return CacheService.getDocumentCache();
  } catch {
    return null;
  }
}
