import type { CellArg, CellScalar } from './cell';
import { describeValue, isDate } from './cell';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

export interface TextOptions {
  maxLength?: number;
}

/**
 * The text a cell shows, trimmed, or undefined for a date (whose text depends on the cell's format, so it is not
 * guessed). Numbers become their digits because a search term like 2024 arrives as a number.
 */
export function readText(cell: CellScalar): string | undefined {
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : undefined;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (isDate(cell)) return undefined;
  return '';
}

export function coerceText(value: CellArg, name: string, options: TextOptions = {}): string {
  const remedy = options.maxLength === undefined ? 'Type some text.' : `Type up to ${options.maxLength} characters.`;
  const cell = singleCell(value, name, remedy);
  if (isEmptyCell(cell)) throw required(name, remedy);
  const text = readText(cell);
  if (text === undefined) throw refuse(name, `${describeValue(cell)} is not text`, remedy);
  // A line break inside one value is a paste accident (a range copied into one cell), never part of a keyword or name.
  if (/\p{Cc}/u.test(text))
    throw refuse(name, `${describeValue(cell)} holds a line break or tab`, `Type it on one line. ${remedy}`);
  if (options.maxLength !== undefined && text.length > options.maxLength) {
    throw refuse(name, `the text is ${text.length} characters long`, remedy);
  }
  return text;
}
