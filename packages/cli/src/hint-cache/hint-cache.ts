import { existsSync, rmSync } from 'node:fs';
import { type CacheEntry, MAX_CACHE_TTL_SECONDS } from '@sv/core';
import type { Env } from '../settings/config-file';
import { readHintFile, type StoredHint, writeHintFile } from './hint-file';
import { cacheTurnedOff, hintCacheFile } from './location';

/** The cache half of the core's AsyncHost, kept in a file across runs, for hints only. */
export interface HintCache {
  cacheGet(keys: string[]): (string | null)[];
  cachePut(entries: CacheEntry[]): void;
}

export interface OpenedHintCache {
  /** Absent when turned off (SV_NO_CACHE) or when the file may not be trusted. */
  cache?: HintCache;
  /** Why the file is not used, to show once before the run (another user's file, or one others may write). */
  warning?: string;
}

/** A few dozen: one per token, service address and function that pulls campaigns of more than one page. */
export const MAX_HINTS = 32;
/** A campaigns list of a large account: a longer answer is not kept (it is asked for again next time). */
const MAX_HINT_CHARS = 1024 * 1024;
/** All hints together, well within what the file may hold once written as JSON (MAX_FILE_BYTES). */
const MAX_TOTAL_CHARS = 2 * MAX_HINT_CHARS;
const MAX_TTL_MS = MAX_CACHE_TTL_SECONDS * 1000;

/**
 * sv has no cache of answers: each run is a fresh process, and its output must come from the service. It keeps only
 * the answers the core marks as hints (`CacheEntry.hint`: the campaigns list whose `keywords_count` paces a long pull)
 * for their time to live, so a nightly job pulling 30 campaigns pays for that list once, not 30 times. Every other
 * entry the core offers is dropped, and any key the file does not hold unexpired is a miss.
 */
export function openHintCache(env: Env, now: () => number): OpenedHintCache {
  if (cacheTurnedOff(env)) return {};
  let file: string;
  try {
    file = hintCacheFile(env);
  } catch {
    // No home folder to be found (a bare container): the run asks for its counts, as without a file.
    return {};
  }
  const opened = readHintFile(file);
  if (!opened.trusted) return { warning: opened.warning };
  const live = bounded(opened.hints, now());
  // What has expired leaves the disk at the next run, not only at the next one that reads a count.
  if (live.length < opened.hints.length) replaceQuietly(file, live);
  let held = byKey(live);
  return {
    cache: {
      cacheGet(keys) {
        const at = now();
        return keys.map((key) => {
          const hint = held.get(key);
          return hint && isLive(hint, at) ? hint.value : null;
        });
      },
      cachePut(entries) {
        const at = now();
        const fresh = entries
          .filter((entry) => entry.hint === true && entry.value.length <= MAX_HINT_CHARS)
          .map((entry) => ({
            key: entry.key,
            value: entry.value,
            expires: at + Math.min(entry.ttlSeconds * 1000, MAX_TTL_MS),
          }));
        if (fresh.length === 0) return;
        // Read again: another run may have kept hints since this one started.
        const current = readHintFile(file);
        if (!current.trusted) return;
        const kept = bounded([...current.hints, ...fresh], at);
        held = byKey(kept);
        replaceQuietly(file, kept);
      },
    },
  };
}

/** Forgets every kept count (sv logout); false when there was no file. */
export function forgetHints(env: Env): boolean {
  try {
    const file = hintCacheFile(env);
    if (!existsSync(file)) return false;
    rmSync(file, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** The file with these hints only, or no file when there are none. */
function replaceQuietly(file: string, hints: readonly StoredHint[]): void {
  try {
    if (hints.length === 0) rmSync(file, { force: true });
    else writeHintFile(file, hints);
  } catch {
    // A full disk or a read-only folder costs the next run one request for the count, never this export.
  }
}

/** Unexpired, and not further ahead than a time to live allows (a clock set back, or a file edited by hand). */
function isLive(hint: StoredHint, at: number): boolean {
  return hint.expires > at && hint.expires <= at + MAX_TTL_MS;
}

/** The live hints, the newest per key, those that expire last first, up to MAX_HINTS and MAX_TOTAL_CHARS. */
function bounded(hints: readonly StoredHint[], at: number): StoredHint[] {
  const live = [...byKey(hints.filter((hint) => isLive(hint, at))).values()];
  const kept: StoredHint[] = [];
  let chars = 0;
  for (const hint of live.sort((a, b) => b.expires - a.expires)) {
    if (kept.length === MAX_HINTS || chars + hint.value.length > MAX_TOTAL_CHARS) break;
    kept.push(hint);
    chars += hint.value.length;
  }
  return kept;
}

/** Later hints replace earlier ones of the same key. */
function byKey(hints: readonly StoredHint[]): Map<string, StoredHint> {
  return new Map(hints.map((hint) => [hint.key, hint]));
}
