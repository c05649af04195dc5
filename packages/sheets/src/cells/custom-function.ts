import type { GridCell } from '@sv/core';
import { callFunction } from './call-function';
import { toSheetError } from './sheet-error';

/** A custom function has 30 s in all; keep a margin for loading the script and handing the table to Sheets. */
export const CUSTOM_FUNCTION_BUDGET_MS = 28000;

export const REFRESH_ADVICE =
  'Use the menu Search Visibility > Refresh now to load it in the background (up to 6 minutes), then the cell fills from the cache.';

/** What every generated `SV_<NAME>(...)` declaration calls with its arguments exactly as Sheets passed them. */
export function customFunction(name: string, args: readonly unknown[]): GridCell[][] {
  try {
    return callFunction(name, args, { timeBudgetMs: CUSTOM_FUNCTION_BUDGET_MS, budgetAdvice: REFRESH_ADVICE });
  } catch (error) {
    throw toSheetError(error);
  }
}
