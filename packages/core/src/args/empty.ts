import { type CellArg, cellsOf, type EmptinessContext, isRange } from './cell';

/** Sheets sends `undefined` or `''` for a skipped argument, Excel `null`, Excel desktop `0` for an empty cell. */
export function isEmptyCell(value: unknown, ctx: EmptinessContext = {}): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value === 0 && ctx.zeroIsEmpty === true;
}

/** True for a skipped argument and for a range whose cells are all empty. */
export function isEmptyArg(value: CellArg, ctx: EmptinessContext = {}): boolean {
  if (isRange(value)) return cellsOf(value).every((cell) => isEmptyCell(cell, ctx));
  return isEmptyCell(value, ctx);
}

/** Runs `coerce` only when the argument was given: `optionalArg(v, ctx, (x) => coerceInteger(x, 'limit'))`. */
export function optionalArg<T>(value: CellArg, ctx: EmptinessContext, coerce: (value: CellArg) => T): T | undefined {
  return isEmptyArg(value, ctx) ? undefined : coerce(value);
}
