/** Turning one value into one cell, by column kind. A cell is never null or undefined: missing is "". */
import { isPlainObject, numberFromText, toDateText, toText } from '../schemas/values';
import type { Cell, ColumnKind } from '../table';

/** The value at a dotted path, or undefined when any step is missing. */
export function valueAtPath(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function toCell(value: unknown, kind: ColumnKind): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if ((kind === 'number' || kind === 'integer') && value.trim() !== '') return numberFromText(value) ?? value;
    if (kind === 'date') return toDateText(value) ?? '';
    return value;
  }
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.map((item) => toText(item) ?? '').join(', ');
  }
  return toText(value) ?? '';
}
