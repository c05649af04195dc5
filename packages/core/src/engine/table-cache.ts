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
 * The cache key of a finished table. Like a response's key, it holds only hashes: the token's is hashed again with
 * the rest, and the same namespace prefix keeps a refresh's invalidation whole.
 */
export function tableCacheKey(identity: TableIdentity): string {
  const { formatDate } = identity;
  const args = JSON.stringify(identity.rawArgs, function dateAsRead(this: unknown, key: string, value: unknown) {
    const original = (this as Record<string, unknown>)[key];
    if (original instanceof Date && formatDate && !Number.isNaN(original.getTime())) return formatDate(original);
    return value === undefined ? null : value;
  });
  const { token, gatewayUrl, v1Url } = identity.settings;
  const digest = hex(
    `table ${identity.name}\n${args}\n${identity.today}\n${gatewayUrl}\n${v1Url}\n${hex(`${token ?? ''}`)}`,
  );
  return `sv:${identity.namespace}:t:${digest.slice(0, 40)}`;
}

/** A table as text for the cache: its cells are text, numbers and booleans only, which JSON keeps exactly. */
export function encodeTable(table: Table): string {
  return JSON.stringify({ c: table.columns, r: table.rows });
}

/** The table a cache entry holds, or null when the entry is not one (damaged, or written by another version). */
export function decodeTable(text: string): Table | null {
  try {
    const value = JSON.parse(text) as { c?: unknown; r?: unknown };
    if (!Array.isArray(value.c) || !Array.isArray(value.r)) return null;
    return { columns: value.c as Column[], rows: value.r as Cell[][] };
  } catch {
    return null;
  }
}
