/**
 * A sliding-window limiter of requests per second for one runtime. It hands out send times instead of blocking, so
 * the same object serves the synchronous and the asynchronous driver, and every concurrent call in Excel's shared
 * runtime draws from one window.
 */
export interface RateLimiter {
  /** Reserves the next free send slot and returns its time (ms since epoch), never earlier than `now`. */
  reserve(now: number): number;
  /** Requests reserved in the last window, for status displays. */
  readonly perSecond: number;
}

export function createRateLimiter(perSecond = 10, windowMs = 1000): RateLimiter {
  const slots: number[] = [];
  return {
    perSecond,
    reserve(now: number): number {
      while (slots.length > 0 && (slots[0] as number) <= now - windowMs) slots.shift();
      let at = now;
      if (slots.length >= perSecond) {
        // The slot perSecond places back must have left the window before this one may start.
        at = Math.max(now, (slots[slots.length - perSecond] as number) + windowMs);
      }
      slots.push(at);
      return at;
    },
  };
}
