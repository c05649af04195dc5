import type { Writable } from 'node:stream';
import type { Cell, Column, Table } from '@sv/core';
import { escapeJsonControls } from './control-escape';
import { chunked, writeChunks } from './stream-text';

/** A missing value: `null`, which a data warehouse loads as NULL in a column of any type. */
function jsonValue(cell: Cell): Cell | null {
  return cell === '' ? null : cell;
}

/** JSON with no raw control character, so a line shown on a terminal cannot drive it; the values are unchanged. */
function json(value: unknown): string {
  return escapeJsonControls(JSON.stringify(value));
}

/**
 * The table as JSON lines: one object per row keyed by the dotted field paths, in the column order; with
 * `headers=false`, one array per row instead. Dates are `YYYY-MM-DD` text, as JSON has no dates.
 */
export async function writeJsonLines(table: Table, headers: boolean, out: Writable): Promise<void> {
  await writeChunks(out, chunked(table.rows, jsonLine(table.columns, headers)));
}

/**
 * The object keys of a line: the headers, each once. The core gives distinct headers; should two ever meet, the later
 * is numbered (`name (2)`) rather than its value silently replacing the earlier one's.
 */
function distinctKeys(columns: readonly Column[]): string[] {
  const taken = new Set(columns.map(({ header }) => header));
  const used = new Set<string>();
  return columns.map(({ header }) => {
    let key = header;
    if (used.has(key)) {
      for (let copy = 2; taken.has(key); copy += 1) key = `${header} (${copy})`;
      taken.add(key);
    }
    used.add(key);
    return key;
  });
}

/** One row as a JSON line: an object keyed by the headers, or an array without them. */
export function jsonLine(columns: readonly Column[], headers: boolean): (row: readonly Cell[]) => string {
  if (!headers) return (row) => `${json(row.map(jsonValue))}\n`;
  const members = objectMembers(distinctKeys(columns));
  return (row) => {
    let line = '{';
    for (const { prefix, column } of members) line += prefix + JSON.stringify(jsonValue(row[column] ?? ''));
    return `${escapeJsonControls(`${line}}`)}\n`;
  };
}

/**
 * The members of a row's object, written once: each key as JSON with what comes before it, and the column whose
 * value follows. In the order JSON.stringify gives an object of these keys (integer-like keys first), so a line is
 * the same text as the object's JSON without building an object per row (tables of 100,000 rows and more).
 */
function objectMembers(keys: readonly string[]): { prefix: string; column: number }[] {
  const columnOf = new Map(keys.map((key, column) => [key, column]));
  return Object.keys(Object.fromEntries(keys.map((key) => [key, null]))).map((key, index) => ({
    prefix: `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
    column: columnOf.get(key) as number,
  }));
}
