import type { Unit } from './dictionary/unit';

/**
 * What every spreadsheet function returns before a host renders it. Dates stay `YYYY-MM-DD` text here: each host
 * turns the cells of `date` columns into its own date value (Sheets a Date, Excel a serial number).
 */
export type ColumnKind = 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'any';

/** A cell: missing values are `""`, never null or undefined (Excel shows null as 0). */
export type Cell = string | number | boolean;

export interface Column {
  /** The dotted API field path, used as the header (`search_data.search_volume`). */
  header: string;
  kind: ColumnKind;
  /** What the figures are (the column dictionary's unit), where known: hosts that can format a value use it. */
  unit?: Unit;
}

export interface Table {
  columns: Column[];
  rows: Cell[][];
}

export interface GridOptions {
  /** Include the header row (default true). */
  headers?: boolean;
  /** Turns the `YYYY-MM-DD` text of date columns into the host's date value. */
  date?: (isoDate: string) => Cell | Date;
  /**
   * The host's longest text cell (Sheets 50,000 characters, Excel 32,767): one longer text would fail the whole
   * result, so it is cut with a visible note instead.
   */
  maxText?: number;
}

/** Cuts a text to `max` characters, saying so at its end. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = ` … [cut: ${text.length.toLocaleString('en-US')} characters in all]`;
  return text.slice(0, Math.max(0, max - note.length)) + note;
}

export type GridCell = Cell | Date;

/** The 2-D array a host hands to the spreadsheet. An empty result still has its header row, or one empty cell. */
export function toGrid(table: Table, options: GridOptions = {}): GridCell[][] {
  const { date: convertDate, maxText } = options;
  const dateColumns = table.columns.map((column) => column.kind === 'date');
  // Every text a cell receives is cut, the header and a date column's text that is no date too: one longer text
  // fails the whole result.
  const clipped = <T extends GridCell>(cell: T): T | string =>
    maxText !== undefined && typeof cell === 'string' ? clipText(cell, maxText) : cell;
  const body: GridCell[][] = table.rows.map((row) =>
    row.map((cell, index) => {
      if (typeof cell !== 'string' || cell === '') return cell;
      if (convertDate && dateColumns[index]) return clipped(convertDate(cell));
      return clipped(cell);
    }),
  );
  // A spreadsheet cannot take a 0-wide array: an answer with nothing in it still fills one empty cell.
  if (table.columns.length === 0 || (options.headers === false && body.length === 0)) return [['']];
  if (options.headers === false) return body;
  return [table.columns.map((column) => clipped(column.header)), ...body];
}
