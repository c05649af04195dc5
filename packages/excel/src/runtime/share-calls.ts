/**
 * Identical calls running at the same time share one result. The host already merges identical requests in flight,
 * but the rate limiter spreads a burst over time, so the twentieth of twenty identical cells would otherwise ask
 * again after the first answer arrived; sharing the whole call keeps it to one request.
 */
export function createCallSharing<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    const existing = running.get(key);
    if (existing) return existing;
    const started = start().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
