import type { Writable } from 'node:stream';
import type { Cell, Table } from '@sv/core';
import { chunked, writeChunks } from './stream-text';

/**
 * Text a spreadsheet would read as a formula when the file is opened (`=`, `+`, `-`, `@`, and the tab and carriage
 * return that some spreadsheets skip before one): it gets a leading apostrophe, so it shows as text and never runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(cell: Cell): string {
  if (typeof cell !== 'string') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\n`;
}

/** The table as CSV: the header row of dotted field paths (unless `headers` is false), then one line per row. */
export async function writeCsv(table: Table, headers: boolean, out: Writable): Promise<void> {
  if (table.columns.length === 0) return;
  if (headers) await writeChunks(out, [csvLine(table.columns.map((column) => column.header))]);
  await writeChunks(out, chunked(table.rows, csvLine));
}
