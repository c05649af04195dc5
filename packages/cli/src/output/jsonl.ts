import type { Writable } from 'node:stream';
import type { Cell, Table } from '@sv/core';
import { chunked, writeChunks } from './stream-text';

/** A missing value: `null`, which a data warehouse loads as NULL in a column of any type. */
function jsonValue(cell: Cell): Cell | null {
  return cell === '' ? null : cell;
}

/**
 * The table as JSON lines: one object per row keyed by the dotted field paths, in the column order; with
 * `headers=false`, one array per row instead. Dates are `YYYY-MM-DD` text, as JSON has no dates.
 */
export async function writeJsonLines(table: Table, headers: boolean, out: Writable): Promise<void> {
  const keys = table.columns.map((column) => column.header);
  const line = headers
    ? (row: readonly Cell[]) =>
        `${JSON.stringify(Object.fromEntries(keys.map((key, i) => [key, jsonValue(row[i] ?? '')])))}\n`
    : (row: readonly Cell[]) => `${JSON.stringify(row.map(jsonValue))}\n`;
  await writeChunks(out, chunked(table.rows, line));
}
