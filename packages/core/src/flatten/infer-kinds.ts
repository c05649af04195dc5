/** Column kinds of a table whose shape was not known in advance, read from the cells themselves. */
import type { Cell, ColumnKind } from '../table';

/** Only canonical numbers, so codes with leading zeros ("0012") or a "+" stay text. */
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Text that marks a missing measurement; it may sit in a numeric column without making it text. */
const MARKERS = new Set(['N/A']);

function numericText(cell: Cell): number | undefined {
  if (typeof cell !== 'string' || !CANONICAL_NUMBER.test(cell)) return undefined;
  const parsed = Number(cell);
  return Number.isFinite(parsed) && (cell.includes('.') || Number.isSafeInteger(parsed)) ? parsed : undefined;
}

/**
 * The kind of one column, and its cells with numbers sent as text turned into numbers when every other value of the
 * column is a number (or a marker such as "N/A"): a keyword column holding "404" among words stays text.
 */
export function inferColumn(cells: readonly Cell[]): { kind: ColumnKind; cells: Cell[] } {
  const present = cells.filter((cell) => cell !== '');
  if (present.length === 0) return { kind: 'text', cells: [...cells] };
  const numeric = present.every(
    (cell) => typeof cell === 'number' || numericText(cell) !== undefined || MARKERS.has(String(cell)),
  );
  if (numeric && present.some((cell) => !MARKERS.has(String(cell)))) {
    const converted = cells.map((cell) => (typeof cell === 'string' ? (numericText(cell) ?? cell) : cell));
    const whole = converted.every((cell) => typeof cell !== 'number' || Number.isInteger(cell));
    return { kind: whole ? 'integer' : 'number', cells: converted };
  }
  if (present.every((cell) => typeof cell === 'boolean')) return { kind: 'boolean', cells: [...cells] };
  if (present.every((cell) => typeof cell === 'string')) {
    const dates = present.every((cell) => ISO_DATE.test(String(cell)));
    return { kind: dates ? 'date' : 'text', cells: [...cells] };
  }
  return { kind: 'any', cells: [...cells] };
}
