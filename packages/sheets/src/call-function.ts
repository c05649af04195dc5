import { type GridCell, invoke, type RateLimiter, runSync, toGrid } from '@sv/core';
import { createAppsScriptHost } from './apps-script-host';
import { cacheGeneration, readSettings } from './settings-store';
import { dateAtMidnight, formatDateIn, spreadsheetTimeZone } from './spreadsheet-time';

export interface CallLimits {
  /** Total time the call may take, retries and waits included. */
  timeBudgetMs: number;
  /** Told to the user when the budget cannot be met. */
  budgetAdvice: string;
  /** One limiter shared by the calls of one run, so they keep to the service's rate together. */
  limiter?: RateLimiter;
  /** Cache generation to read and write; the spreadsheet's current one by default. */
  cacheNamespace?: string;
}

/** Runs one registry function the way a cell would: settings, time zone and cache of this spreadsheet. */
export function callFunction(name: string, args: readonly unknown[], limits: CallLimits): GridCell[][] {
  const timeZone = spreadsheetTimeZone();
  const program = invoke(name, args, {
    settings: readSettings(),
    coerce: {
      today: () => formatDateIn(new Date(), timeZone),
      formatDate: (date: Date) => formatDateIn(date, timeZone),
    },
    timeBudgetMs: limits.timeBudgetMs,
    budgetAdvice: limits.budgetAdvice,
    limiter: limits.limiter,
    cacheNamespace: limits.cacheNamespace ?? cacheGeneration(),
  });
  const result = runSync(program, createAppsScriptHost());
  return toGrid(result.table, { headers: result.headers, date: (iso) => dateAtMidnight(iso, timeZone) });
}
