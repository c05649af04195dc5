import { createMemoryCache } from '@sv/core';

// One byte per unit of Latin-1 text, two otherwise (as V8 stores strings): a one-letter key with a 199-letter value
// weighs 200 bytes.
const value99 = 'v'.repeat(199);
const put = (cache: ReturnType<typeof createMemoryCache>, key: string, value = value99, ttlSeconds = 3600) =>
  cache.cachePut([{ key, value, ttlSeconds }]);
const kept = (cache: ReturnType<typeof createMemoryCache>, keys: string[]) =>
  keys.filter((key) => cache.cacheGet([key])[0] !== null);

describe('memory cache bounded by bytes', () => {
  it('counts one byte per unit of Latin-1 text and two per UTF-16 unit of any other text', () => {
    const cache = createMemoryCache(() => 0, 10_000);
    put(cache, 'a');
    put(cache, 'é', 'ü'.repeat(9)); // Latin-1: 10 bytes
    put(cache, 'k', `${'x'.repeat(8)}€`); // one character beyond Latin-1 makes the whole value two-byte: 1 + 18
    put(cache, '🙂', 'ok'); // a surrogate pair is two units: 4 + 2
    expect(cache.bytes).toBe(200 + 10 + 19 + 6);
    expect(cache.size).toBe(4);
  });

  it('evicts the least recently used entry when a new one would exceed the bound, a read refreshing recency', () => {
    const cache = createMemoryCache(() => 0, 1000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) put(cache, key);
    expect(cache.bytes).toBe(1000);
    expect(cache.cacheGet(['a'])).toEqual([value99]);
    put(cache, 'f');
    expect(kept(cache, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(cache.bytes).toBe(1000);
  });

  it('evicts as many old entries as a large new one needs', () => {
    const cache = createMemoryCache(() => 0, 1000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) put(cache, key);
    put(cache, 'f', 'w'.repeat(999)); // 1,000 bytes: everything else must go
    expect(kept(cache, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['f']);
    expect(cache.bytes).toBe(1000);
  });

  it('does not keep an entry larger than the bound, and keeps the others', () => {
    const cache = createMemoryCache(() => 0, 1000);
    put(cache, 'a');
    put(cache, 'huge', 'x'.repeat(1_000));
    expect(cache.cacheGet(['huge', 'a'])).toEqual([null, value99]);
    expect(cache.bytes).toBe(200);
  });

  it('forgets the old value of a key whose new value is too large to keep, rather than serve the old one', () => {
    const cache = createMemoryCache(() => 0, 1000);
    put(cache, 'a', 'old');
    put(cache, 'a', 'x'.repeat(1_000));
    expect(cache.cacheGet(['a'])).toEqual([null]);
    expect(cache.bytes).toBe(0);
  });

  it('counts a rewritten key once', () => {
    const cache = createMemoryCache(() => 0, 1000);
    put(cache, 'a');
    put(cache, 'a', 'short');
    expect(cache.bytes).toBe(6);
    expect(cache.size).toBe(1);
    expect(cache.cacheGet(['a'])).toEqual(['short']);
  });

  it('drops expired entries before evicting live ones', () => {
    let now = 0;
    const cache = createMemoryCache(() => now, 1000);
    put(cache, 'a'); // the oldest, and still live
    put(cache, 'b', value99, 10);
    put(cache, 'c', value99, 10);
    put(cache, 'd');
    put(cache, 'e');
    now = 11_000;
    put(cache, 'f');
    expect(kept(cache, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'd', 'e', 'f']);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(800);
  });

  it('reports only live entries in size and bytes', () => {
    let now = 0;
    const cache = createMemoryCache(() => now, 1000);
    put(cache, 'a', value99, 10);
    put(cache, 'b', value99, 60);
    now = 10_000;
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(200);
  });

  it('empties on clear', () => {
    const cache = createMemoryCache(() => 0, 1000);
    put(cache, 'a');
    cache.clear();
    expect([cache.size, cache.bytes, cache.cacheGet(['a'])[0]]).toEqual([0, 0, null]);
  });

  it('holds at most 64 MB by default however many large pages arrive', () => {
    const cache = createMemoryCache(() => 0);
    const page = 'x'.repeat(2_400_000);
    for (let index = 0; index < 100; index += 1) put(cache, `page ${index}`, page);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(cache.bytes).toBeGreaterThan(60 * 1024 * 1024);
    expect(cache.cacheGet(['page 99', 'page 75']).every((value) => value === page)).toBe(true);
    expect(cache.cacheGet(['page 0'])).toEqual([null]);
  });

  it('keeps a whole 25,000-keyword pull by default, so its next recalculation sends nothing', () => {
    const cache = createMemoryCache(() => 0);
    // A page of 1,000 keyword records is about 2.4 million characters of JSON (measured against the sandbox).
    const page = 'k'.repeat(2_400_000);
    const keys = Array.from({ length: 25 }, (_, index) => `keywords offset=${index * 1000}`);
    for (const key of keys) put(cache, key, page);
    expect(cache.cacheGet(keys).every((value) => value === page)).toBe(true);
  });
});
