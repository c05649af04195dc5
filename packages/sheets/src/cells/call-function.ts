import {
  callLabel,
  type FunctionResult,
  type GridCell,
  invoke,
  type RateLimiter,
  runSync,
  SHEETS_URL_LIMIT,
} from '@sv/core';
import { createAppsScriptHost } from '../host/apps-script-host';
import { MAX_CACHED_TABLE_CHARS } from '../host/chunked-cache';
import { recordPullNotes } from '../host/pull-notes';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { createSharedRateLimiter } from '../host/shared-rate-limiter';
import { sheetGrid } from './sheet-grid';
import { spreadsheetCoerce, spreadsheetTimeZone } from './spreadsheet-time';

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
  const coerce = spreadsheetCoerce(timeZone);
  const call = () => callLabel(`SV_${name}`, args, { formatDate: coerce.formatDate, secrets: [settings.token] });
  const program = invoke(name, args, {
    settings,
    coerce,
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
  return sheetGrid(result.table, result.headers, timeZone);
}
