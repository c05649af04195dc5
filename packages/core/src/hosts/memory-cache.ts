import type { CacheEntry } from '../engine/effects';

export interface MemoryCache {
  cacheGet(keys: string[]): (string | null)[];
  cachePut(entries: CacheEntry[]): void;
  clear(): void;
  readonly size: number;
}

/** A response cache for runtimes that live a while (Excel's shared runtime, Node); entries expire by TTL. */
export function createMemoryCache(clock: () => number = () => Date.now(), maxEntries = 500): MemoryCache {
  const entries = new Map<string, { value: string; expires: number }>();
  function live(key: string): string | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= clock()) {
      entries.delete(key);
      return null;
    }
    return entry.value;
  }
  return {
    cacheGet: (keys) => keys.map(live),
    cachePut(batch) {
      for (const { key, value, ttlSeconds } of batch) {
        entries.delete(key);
        entries.set(key, { value, expires: clock() + ttlSeconds * 1000 });
        // Map keeps insertion order, so the first key is the oldest write.
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
    },
    clear: () => entries.clear(),
    get size() {
      for (const key of [...entries.keys()]) live(key);
      return entries.size;
    },
  };
}
