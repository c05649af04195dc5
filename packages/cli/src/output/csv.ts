import type { Writable } from 'node:stream';
import type { Cell, Table } from '@sv/core';
import { escapeControls } from './control-escape';
import { chunked, writeChunks } from './stream-text';

/**
 * Text a spreadsheet would read as a formula when the file is opened: `=`, `+`, `-`, `@` or their full-width forms
 * (＝＋－＠, which some spreadsheets take as the same signs), also after leading blanks, NBSP, a BOM or zero-width spaces (which they skip),
 * and a leading tab or carriage return. It gets a leading apostrophe, so it shows as text and never runs.
 */
const FORMULA_START = /^(?:[\s\u00a0\ufeff\u200b-\u200d\u2060]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text has its control characters
 * escaped (see control-escape.ts) after the formula check, so an escape never hides a formula start.
 */
export function csvField(cell: Cell): string {
  if (typeof cell !== 'string') return String(cell);
  const text = escapeControls(FORMULA_START.test(cell) ? `'${cell}` : cell);
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
