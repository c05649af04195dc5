/**
 * Scalar coercions shared by every record schema. They never fail: the service is inconsistent about types (numbers
 * sent as text, ids as text, markers such as "N/A"), and an analyst is better served by a visible odd value than by a
 * whole table refused because of one cell.
 */
import { memoByText } from './text-memo';

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Plain decimal notation only, so that text such as "12%", "1,200" or "N/A" is never mistaken for a number. */
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** The number a text spells in plain decimal notation, or undefined. */
export function numberFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Compact text for a value that should have been a scalar, so it stays visible instead of vanishing. */
export function describeUnexpected(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A measurement: numbers stay numbers, numeric text becomes a number, any other text ("N/A") is kept as is. */
export function toNumberOrText(value: unknown): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return numberFromText(value) ?? value;
  }
  if (typeof value === 'boolean') return String(value);
  return describeUnexpected(value);
}

/**
 * An identifier: a number when it is a whole number a spreadsheet can hold exactly, otherwise text (very long ids
 * would lose digits as numbers).
 */
export function toIdentifier(value: unknown): number | string | undefined {
  const coerced = toNumberOrText(value);
  if (typeof coerced === 'number' && !Number.isSafeInteger(coerced)) {
    return typeof value === 'string' ? value.trim() : coerced;
  }
  return coerced;
}

export function toText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return describeUnexpected(value);
}

const TRUE_TEXT = new Set(['true', '1', 'yes']);
const FALSE_TEXT = new Set(['false', '0', 'no']);

/** A yes/no flag: booleans, 1/0 and their text forms become booleans; anything else stays visible as text. */
export function toFlag(value: unknown): boolean | string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const lowered = value.trim().toLowerCase();
    if (lowered === '') return undefined;
    if (TRUE_TEXT.has(lowered)) return true;
    if (FALSE_TEXT.has(lowered)) return false;
  }
  return toText(value);
}

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as `YYYY-MM-DD` text; a date-time is cut to its date, anything else is kept visible as text. */
export function toDateText(value: unknown): string | undefined {
  // A date as the service sends it is kept as it is: no match to build, and no copy of it for the table to hold.
  if (typeof value === 'string' && value.length === 10 && DATE_ONLY.test(value)) return value;
  const text = toText(value);
  if (text === undefined || text.trim() === '') return undefined;
  const match = DATE_PREFIX.exec(text.trim());
  return match?.[1] ?? text;
}

/**
 * SERP feature codes: guides spell them in lower case, real responses in upper case; upper case wins. Remembered, as
 * a few dozen codes fill every SERP of a table, each read twice per item.
 */
export const toFeatureCode = memoByText(featureCodeOf, 512);

function featureCodeOf(value: unknown): string | undefined {
  const text = toText(value)?.trim();
  return text ? text.toUpperCase() : undefined;
}

/** Items of a comma-separated text or of an array, trimmed, empties dropped. */
export function listItems(value: unknown): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  // The common cells, an empty list or a single item, without splitting.
  if (typeof value === 'string' && !value.includes(',')) {
    const item = value.trim();
    return item === '' ? [] : [item];
  }
  const texts = Array.isArray(value) ? value.map((item) => toText(item) ?? '') : [toText(value) ?? ''];
  return texts
    .flatMap((text) => text.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
