import { messageOf } from './error-message';

/**
 * The notes of the last pulls (a count that disagrees with the pages: the table is complete, the note says what else
 * is true), for the sidebar's status: one small value in the document cache, which a custom function may write (it
 * may not write properties), so a cell's own pull is reported as well as a refresh's. Each call keeps only its last
 * pull: a pull without notes takes its call off the list. Best effort: a list that cannot be read or written never
 * fails the cell.
 */
const KEY = 'SV_PULL_NOTES';
/** Calls listed, newest first; older ones go. */
const MAX_CALLS = 5;
const MAX_NOTES_PER_CALL = 5;
const MAX_NOTE_CHARS = 400;
/** As long as a table may be served from the cache with these notes (CacheService keeps nothing longer). */
const TTL_SECONDS = 21600;

export interface PullNotes {
  /** The call as written in a cell: `SV_KEYWORDS(102, "2026-10-01", "2026-10-31")`. */
  call: string;
  /** When the pull ended, milliseconds since 1970. */
  at: number;
  notes: string[];
}

function documentCache(): GoogleAppsScript.Cache.Cache | null {
  try {
    return CacheService.getDocumentCache();
  } catch {
    return null;
  }
}

function read(cache: GoogleAppsScript.Cache.Cache): PullNotes[] {
  try {
    const parsed = JSON.parse(cache.get(KEY) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PullNotes =>
        typeof entry?.call === 'string' &&
        Number.isFinite(entry?.at) &&
        Array.isArray(entry?.notes) &&
        entry.notes.every((note: unknown) => typeof note === 'string'),
    );
  } catch {
    return [];
  }
}

/** The last pulls that had notes, newest first. */
export function recentPullNotes(): PullNotes[] {
  const cache = documentCache();
  return cache ? read(cache) : [];
}

/** Records the notes of a call's last pull (none: the call leaves the list). */
export function recordPullNotes(call: string, notes: readonly string[] | undefined, at: number): void {
  const cache = documentCache();
  if (!cache) return;
  try {
    const before = read(cache);
    const others = before.filter((entry) => entry.call !== call);
    const kept = (notes ?? []).slice(0, MAX_NOTES_PER_CALL).map((note) => cut(note, MAX_NOTE_CHARS));
    if (kept.length === 0 && others.length === before.length) return;
    const after = kept.length > 0 ? [{ call, at, notes: kept }, ...others] : others;
    cache.put(KEY, JSON.stringify(after.slice(0, MAX_CALLS)), TTL_SECONDS);
  } catch (error) {
    console.warn(`Search Visibility: the notes of the last pull could not be saved: ${messageOf(error)}`);
  }
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
