import { type GridCell, type Table, toGrid } from '@sv/core';
import { dateAtMidnight } from './spreadsheet-time';

/** Sheets refuses a whole result holding a text cell longer than this. */
const SHEETS_MAX_CELL_TEXT = 50_000;

/** A table as the cell shows it: dates as the spreadsheet's midnights, texts cut to what Sheets accepts. */
export function sheetGrid(table: Table, headers: boolean, timeZone: string): GridCell[][] {
  return toGrid(table, {
    headers,
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
