import type { Runtime } from './runtime';

/** CacheService's documented limits. */
export const MAX_KEY_CHARS = 250;
export const MAX_VALUE_BYTES = 100 * 1024;
export const MAX_TTL_SECONDS = 21600;
export const DEFAULT_TTL_SECONDS = 600;
export const MAX_ITEMS = 1000;

interface Entry {
  value: string;
  expiresAt: number;
}

export class FakeCache {
  /** Insertion order doubles as eviction order when the cache is full. */
  readonly entries = new Map<string, Entry>();
  readonly stats = { gets: 0, puts: 0 };

  constructor(private readonly runtime: Runtime) {}

  private now(): number {
    return (this.runtime.now ?? Date.now)() + this.runtime.cacheClockOffsetMs;
  }

  private checkKey(key: unknown): string {
    if (typeof key !== 'string') throw new Error('Exception: Invalid argument: key');
    if (key.length > MAX_KEY_CHARS) throw new Error('Exception: Argument too large: key');
    return key;
  }

  private read(key: string): string | null {
    const entry = this.entries.get(this.checkKey(key));
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  private write(key: string, value: unknown, ttl: number): void {
    this.checkKey(key);
    if (typeof value !== 'string') throw new Error('Exception: Invalid argument: value');
    if (Buffer.byteLength(value) > MAX_VALUE_BYTES) throw new Error('Exception: Argument too large: value');
    if (!Number.isFinite(ttl) || ttl < 1 || ttl > MAX_TTL_SECONDS) {
      throw new Error('Exception: Invalid argument: expirationInSeconds');
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttl * 1000 });
    while (this.entries.size > MAX_ITEMS) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get(key: string): string | null {
    this.stats.gets += 1;
    return this.read(key);
  }
  getAll(keys: string[]): Record<string, string> {
    if (!Array.isArray(keys)) throw new Error('Exception: Invalid argument: keys');
    this.stats.gets += 1;
    const found: Record<string, string> = {};
    for (const key of keys) {
      const value = this.read(key);
      if (value !== null) found[key] = value;
    }
    return found;
  }
  put(key: string, value: string, ttl = DEFAULT_TTL_SECONDS): void {
    this.stats.puts += 1;
    this.write(key, value, ttl);
  }
  putAll(values: Record<string, string>, ttl = DEFAULT_TTL_SECONDS): void {
    this.stats.puts += 1;
    for (const [key, value] of Object.entries(values)) this.write(key, value, ttl);
  }
  remove(key: string): void {
    this.entries.delete(this.checkKey(key));
  }
  removeAll(keys: string[]): void {
    for (const key of keys) this.remove(key);
  }
}

export function createCacheService(runtime: Runtime, options: { hasDocument: () => boolean }) {
  const documentCache = new FakeCache(runtime);
  const scriptCache = new FakeCache(runtime);
  const userCache = new FakeCache(runtime);
  return {
    service: {
      getDocumentCache: () => (options.hasDocument() ? documentCache : null),
      getScriptCache: () => scriptCache,
      getUserCache: () => userCache,
    },
    documentCache,
  };
}
