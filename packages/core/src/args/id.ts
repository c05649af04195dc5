import type { CellArg } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { readNumber } from './number';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

const ID_REMEDY = 'Use a positive whole number such as 123.';
const GROUP_ID_REMEDY = 'Use a group id (a whole number such as 123), "all" for every keyword (0) or "brand" (-1).';

/** Group ids below zero are the service's built-in groups; 0 means all keywords. */
const LOWEST_GROUP_ID = -3;
const NAMED_GROUP_IDS: Readonly<Record<string, number>> = { all: 0, brand: -1 };

export type IdReading = { id: number } | { problem: string };

/** A positive whole number, or why the value is not one (a phrase that names the value). */
export function readPositiveId(cell: unknown): IdReading {
  const number = readNumber(cell);
  const shown = describeValue(cell);
  if (number === undefined) return { problem: `${shown} is not an id` };
  if (!Number.isInteger(number) || number <= 0) return { problem: `${shown} is not a positive whole number` };
  if (!Number.isSafeInteger(number)) return { problem: `${shown} is too large to be an id` };
  return { id: number };
}

/** Campaign, site, keyword and other record ids: positive whole numbers, as numbers or digit text. */
export function coerceId(value: CellArg, name: string): number {
  const cell = singleCell(value, name, ID_REMEDY);
  if (isEmptyCell(cell)) throw required(name, ID_REMEDY);
  const reading = readPositiveId(cell);
  if ('problem' in reading) throw refuse(name, reading.problem, ID_REMEDY);
  return reading.id;
}

/** A keyword group: a positive id, 0 or `all` for every keyword, -1 or `brand`, or another built-in group down to -3. */
export function coerceGroupId(value: CellArg, name: string): number {
  const cell = singleCell(value, name, GROUP_ID_REMEDY);
  if (isEmptyCell(cell)) throw required(name, GROUP_ID_REMEDY);
  if (typeof cell === 'string') {
    const named = NAMED_GROUP_IDS[cell.trim().toLowerCase()];
    if (named !== undefined) return named;
  }
  const number = readNumber(cell);
  const shown = describeValue(cell);
  if (number === undefined) throw refuse(name, `${shown} is not a group id`, GROUP_ID_REMEDY);
  if (!Number.isSafeInteger(number)) throw refuse(name, `${shown} is not a whole number`, GROUP_ID_REMEDY);
  if (number < LOWEST_GROUP_ID) throw refuse(name, `${shown} is not a group id`, GROUP_ID_REMEDY);
  return number;
}
