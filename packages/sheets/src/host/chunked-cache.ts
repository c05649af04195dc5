import type { CacheEntry } from '@sv/core';
import { packText, unpackText } from './cache-codec';

/** CacheService refuses values over 100 KB; stay well below it (base64 text: one byte per character). */
export const CHUNK_CHARS = 90 * 1024;
/** CacheService refuses keys over 250 characters. */
export const MAX_KEY_CHARS = 250;
/** CacheService keeps nothing longer than 6 hours. */
export const MAX_TTL_SECONDS = 21600;

/**
 * The longest finished table worth keeping, in characters of its text. CacheService keeps at most 1,000 entries; a
 * table's text gzips about sixfold, so this one takes at most about 50 chunks of CHUNK_CHARS (25,000 keywords in all
 * 54 columns: 17 million characters, 39 chunks). A longer table is served without caching; its pages stay cached.
 */
export const MAX_CACHED_TABLE_CHARS = 20 * 1024 * 1024;

/** Keeps each putAll call under a megabyte. */
const CHUNKS_PER_PUT = 8;

const INLINE = 'z1:';
const MANIFEST = 'c1:';

/** A value stored whole, or the names of its chunks. */
interface ReadPlan {
  inline?: string;
  chunks?: string[];
}

export interface TextCache {
  getAll(keys: string[]): (string | null)[];
  putAll(entries: readonly CacheEntry[]): void;
}

/**
 * A cache of large texts over CacheService. A value that fits is stored packed under its own key; a larger one is
 * split into chunks stored under `<key>:<writeId>:<n>`, and its own key holds a manifest naming the write and the chunk
 * count. The write id keeps two writers of the same key from mixing chunks; a missing or damaged chunk is a miss.
 */
export function createChunkedCache(cache: GoogleAppsScript.Cache.Cache): TextCache {
  return {
    getAll(keys) {
      if (keys.length === 0) return [];
      const heads = cache.getAll(keys.map(fitKey));
      const chunkKeys: string[] = [];
      const plans = keys.map((key): ReadPlan | null => {
        const head = heads[fitKey(key)];
        if (typeof head !== 'string') return null;
        if (head.startsWith(INLINE)) return { inline: head.slice(INLINE.length) };
        const manifest = parseManifest(head);
        if (!manifest) return null;
        const names = Array.from({ length: manifest.count }, (_, n) => chunkKey(key, manifest.id, n));
        chunkKeys.push(...names);
        return { chunks: names };
      });
      const chunks = chunkKeys.length > 0 ? cache.getAll(chunkKeys) : {};
      return plans.map((plan) => {
        if (!plan) return null;
        if (plan.inline !== undefined) return unpackText(plan.inline);
        const parts = (plan.chunks ?? []).map((name) => chunks[name]);
        if (parts.some((part) => typeof part !== 'string')) return null;
        return unpackText(parts.join(''));
      });
    },

    putAll(entries) {
      for (const entry of entries) {
        const ttl = Math.max(1, Math.min(Math.round(entry.ttlSeconds), MAX_TTL_SECONDS));
        const packed = packText(entry.value);
        const key = fitKey(entry.key);
        if (packed.length + INLINE.length <= CHUNK_CHARS) {
          cache.put(key, INLINE + packed, ttl);
          continue;
        }
        const id = Utilities.getUuid().slice(0, 8);
        const count = Math.ceil(packed.length / CHUNK_CHARS);
        // Chunks first: a reader that sees the manifest finds its chunks (or a miss if they were evicted).
        for (let first = 0; first < count; first += CHUNKS_PER_PUT) {
          const values: Record<string, string> = {};
          for (let n = first; n < Math.min(count, first + CHUNKS_PER_PUT); n++) {
            values[chunkKey(entry.key, id, n)] = packed.slice(n * CHUNK_CHARS, (n + 1) * CHUNK_CHARS);
          }
          cache.putAll(values, ttl);
        }
        cache.put(key, `${MANIFEST}${id}:${count}`, ttl);
      }
    },
  };
}

function parseManifest(head: string): { id: string; count: number } | null {
  const match = /^c1:([0-9a-f-]+):(\d+)$/i.exec(head);
  if (!match) return null;
  const count = Number(match[2]);
  return count > 0 ? { id: match[1] as string, count } : null;
}

function chunkKey(key: string, id: string, n: number): string {
  return fitKey(`${key}:${id}:${n}`);
}

/** The core's keys are short hashes; this only guards the limit if that ever changes. */
function fitKey(key: string): string {
  if (key.length <= MAX_KEY_CHARS - 20) return key;
  const digest = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, key, Utilities.Charset.UTF_8);
  return `svh:${Utilities.base64EncodeWebSafe(digest)}`;
}
