import { shownMessage } from '../cells/sheet-error';
import { messageOf } from '../host/error-message';

/**
 * The last refresh runs of this spreadsheet, newest first, so a schedule can be watched: the Schedule dialog and the
 * sidebar show them. Runs of Refresh now and of the schedule are kept in two lists, so that any editor pressing
 * Refresh now many times cannot push the schedule's runs (and the record of a schedule removed by someone else) out
 * of the history. Each list lives in one Document Properties value, which Apps Script caps at 9 KB (and all values
 * of the spreadsheet at 500 KB, shared with the token, the import ledger and the rest), so every text is cut to a
 * bound and each list to a byte budget: when the runs do not fit, the failure details of the oldest runs go first
 * (their counts stay), then the oldest runs.
 */
const MENU_KEY = 'SV_REFRESH_RUNS';
const SCHEDULE_KEY = 'SV_SCHEDULED_RUNS';
/** The scheduled PDF deliveries' runs (report/delivery-schedule.ts): a third list, so neither other list pushes them out. */
const DELIVERY_KEY = 'SV_DELIVERY_RUNS';
/** Per list. */
export const MAX_RUNS = 20;
/** Under the 9,216 bytes of one value, with room for the key. */
export const MAX_HISTORY_BYTES = 8000;
/** Failures listed per run; the rest are counted. */
const MAX_LISTED_FAILURES = 5;
const MAX_WHERE_CHARS = 80;
const MAX_MESSAGE_CHARS = 200;
const MAX_USER_CHARS = 120;

export type RunTrigger = 'menu' | 'schedule';
/** The spreadsheet's shared token, or the personal token of the user the run ran as. */
export type RunToken = 'shared' | 'personal';

export interface RunFailure {
  where: string;
  message: string;
}

export interface RefreshRun {
  /** When it started, milliseconds since 1970. */
  started: number;
  durationMs: number;
  by: RunTrigger;
  /** The Google account the run ran as ('' when Apps Script did not say; absent in runs kept before it was recorded). */
  user?: string;
  /** Which token it used; its figures are shown only to its user when it was a personal one (see run-view.ts). */
  token?: RunToken;
  /** SV_ formula cells found. */
  formulas: number;
  /** Distinct calls they make, and how many of them loaded. */
  calls: number;
  loaded: number;
  /** Data rows loaded. */
  rows: number;
  /** Requests sent to the service, retries included. */
  requests: number;
  /** Calls left for the cells to fetch themselves: out of time, or arguments only Sheets can work out. */
  notLoaded: number;
  failures: RunFailure[];
  /** Failed calls beyond those listed. */
  moreFailures: number;
  /** Formula cells a schedule with a personal token left alone: calls its owner did not confirm. */
  unconfirmed?: number;
  /** Why the run stopped before loading anything (no token, another refresh running), when it did. */
  stopped?: string;
}

/**
 * A schedule that ended by someone else's hand: removed or replaced by another editor, or found gone by its owner's
 * trigger. Kept with the scheduled runs.
 */
export interface ScheduleEvent {
  started: number;
  event: 'removed' | 'replaced' | 'gone';
  /** Whose schedule it was. */
  owner: string;
  /** Who removed or replaced it ('' when not known, as for a trigger that only found it gone). */
  user: string;
}

/**
 * One run of the scheduled PDF delivery: the report refreshed, frozen in a copy and mailed, or why not. It keeps the
 * count of recipients, never their addresses: those are the owner's (User Properties), not every editor's.
 */
export interface DeliveryRun {
  started: number;
  durationMs: number;
  delivery: 'sent' | 'failed';
  /** The Google account it ran as: the delivery's owner. */
  user: string;
  token: RunToken;
  recipients: number;
  /** Size of the PDF sent. */
  bytes: number;
  /** Why it was not sent (our sentences, redacted and bounded). */
  reason?: string;
}

export type HistoryEntry = RefreshRun | ScheduleEvent | DeliveryRun;

export const isScheduleEvent = (entry: HistoryEntry): entry is ScheduleEvent => 'event' in entry;
export const isDeliveryRun = (entry: HistoryEntry): entry is DeliveryRun => 'delivery' in entry;

/** Text kept as the user would see it (redacted), on one line, within `max` characters. */
export function boundText(text: string, max: number): string {
  const line = shownMessage(text).replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // Never end on half of a surrogate pair.
  let cut = max - 1;
  const code = line.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${line.slice(0, cut)}…`;
}

function boundRun(run: RefreshRun): RefreshRun {
  const listed = run.failures.slice(0, MAX_LISTED_FAILURES).map((failure) => ({
    where: boundText(failure.where, MAX_WHERE_CHARS),
    message: boundText(failure.message, MAX_MESSAGE_CHARS),
  }));
  const bounded: RefreshRun = {
    ...run,
    failures: listed,
    moreFailures: run.moreFailures + run.failures.length - listed.length,
  };
  if (run.user !== undefined) bounded.user = boundText(run.user, MAX_USER_CHARS);
  if (run.stopped !== undefined) bounded.stopped = boundText(run.stopped, MAX_MESSAGE_CHARS);
  return bounded;
}

function boundEvent(event: ScheduleEvent): ScheduleEvent {
  return {
    started: event.started,
    event: event.event,
    owner: boundText(event.owner, MAX_USER_CHARS),
    user: boundText(event.user, MAX_USER_CHARS),
  };
}

export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The entries of one list as they will be stored: at most MAX_RUNS, within MAX_HISTORY_BYTES. */
export function fitHistory<T extends HistoryEntry>(entries: readonly T[]): T[] {
  const kept = entries
    .slice(0, MAX_RUNS)
    .map((entry) =>
      isScheduleEvent(entry) || isDeliveryRun(entry) ? { ...entry } : { ...entry, failures: [...entry.failures] },
    );
  const size = () => utf8Bytes(JSON.stringify(kept));
  for (let index = kept.length - 1; index > 0 && size() > MAX_HISTORY_BYTES; index -= 1) {
    const entry = kept[index] as HistoryEntry;
    if (isScheduleEvent(entry) || isDeliveryRun(entry)) continue;
    entry.moreFailures += entry.failures.length;
    entry.failures = [];
  }
  while (kept.length > 1 && size() > MAX_HISTORY_BYTES) kept.pop();
  return kept as T[];
}

function readList(key: string): HistoryEntry[] {
  try {
    const text = PropertiesService.getDocumentProperties()?.getProperty(key);
    const entries = text ? (JSON.parse(text) as unknown) : [];
    return Array.isArray(entries) ? (entries as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

/** Every list, newest first. */
export function recentRuns(): HistoryEntry[] {
  return [...readList(DELIVERY_KEY), ...readList(SCHEDULE_KEY), ...readList(MENU_KEY)].sort(
    (a, b) => b.started - a.started,
  );
}

function addToList(key: string, entry: HistoryEntry): void {
  try {
    const properties = PropertiesService.getDocumentProperties();
    if (!properties) return;
    properties.setProperty(key, JSON.stringify(fitHistory([entry, ...readList(key)])));
  } catch (error) {
    console.warn(`Search Visibility: the refresh history could not be saved: ${messageOf(error)}`);
  }
}

/** Adds a run in front of its list. Best effort: a history that cannot be written never fails the refresh. */
export function recordRun(run: RefreshRun): void {
  addToList(run.by === 'schedule' ? SCHEDULE_KEY : MENU_KEY, boundRun(run));
}

/** Records a schedule that someone else ended, with the scheduled runs. */
export function recordScheduleEvent(event: ScheduleEvent): void {
  addToList(SCHEDULE_KEY, boundEvent(event));
}

/** Records a run of the scheduled PDF delivery, in its own list. */
export function recordDelivery(run: DeliveryRun): void {
  const bounded: DeliveryRun = { ...run, user: boundText(run.user, MAX_USER_CHARS) };
  if (run.reason !== undefined) bounded.reason = boundText(run.reason, MAX_MESSAGE_CHARS);
  addToList(DELIVERY_KEY, bounded);
}
