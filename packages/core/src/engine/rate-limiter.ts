/**
 * A sliding-window limiter of requests per second. It hands out send times instead of blocking, so the same object
 * serves the synchronous and the asynchronous driver, and every concurrent call in Excel's shared runtime draws from
 * one window. A host may supply its own (Sheets: one window for every execution of a spreadsheet, kept in its cache).
 */
export interface RateLimiter {
  /** Reserves the next free send slot and returns its time (ms since epoch), never earlier than `now`. */
  reserve(now: number): number;
  /**
   * Reserves up to `wanted` slots that share one send time, the earliest there is, for one batch sent together. A
   * caller asks again for the rest once that batch has answered: reserving only what is sent next keeps the times
   * reserved and the times sent the same, also when a blocking batch answers after a later slot fell due.
   */
  reserveBatch(now: number, wanted: number): Grant;
  /**
   * Gives back `count` slots granted at `at` that were not used (a blocking host sends only the batch due first of
   * those reserved ahead). A limiter without it grants no slot ahead of time that is not sent.
   */
  release?(at: number, count: number): void;
  /**
   * Moves one slot granted at `from` to `to`, when its request left then (the thread was busy when it fell due, or a
   * blocking batch waited for requests due shortly after it): later grants must count from the times really sent. A
   * limiter without it grants only slots due now (Sheets' shared one), so none is sent late.
   */
  move?(from: number, to: number): void;
  /** Requests reserved in the last window, for status displays. */
  readonly perSecond: number;
}

export interface Grant {
  /** When the batch may be sent (ms since epoch). */
  at: number;
  /** How many requests it may hold, at least one. */
  count: number;
}

/**
 * The slots of one window as a list of send times in order. A new batch goes at or after the latest slot, when the
 * slot `perSecond` places back has left the window, and takes what the window has left at that time.
 */
export function grantBatch(
  slots: readonly number[],
  now: number,
  wanted: number,
  perSecond: number,
  windowMs: number,
): Grant {
  const last = slots.length > 0 ? (slots[slots.length - 1] as number) : now;
  let at = Math.max(now, last);
  if (slots.length >= perSecond) at = Math.max(at, (slots[slots.length - perSecond] as number) + windowMs);
  let inWindow = 0;
  for (const slot of slots) if (slot > at - windowMs) inWindow += 1;
  return { at, count: Math.max(1, Math.min(Math.max(1, wanted), perSecond - inWindow)) };
}

/**
 * The window the service's 10 requests a second are kept in, a little longer than its second: it counts requests as
 * they arrive, and requests sent a second apart arrive up to the spread of its answer times closer together (10
 * pages sent together at 0 and 10 more at 1000 ms drew five 429s from the sandbox at 300±100 ms, and each costs a
 * retry of at least half a second). A 25-page pull pays 0.3 s for it: its pages go at 0, 1.15 and 2.3 s.
 */
export const RATE_WINDOW_MS = 1150;

export function createRateLimiter(perSecond = 10, windowMs = RATE_WINDOW_MS): RateLimiter {
  let slots: number[] = [];
  const reserveBatch = (now: number, wanted: number): Grant => {
    // A slot a window old decides no grant from now on; later ones are kept, so that one given back leaves the others.
    slots = slots.filter((slot) => slot > now - windowMs);
    const grant = grantBatch(slots, now, wanted, perSecond, windowMs);
    for (let n = 0; n < grant.count; n += 1) slots.push(grant.at);
    return grant;
  };
  const release = (at: number, count: number): void => {
    let left = count;
    for (let i = slots.length - 1; i >= 0 && left > 0; i -= 1) {
      if (slots[i] !== at) continue;
      slots.splice(i, 1);
      left -= 1;
    }
  };
  const move = (from: number, to: number): void => {
    const at = slots.indexOf(from);
    if (at < 0) return;
    slots.splice(at, 1);
    // Grants read the slots in order of time.
    const after = slots.findIndex((slot) => slot > to);
    slots.splice(after < 0 ? slots.length : after, 0, to);
  };
  return {
    perSecond,
    reserve: (now) => reserveBatch(now, 1).at,
    reserveBatch,
    release,
    move,
  };
}
