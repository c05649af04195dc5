import { shownMessage } from '../cells/sheet-error';
import { messageOf } from '../host/error-message';

/**
 * The last refresh runs of this spreadsheet (Refresh now and the schedule), newest first, so a schedule can be watched:
 * the Schedule dialog and the sidebar show them. They live in one Document Properties value, which Apps Script caps at
 * 9 KB (and all values of the spreadsheet at 500 KB, shared with the token, the import ledger and the rest), so every
 * text is cut to a bound and the history to a byte budget: when the runs do not fit, the failure details of the oldest
 * runs go first (their counts stay), then the oldest runs.
 */
const KEY = 'SV_REFRESH_RUNS';
export const MAX_RUNS = 20;
/** Under the 9,216 bytes of one value, with room for the key. */
export const MAX_HISTORY_BYTES = 8000;
/** Failures listed per run; the rest are counted. */
const MAX_LISTED_FAILURES = 5;
const MAX_WHERE_CHARS = 80;
const MAX_MESSAGE_CHARS = 200;

export type RunTrigger = 'menu' | 'schedule';

export interface RunFailure {
  where: string;
  message: string;
}

export interface RefreshRun {
  /** When it started, milliseconds since 1970. */
  started: number;
  durationMs: number;
  by: RunTrigger;
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
  /** Why the run stopped before loading anything (no token, another refresh running), when it did. */
  stopped?: string;
}

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
  if (run.stopped !== undefined) bounded.stopped = boundText(run.stopped, MAX_MESSAGE_CHARS);
  return bounded;
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

/** The runs as they will be stored: at most MAX_RUNS, within MAX_HISTORY_BYTES. */
export function fitHistory(runs: readonly RefreshRun[]): RefreshRun[] {
  const kept = runs.slice(0, MAX_RUNS).map((run) => ({ ...run, failures: [...run.failures] }));
  const size = () => utf8Bytes(JSON.stringify(kept));
  for (let index = kept.length - 1; index > 0 && size() > MAX_HISTORY_BYTES; index -= 1) {
    const run = kept[index] as RefreshRun;
    run.moreFailures += run.failures.length;
    run.failures = [];
  }
  while (kept.length > 1 && size() > MAX_HISTORY_BYTES) kept.pop();
  return kept;
}

export function recentRuns(): RefreshRun[] {
  try {
    const text = PropertiesService.getDocumentProperties()?.getProperty(KEY);
    const runs = text ? (JSON.parse(text) as unknown) : [];
    return Array.isArray(runs) ? (runs as RefreshRun[]) : [];
  } catch {
    return [];
  }
}

/** Adds a run in front. Best effort: a history that cannot be written never fails the refresh. */
export function recordRun(run: RefreshRun): void {
  try {
    const properties = PropertiesService.getDocumentProperties();
    if (!properties) return;
    properties.setProperty(KEY, JSON.stringify(fitHistory([boundRun(run), ...recentRuns()])));
  } catch (error) {
    console.warn(`Search Visibility: the refresh history could not be saved: ${messageOf(error)}`);
  }
}
