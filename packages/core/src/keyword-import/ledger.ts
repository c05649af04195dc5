/**
 * The import ledger: what this spreadsheet (Sheets: Document Properties) or this add-in (Excel: OfficeRuntime.storage)
 * has sent to the service's charged keyword import, so the same list is never bought twice by accident.
 *
 * Rules (the action in add-keywords.ts applies them):
 * - An entry is keyed by campaign id and a hash of the normalised keyword list (sorted, so order does not matter):
 *   `<campaign>:<first 16 hex digits of SHA-256>`. The keywords themselves are not stored.
 * - The entry is written BEFORE the request leaves, with state `sending`; after a clear answer it becomes `done`
 *   (with the import id) or is removed again (a 4xx: nothing was imported); after an ambiguous failure (timeout,
 *   reset, 5xx, unreadable answer) it stays, marked `unknown`. An entry in any state blocks sending the same list to
 *   the same campaign again until the user gives a second confirmation that names that entry (`stampOf`).
 * - The whole ledger is one small JSON value (each entry: key, import id, time, count, state), at most
 *   MAX_LEDGER_ENTRIES entries and MAX_LEDGER_CHARS characters (Apps Script allows 9 KB per property value); the
 *   oldest entries are dropped first. Every field of an entry is bounded (an implausible import id is not kept, see
 *   import-id.ts), so MAX_LEDGER_ENTRIES entries always fit in MAX_LEDGER_CHARS: the size limit can never make one
 *   oversized entry push out the recent entries of other lists.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { plausibleImportId } from './import-id';

/** The one key the ledger lives under in the host's persistent store. */
export const LEDGER_STORE_KEY = 'SV_IMPORT_LEDGER';
export const MAX_LEDGER_ENTRIES = 50;
export const MAX_LEDGER_CHARS = 8000;

export type LedgerState = 'sending' | 'done' | 'unknown';

export interface LedgerEntry {
  /** `<campaign>:<hash>`, see ledgerKey. */
  key: string;
  /** The service's import id; empty while sending or when the outcome is unknown. */
  importId: string;
  /** When the request was sent, ISO date and time (UTC). */
  at: string;
  /** How many keywords were sent. */
  count: number;
  state: LedgerState;
}

/** Compact wire form of one entry: [key, importId, at, count, state]. */
type StoredEntry = [string, string, string, number, LedgerState];

export function ledgerKey(campaignId: number, normalisedKeywords: readonly string[]): string {
  const list = [...normalisedKeywords].sort().join('\n');
  return `${campaignId}:${bytesToHex(sha256(utf8ToBytes(list))).slice(0, 16)}`;
}

/**
 * What a second confirmation must repeat back: it names one ledger entry, so a confirmation given for an earlier
 * attempt does not cover a later one.
 */
export function stampOf(entry: LedgerEntry): string {
  return `${entry.key}@${entry.at}#${entry.importId}`;
}

const STATES = new Set<LedgerState>(['sending', 'done', 'unknown']);

/** Reads the stored text; anything unreadable counts as no entry (the hosts never store anything else there). */
export function parseLedger(text: string | null | undefined): LedgerEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const entries: LedgerEntry[] = [];
  for (const item of parsed) {
    if (!Array.isArray(item) || item.length !== 5) continue;
    const [key, importId, at, count, state] = item as unknown[];
    if (typeof key !== 'string' || typeof importId !== 'string' || typeof at !== 'string') continue;
    if (typeof count !== 'number' || !STATES.has(state as LedgerState)) continue;
    if (!KEY_SHAPE.test(key) || !AT_SHAPE.test(at)) continue;
    entries.push(bounded({ key, importId, at, count, state: state as LedgerState }));
  }
  return entries;
}

/** `<campaign id>:<16 hex digits>` and an ISO time: what ledgerKey and the action write, nothing longer. */
const KEY_SHAPE = /^\d{1,16}:[0-9a-f]{16}$/;
const AT_SHAPE = /^\d{4}-\d{2}-\d{2}T[\d:.]{5,16}Z$/;

/**
 * The entry with every field within its bound. A stored id that is not a plausible import id (an earlier version
 * kept any digits) is dropped: a `done` entry without its id becomes `unknown`, which still blocks a silent resend.
 */
function bounded(entry: LedgerEntry): LedgerEntry {
  const count = Number.isSafeInteger(entry.count) && entry.count >= 0 ? Math.min(entry.count, 99_999) : 0;
  if (entry.importId === '' || plausibleImportId(entry.importId) !== null) return { ...entry, count };
  return { ...entry, count, importId: '', state: entry.state === 'done' ? 'unknown' : entry.state };
}

/** The stored text, the newest MAX_LEDGER_ENTRIES entries (older ones dropped until it fits, a safety net only). */
export function serialiseLedger(entries: readonly LedgerEntry[]): string {
  let kept = [...entries]
    .map(bounded)
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(-MAX_LEDGER_ENTRIES);
  let text = encode(kept);
  while (text.length > MAX_LEDGER_CHARS && kept.length > 1) {
    kept = kept.slice(1);
    text = encode(kept);
  }
  return text;
}

function encode(entries: readonly LedgerEntry[]): string {
  const stored: StoredEntry[] = entries.map((entry) => [entry.key, entry.importId, entry.at, entry.count, entry.state]);
  return JSON.stringify(stored);
}

export function findEntry(entries: readonly LedgerEntry[], key: string): LedgerEntry | null {
  return entries.find((entry) => entry.key === key) ?? null;
}

/** The ledger with `entry` in place of any earlier entry of the same key. */
export function withEntry(entries: readonly LedgerEntry[], entry: LedgerEntry): LedgerEntry[] {
  return [...entries.filter((item) => item.key !== entry.key), entry];
}

/** The ledger with the key's entry replaced by `previous` (or removed when there was none). */
export function restoring(entries: readonly LedgerEntry[], key: string, previous: LedgerEntry | null): LedgerEntry[] {
  const others = entries.filter((item) => item.key !== key);
  return previous ? [...others, previous] : others;
}
