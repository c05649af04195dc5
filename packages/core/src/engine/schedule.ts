import type { Grant, RateLimiter } from './rate-limiter';

/** Requests that leave together at one send time. */
export interface TimedBatch<T> {
  at: number;
  items: T[];
}

/**
 * The batch of the grant at hand and, when the limiter can give unused slots back, batches for the rest of the queue
 * at the times it grants them, up to `latest` (the last send whose answer could still arrive within the call's
 * budget). An asynchronous host sends each at its time while earlier ones are still being answered, so a pull's pace is
 * the limiter's, not its round trips'; a blocking host sends the first only and the rest are given back.
 */
export function scheduleAhead<T>(
  limiter: RateLimiter,
  first: Grant,
  queue: readonly T[],
  latest: number,
): TimedBatch<T>[] {
  const batches = [{ at: first.at, items: queue.slice(0, first.count) }];
  let taken = first.count;
  if (!limiter.release) return batches;
  while (taken < queue.length) {
    const grant = limiter.reserveBatch(first.at, queue.length - taken);
    if (grant.count === 0 || grant.at > latest) {
      if (grant.count > 0) limiter.release(grant.at, grant.count);
      break;
    }
    batches.push({ at: grant.at, items: queue.slice(taken, taken + grant.count) });
    taken += grant.count;
  }
  return batches;
}

/** Gives back the slots of requests the host did not send. */
export function releaseUnsent<T>(
  limiter: RateLimiter,
  batches: readonly TimedBatch<T>[],
  unsent: ReadonlySet<T>,
): void {
  for (const batch of batches) {
    const count = batch.items.filter((item) => unsent.has(item)).length;
    if (count > 0) limiter.release?.(batch.at, count);
  }
}
