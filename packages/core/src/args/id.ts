import type { CellArg } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { readWholeNumber, wholeNumberProblem } from './number';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

const ID_REMEDY = 'Use a positive whole number such as 123.';
const GROUP_ID_REMEDY = 'Use a group id (a whole number such as 123), "all" for every keyword (0) or "brand" (-1).';

/** Group ids below zero are the service's built-in groups; 0 means all keywords. */
const LOWEST_GROUP_ID = -3;
// A Map, not an object: a cell holding "__proto__" or "constructor" must not read as an inherited property.
const NAMED_GROUP_IDS: ReadonlyMap<string, number> = new Map([
  ['all', 0],
  ['brand', -1],
]);
/** Ids as text: digits only. A sign, a decimal point, exponent or hexadecimal notation and separators are refused. */
const ID_TEXT = /^\d+$/;
/** Group ids as text: digits, or a minus sign before the digits of a built-in group. */
const GROUP_ID_TEXT = /^-?\d+$/;

export type IdReading = { id: number } | { problem: string };

/**
 * A positive whole number, or why the value is not one (a phrase that names the value). A number cell must hold a
 * whole number; text must be digits only (spaces around are fine), so `1e2`, `0x64`, `1.0` and `+5` are refused
 * instead of being read as some other id.
 */
export function readPositiveId(cell: unknown): IdReading {
  const shown = describeValue(cell);
  const number = readIdNumber(cell, ID_TEXT);
  if (number === undefined) return { problem: idProblem(cell, 'an id') };
  if (number <= 0) return { problem: `${shown} is not a positive whole number` };
  if (!Number.isSafeInteger(number)) return { problem: `${shown} is too large to be an id` };
  return { id: number };
}

/** A keyword group: a positive id, 0/`all` for every keyword, -1/`brand`, or another built-in group down to -3. */
export function readGroupId(cell: unknown): IdReading {
  if (typeof cell === 'string') {
    const named = NAMED_GROUP_IDS.get(cell.trim().toLowerCase());
    if (named !== undefined) return { id: named };
  }
  const shown = describeValue(cell);
  const number = readIdNumber(cell, GROUP_ID_TEXT);
  if (number === undefined) return { problem: idProblem(cell, 'a group id') };
  if (!Number.isSafeInteger(number)) return { problem: `${shown} is too large to be a group id` };
  if (number < LOWEST_GROUP_ID) return { problem: `${shown} is not a group id` };
  // `-0` typed as text is the all-keywords group, 0.
  return { id: number === 0 ? 0 : number };
}

function readIdNumber(cell: unknown, textShape: RegExp): number | undefined {
  if (typeof cell === 'string' && !textShape.test(cell.trim())) return undefined;
  return readWholeNumber(cell);
}

function idProblem(cell: unknown, noun: string): string {
  const text = typeof cell === 'string' ? cell.trim() : '';
  if (/^-\d+$/.test(text)) return `${describeValue(cell)} is not a positive whole number`;
  if (/^\+\d+$/.test(text)) return `${describeValue(cell)} has a sign; type the digits only`;
  const problem = wholeNumberProblem(cell);
  return problem.endsWith('is not a number') ? `${describeValue(cell)} is not ${noun}` : problem;
}

/** Campaign, site, keyword and other record ids: positive whole numbers, as numbers or digit text. */
export function coerceId(value: CellArg, name: string): number {
  return coerceWith(readPositiveId, ID_REMEDY, value, name);
}

/** A keyword group: a positive id, 0 or `all` for every keyword, -1 or `brand`, or another built-in group down to -3. */
export function coerceGroupId(value: CellArg, name: string): number {
  return coerceWith(readGroupId, GROUP_ID_REMEDY, value, name);
}

/** One required cell read as an id, every refusal ending with what to type. */
function coerceWith(read: (cell: unknown) => IdReading, remedy: string, value: CellArg, name: string): number {
  const cell = singleCell(value, name, remedy);
  if (isEmptyCell(cell)) throw required(name, remedy);
  const reading = read(cell);
  if ('problem' in reading) throw refuse(name, reading.problem, remedy);
  return reading.id;
}
