import { messageOf } from './error-message';

/**
 * Requests this spreadsheet sent today, kept in its Document Properties (one small value). Only executions that may
 * write properties count: Refresh now, the scheduled refresh and the menu's dialogs and sidebar. Cells recalculating
 * cannot (a custom function may read properties, never write them), so their requests are not in the figure; the
 * sidebar says so.
 */
const KEY = 'SV_REQUESTS_TODAY';
const LOCK_WAIT_MS = 2000;

interface StoredTally {
  day: string;
  requests: number;
}

/** Requests sent by this execution while a tally is open; null when nobody counts (a cell). */
let open: { sent: number } | null = null;

/** Called by the fetch layer for every request that leaves (each attempt of a retry too). */
export function noteRequestsSent(count: number): void {
  if (open) open.sent += count;
}

/**
 * Runs `action` counting the requests it sends; adds them to today's figure (even when the action fails: the requests
 * were sent) and returns them beside the result.
 */
export function countingRequests<T>(day: () => string, action: () => T): { value: T; requests: number } {
  const outer = open;
  const tally = { sent: 0 };
  open = tally;
  try {
    const value = action();
    return { value, requests: tally.sent };
  } finally {
    open = outer;
    if (outer) outer.sent += tally.sent;
    else addToToday(day(), tally.sent);
  }
}

export function requestsToday(day: string): number {
  const stored = readTally();
  return stored && stored.day === day ? stored.requests : 0;
}

function readTally(): StoredTally | null {
  try {
    const text = PropertiesService.getDocumentProperties()?.getProperty(KEY);
    const parsed = text ? (JSON.parse(text) as Partial<StoredTally>) : null;
    if (parsed && typeof parsed.day === 'string' && Number.isFinite(parsed.requests)) {
      return { day: parsed.day, requests: Number(parsed.requests) };
    }
  } catch {
    // Unreadable or no spreadsheet: start from zero.
  }
  return null;
}

/**
 * Best effort: a count that cannot be written is lost, never a failed action. The script lock (held for one read and
 * one write) keeps two executions finishing together from losing each other's requests; without it the write happens
 * anyway, since a count slightly low is better than none.
 */
function addToToday(day: string, sent: number): void {
  if (sent <= 0) return;
  let lock: GoogleAppsScript.Lock.Lock | null = null;
  let locked = false;
  try {
    const properties = PropertiesService.getDocumentProperties();
    if (!properties) return;
    lock = LockService.getScriptLock();
    locked = lock?.tryLock(LOCK_WAIT_MS) ?? false;
    const stored = readTally();
    const before = stored && stored.day === day ? stored.requests : 0;
    properties.setProperty(KEY, JSON.stringify({ day, requests: before + sent } satisfies StoredTally));
  } catch (error) {
    console.warn(`Search Visibility: the request count could not be saved: ${messageOf(error)}`);
  } finally {
    if (locked) lock?.releaseLock();
  }
}
