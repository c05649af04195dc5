import type { CacheEntry } from '../engine/effects';

export interface MemoryCache {
  cacheGet(keys: string[]): (string | null)[];
  cachePut(entries: CacheEntry[]): void;
  clear(): void;
  /** Live entries (expired ones are dropped first). */
  readonly size: number;
  /** Approximate memory the live entries hold, in bytes. */
  readonly bytes: number;
}

/**
 * The default bound: a long-lived runtime (Excel's shared runtime lives as long as the workbook is open) must not
 * grow without limit, yet one large pull (25 pages of 1,000 keywords) must fit whole so its next recalculation costs
 * no request.
 */
export const DEFAULT_MEMORY_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The memory a key and value hold, as JavaScript engines store strings: two bytes per UTF-16 code unit, except that
 * V8 (Chrome, Edge, Node) keeps a string with no character above U+00FF at one byte per unit. The service's JSON is
 * almost always such text; counting it at two bytes would make one 25,000-keyword pull (60 MB held) look like 120 MB,
 * overflow the bound and send all its pages again on every recalculation.
 */
export function approximateBytes(key: string, value: string): number {
  return stringBytes(key) + stringBytes(value);
}

const BEYOND_LATIN_1 = /[\u0100-\uffff]/;

function stringBytes(text: string): number {
  return BEYOND_LATIN_1.test(text) ? 2 * text.length : text.length;
}

interface Entry {
  value: string;
  expires: number;
  bytes: number;
}

/**
 * A response cache for runtimes that live a while (Excel's shared runtime, Node). Entries expire by TTL; the whole
 * cache is bounded by bytes, the least recently used entry going first. An entry larger than the bound is not kept.
 */
export function createMemoryCache(
  clock: () => number = () => Date.now(),
  maxBytes = DEFAULT_MEMORY_CACHE_BYTES,
): MemoryCache {
  // Map keeps insertion order; every read or write moves its key to the end, so the first key is the least recent.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }
  function dropExpired(): void {
    const now = clock();
    for (const [key, entry] of [...entries]) if (entry.expires <= now) remove(key);
  }
  function read(key: string): string | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= clock()) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }
  function write({ key, value, ttlSeconds }: CacheEntry): void {
    remove(key);
    const bytes = approximateBytes(key, value);
    if (bytes > maxBytes) return;
    if (totalBytes + bytes > maxBytes) dropExpired();
    while (totalBytes + bytes > maxBytes) remove(entries.keys().next().value as string);
    entries.set(key, { value, expires: clock() + ttlSeconds * 1000, bytes });
    totalBytes += bytes;
  }

  return {
    cacheGet: (keys) => keys.map(read),
    cachePut(batch) {
      for (const entry of batch) write(entry);
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    get size() {
      dropExpired();
      return entries.size;
    },
    get bytes() {
      dropExpired();
      return totalBytes;
    },
  };
}
