import type { Surface } from '../wording';

/** What a spreadsheet hands a custom function for one argument. */
export type CellScalar = string | number | boolean | Date | null | undefined;

/** A range arrives as a 2-D array, row-major, in both Sheets and Excel. */
export type CellRange = ReadonlyArray<ReadonlyArray<CellScalar>>;

export type CellArg = CellScalar | CellRange;

export interface CoerceContext {
  /** Today's date in the user's time zone, as `YYYY-MM-DD`. */
  today(): string;
  /**
   * Formats a JS Date in the spreadsheet's time zone as `YYYY-MM-DD`. Sheets hands date cells over as the instant of
   * midnight in the spreadsheet's zone, which may differ from the script's, so the host must supply this.
   * Default: the runtime's local calendar fields (never `toISOString`, which would shift the day).
   */
  formatDate?(date: Date): string;
  /** Excel desktop hands empty cells to functions as 0: let 0 count as empty for optional arguments and in ranges. */
  zeroIsEmpty?: boolean;
  /** Where a refusal is shown, so it names what the user can type there ("a date cell" only in a spreadsheet). */
  surface?: Surface;
}

export type EmptinessContext = Pick<CoerceContext, 'zeroIsEmpty'>;

export function isRange(value: CellArg): value is CellRange {
  return Array.isArray(value);
}

/** Cross-realm safe: the built add-ins are also run inside `node:vm`, where `instanceof Date` would lie. */
export function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === '[object Date]';
}

export function isCellScalar(value: unknown): value is CellScalar {
  return (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    isDate(value)
  );
}

/** Every cell of a range, row-major. A row that is not an array (never sent by a host) counts as one cell. */
export function cellsOf(range: CellRange): unknown[] {
  const cells: unknown[] = [];
  for (const row of range as readonly unknown[]) {
    if (Array.isArray(row)) cells.push(...row);
    else cells.push(row);
  }
  return cells;
}

/** Calendar fields of the runtime's own zone; used when the host gives no formatter and to show dates in messages. */
export function formatLocalDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const SHOWN_TEXT_LENGTH = 60;

/** A value as an analyst would recognise it in a message. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty cell';
  if (typeof value === 'string') {
    const shown = value.length > SHOWN_TEXT_LENGTH ? `${value.slice(0, SHOWN_TEXT_LENGTH)}…` : value;
    return `"${shown}"`;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (isDate(value)) return Number.isNaN(value.getTime()) ? 'an invalid date' : `the date ${formatLocalDate(value)}`;
  if (Array.isArray(value)) return 'a range';
  return 'a value that is not text, a number, a date or TRUE/FALSE';
}
