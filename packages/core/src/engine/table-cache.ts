import type { ResolvedSettings } from '../settings';
import type { Cell, Column, Table } from '../table';
import { hex } from './cache-key';

/** What identifies a finished table: the function, the cell's arguments as the call read them, and who asked where. */
export interface TableIdentity {
  name: string;
  rawArgs: readonly unknown[];
  /** Today in the caller's calendar: relative dates ("30 days ago") name other days tomorrow. */
  today: string;
  /** A date cell as the call reads it (Sheets: the day in the spreadsheet's time zone). */
  formatDate?: (date: Date) => string;
  settings: ResolvedSettings;
  /** The response cache's namespace: a refresh moves it, and the tables go with the answers. */
  namespace: string;
}

/**
 * The cache key of a finished table, as shown (the `columns` option applied). Like a response's key, it holds only
 * hashes: the token's is hashed again with the rest, and the same namespace prefix keeps a refresh's invalidation
 * whole. ("redacted table, fractions" keeps it apart from the tables earlier versions kept, whole, with the token
 * unmasked or with shares as percentages, which a cache may still hold.)
 */
export function tableCacheKey(identity: TableIdentity): string {
  return tableKeyWith(identity, hex);
}

/**
 * The same key with the host's own SHA-256 (`digest`: a text's UTF-8 bytes, in hex), for a host that looks a finished
 * table up without loading the core's hashing (Sheets' cached answers: Apps Script's Utilities.computeDigest).
 */
export function tableKeyWith(identity: TableIdentity, digest: (text: string) => string): string {
  const { formatDate } = identity;
  const args = JSON.stringify(identity.rawArgs, function dateAsRead(this: unknown, key: string, value: unknown) {
    const original = (this as Record<string, unknown>)[key];
    if (original instanceof Date && formatDate && !Number.isNaN(original.getTime())) return formatDate(original);
    return value === undefined ? null : value;
  });
  const { token, gatewayUrl, v1Url } = identity.settings;
  // "fractions": a table kept before every share became a fraction 0–1 (issue 32) holds percentages; never served.
  const hashed = digest(
    `redacted table, fractions ${identity.name}\n${args}\n${identity.today}\n${gatewayUrl}\n${v1Url}\n${digest(`${token ?? ''}`)}`,
  );
  return `sv:${identity.namespace}:t:${hashed.slice(0, 40)}`;
}

/**
 * What a host that names no limit keeps: room for a pull of 25,000 keywords in all 54 columns (about 17 MB of text),
 * which Sheets and Node can show.
 */
export const DEFAULT_TABLE_CACHE_CHARS = 24 * 1024 * 1024;

/**
 * Beyond this, no host keeps a table: V8 cannot make a string much longer than 500 million characters ("Invalid string
 * length"), and a cache entry of hundreds of megabytes is no cache. Hosts ask for far less.
 */
export const MAX_TABLE_CACHE_CHARS = 256 * 1024 * 1024;

/**
 * A table as text for the cache (its cells are text, numbers and booleans only, which JSON keeps exactly), or null
 * when the text would be longer than `maxChars`. Rows are encoded one by one so a table too large stops being encoded
 * at the limit: it never makes the whole text only to drop it, nor fails the call by outgrowing what a string holds.
 * The call's notes (a count that disagrees with the pages) go with it, so a table served from the cache says what the
 * fresh one said; a table without notes is encoded as before notes existed.
 */
export function encodeTable(table: Table, maxChars: number, notes: readonly string[] = []): string | null {
  const limit = Math.min(maxChars, MAX_TABLE_CACHE_CHARS);
  const noted = notes.length > 0 ? `"n":${JSON.stringify(notes)},` : '';
  const head = `{"c":${JSON.stringify(table.columns)},${noted}"r":[`;
  // Each cell takes at least two characters (a digit or "", and a comma or bracket): a table that cannot fit even so
  // is refused before a single row is encoded.
  const least = head.length + table.rows.length * (2 * table.columns.length + 1);
  if (least > limit) return null;
  let length = head.length + 2;
  const rows: string[] = [];
  for (const row of table.rows) {
    const text = JSON.stringify(row);
    length += text.length + 1;
    if (length > limit) return null;
    rows.push(text);
  }
  return `${head}${rows.join(',')}]}`;
}

/**
 * What a table's cache entry holds: the table and the notes told beside it (none in entries written before notes
 * existed); or, in its place, a marker that it is too long to keep (so the next call
 * does not encode it again) or that the host refused to show it (so a recalculation repeats the refusal unsent).
 */
export type CachedTable =
  | { kind: 'table'; table: Table; notes: string[] }
  | { kind: 'too-large' }
  | { kind: 'refused'; message: string };

/** The text of a marker entry; a table's is `encodeTable`'s. */
export function encodeMarker(marker: Exclude<CachedTable, { kind: 'table' }>): string {
  return JSON.stringify(marker.kind === 'refused' ? { m: marker.kind, x: marker.message } : { m: marker.kind });
}

/** What a cache entry holds, or null when it is none of these (damaged, or written by another version). */
export function decodeCachedTable(text: string): CachedTable | null {
  try {
    const value = JSON.parse(text) as { c?: unknown; r?: unknown; n?: unknown; m?: unknown; x?: unknown };
    if (Array.isArray(value.c) && Array.isArray(value.r)) {
      const notes = Array.isArray(value.n) ? value.n.filter((note): note is string => typeof note === 'string') : [];
      return { kind: 'table', table: { columns: value.c as Column[], rows: value.r as Cell[][] }, notes };
    }
    if (value.m === 'too-large') return { kind: 'too-large' };
    if (value.m === 'refused' && typeof value.x === 'string') return { kind: 'refused', message: value.x };
    return null;
  } catch {
    return null;
  }
}
