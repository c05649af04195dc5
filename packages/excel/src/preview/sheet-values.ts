/** What a cell of the preview's sheet holds once calculated, as Excel would: blank is null. */
export type Scalar = number | string | boolean | null | SheetError;

export type Matrix = Scalar[][];

/** A spreadsheet error value (#N/A, #VALUE!, #NUM!, #DIV/0!, #REF!), with the reason when one is known. */
export class SheetError {
  constructor(
    readonly code: string,
    readonly reason = '',
  ) {}
}

export const isError = (value: unknown): value is SheetError => value instanceof SheetError;

/** A rectangle of the sheet, read lazily: a whole column only reaches down to the sheet's last used row. */
export interface RangeValue {
  readonly kind: 'range';
  readonly top: number;
  readonly left: number;
  readonly rows: number;
  readonly columns: number;
  at(row: number, column: number): Scalar;
  /** Every cell at once, when the sheet keeps them between formulas (a whole column is read by many). */
  cells?(): Matrix;
}

export type Value = Scalar | Matrix | RangeValue;

export const isRange = (value: Value): value is RangeValue =>
  typeof value === 'object' && value !== null && !isError(value) && !Array.isArray(value);

export function toMatrix(value: Value): Matrix {
  if (Array.isArray(value)) return value;
  if (isRange(value)) {
    if (value.cells) return value.cells();
    return Array.from({ length: value.rows }, (_, r) =>
      Array.from({ length: value.columns }, (_, c) => value.at(r, c)),
    );
  }
  return [[value]];
}

/** The single value a cell shows: a range or array gives its top-left value. */
export function toScalar(value: Value): Scalar {
  if (Array.isArray(value)) return value[0]?.[0] ?? null;
  if (isRange(value)) return value.rows > 0 && value.columns > 0 ? value.at(0, 0) : null;
  return value;
}

/**
 * Each matrix's values row by row, made once: the sheet keeps the rectangles it read, and the report's figures read
 * the same whole columns hundreds of times (MATCH, COUNT and SUMIFS over them).
 */
const flattened = new WeakMap<Matrix, readonly Scalar[]>();

/** Every value of a range or array, row by row (shared: not to be changed). */
export function flatValues(value: Value): readonly Scalar[] {
  const matrix = toMatrix(value);
  const known = flattened.get(matrix);
  if (known) return known;
  const values = matrix.flat();
  flattened.set(matrix, values);
  return values;
}
