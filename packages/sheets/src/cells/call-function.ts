import {
  callLabel,
  type FunctionResult,
  type GridCell,
  invoke,
  type RateLimiter,
  runSync,
  SHEETS_URL_LIMIT,
  toGrid,
} from '@sv/core';
import { createAppsScriptHost } from '../host/apps-script-host';
import { MAX_CACHED_TABLE_CHARS } from '../host/chunked-cache';
import { recordPullNotes } from '../host/pull-notes';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { createSharedRateLimiter } from '../host/shared-rate-limiter';
import { dateAtMidnight, formatDateIn, spreadsheetTimeZone } from './spreadsheet-time';

/** Sheets refuses a whole result holding a text cell longer than this. */
const SHEETS_MAX_CELL_TEXT = 50_000;

export interface CallLimits {
  /** Total time the call may take, retries and waits included. */
  timeBudgetMs: number;
  /** Told to the user when the budget cannot be met. */
  budgetAdvice: string;
  /** The limiter to draw from; by default the one every execution of the spreadsheet shares. */
  limiter?: RateLimiter;
  /** Cache generation to read and write; the spreadsheet's current one by default. */
  cacheNamespace?: string;
  /** Told how many data rows the table has (header row not counted), before it becomes a grid: a refresh reports it. */
  onRows?: (rows: number) => void;
  /**
   * Whether the pull's notes go to the status every editor's sidebar reads (default yes): a cell's table is on the
   * sheet for all to see, a sidebar preview is the user's own and says nothing there.
   */
  shareNotes?: boolean;
}

/**
 * Runs one registry function the way a cell would: settings, time zone and cache of this spreadsheet. The notes of the
 * pull (a count that disagrees with the pages) are kept for the sidebar's status, a failed pull's as none.
 */
export function callFunction(name: string, args: readonly unknown[], limits: CallLimits): GridCell[][] {
  const started = Date.now();
  const timeZone = spreadsheetTimeZone();
  const settings = readSettings();
  const formatDate = (date: Date) => formatDateIn(date, timeZone);
  const call = () => callLabel(`SV_${name}`, args, { formatDate, secrets: [settings.token] });
  const program = invoke(name, args, {
    settings,
    coerce: {
      today: () => formatDateIn(new Date(), timeZone),
      formatDate,
    },
    clock: () => Date.now(),
    timeBudgetMs: limits.timeBudgetMs - (Date.now() - started),
    budgetAdvice: limits.budgetAdvice,
    limiter: limits.limiter ?? createSharedRateLimiter(),
    cacheNamespace: limits.cacheNamespace ?? cacheGeneration(),
    // UrlFetchApp fails a longer URL as if the network were down: the core splits or refuses it before sending.
    urlLimit: SHEETS_URL_LIMIT,
    maxCachedTableChars: MAX_CACHED_TABLE_CHARS,
  });
  const share = (notes: readonly string[] | undefined) => {
    if (limits.shareNotes !== false) recordPullNotes(call(), notes, Date.now());
  };
  let result: FunctionResult;
  try {
    result = runSync(program, createAppsScriptHost());
  } catch (error) {
    share([]);
    throw error;
  }
  share(result.notes);
  limits.onRows?.(result.table.rows.length);
  return toGrid(result.table, {
    headers: result.headers,
    date: memoized((iso) => dateAtMidnight(iso, timeZone)),
    maxText: SHEETS_MAX_CELL_TEXT,
  });
}

/**
 * A table of daily rows repeats the same few dates thousands of times, and each conversion crosses into
 * Utilities.formatDate twice; so each distinct date is converted once (a fresh Date per cell all the same).
 */
function memoized(convert: (iso: string) => Date | string): (iso: string) => Date | string {
  const seen = new Map<string, Date | string>();
  return (iso) => {
    let value = seen.get(iso);
    if (value === undefined) {
      value = convert(iso);
      seen.set(iso, value);
    }
    return typeof value === 'string' ? value : new Date(value.getTime());
  };
}
