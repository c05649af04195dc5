import type { CellArg, CellScalar } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

export interface NumberBounds {
  min?: number;
  max?: number;
}

/** Plain decimal notation only: locale forms like `1,5` or `1.000,5` are refused rather than guessed at. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite number from a number cell or decimal text; undefined for anything else (booleans and dates included). */
export function readNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  if (!DECIMAL_TEXT.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

function boundsRemedy(noun: string, { min, max }: NumberBounds): string {
  if (min !== undefined && max !== undefined) return `Use ${noun} from ${min} to ${max}.`;
  if (min !== undefined) return `Use ${noun} of at least ${min}.`;
  if (max !== undefined) return `Use ${noun} of at most ${max}.`;
  return `Use ${noun}.`;
}

function checkBounds(number: number, name: string, bounds: NumberBounds, remedy: string): number {
  if (bounds.min !== undefined && number < bounds.min) throw refuse(name, `${number} is too small`, remedy);
  if (bounds.max !== undefined && number > bounds.max) throw refuse(name, `${number} is too large`, remedy);
  return number;
}

function requiredCell(value: CellArg, name: string, remedy: string): CellScalar {
  const cell = singleCell(value, name, remedy);
  if (isEmptyCell(cell)) throw required(name, remedy);
  return cell;
}

export function coerceNumber(value: CellArg, name: string, bounds: NumberBounds = {}): number {
  const remedy = boundsRemedy('a number', bounds);
  const cell = requiredCell(value, name, remedy);
  const number = readNumber(cell);
  if (number === undefined) throw refuse(name, `${describeValue(cell)} is not a number`, remedy);
  return checkBounds(number, name, bounds, remedy);
}

export function coerceInteger(value: CellArg, name: string, bounds: NumberBounds = {}): number {
  const remedy = boundsRemedy('a whole number', bounds);
  const cell = requiredCell(value, name, remedy);
  const number = readNumber(cell);
  if (number === undefined) throw refuse(name, `${describeValue(cell)} is not a number`, remedy);
  if (!Number.isInteger(number)) throw refuse(name, `${describeValue(cell)} is not a whole number`, remedy);
  if (!Number.isSafeInteger(number)) throw refuse(name, `${describeValue(cell)} is too large`, remedy);
  return checkBounds(number, name, bounds, remedy);
}
