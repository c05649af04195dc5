import type { CellArg, CellScalar } from './cell';
import { describeValue } from './cell';
import { isEmptyCell } from './empty';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

export interface NumberBounds {
  min?: number;
  max?: number;
}

/**
 * Plain decimal notation only. Locale forms like `1,5` or `1.000,5` are refused rather than guessed at, and so is
 * exponent text (`1e2`): a cell shows it as text, so the analyst did not see the number it would become.
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Whole numbers in text: digits with an optional sign, nothing else (no `1.0`, `1e2`, `0x10` or `1,000`). */
const WHOLE_NUMBER_TEXT = /^[+-]?\d+$/;

/** A finite number from a number cell or decimal text; undefined for anything else (booleans and dates included). */
export function readNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  if (!DECIMAL_TEXT.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A whole number from a number cell holding one, or from text of digits (an optional sign, spaces around); undefined
 * for anything else. A number cell showing 1E+2 holds the whole number 100 and is read as such.
 */
export function readWholeNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim();
  return WHOLE_NUMBER_TEXT.test(text) ? Number(text) : undefined;
}

/** Why a value is not a whole number, in words that name the value. */
export function wholeNumberProblem(cell: unknown): string {
  const shown = describeValue(cell);
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (/^[+-]?(?:\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(text)) return `${shown} is exponent notation, not plain digits`;
    if (/^[+-]?0x[0-9a-f]+$/i.test(text)) return `${shown} is a hexadecimal number, not plain digits`;
    if (DECIMAL_TEXT.test(text)) return `${shown} is not a whole number`;
    if (/^[+-]?\d{1,3}(?:[,.' ]\d{3})+$/.test(text)) return `${shown} has thousands separators; type the digits only`;
  }
  if (typeof cell === 'number' && Number.isFinite(cell)) return `${shown} is not a whole number`;
  return `${shown} is not a number`;
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
  const number = readWholeNumber(cell);
  if (number === undefined) throw refuse(name, wholeNumberProblem(cell), remedy);
  if (!Number.isSafeInteger(number)) throw refuse(name, `${describeValue(cell)} is too large`, remedy);
  return checkBounds(number, name, bounds, remedy);
}
