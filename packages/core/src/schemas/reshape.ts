/**
 * Record-level renames that fold documented variants into one place before a schema reads the record. Inputs are
 * never mutated: a reshaped record shares untouched branches with the original.
 */
import { isPlainObject, type PlainObject } from './values';

function valueAt(record: PlainObject, path: readonly string[]): unknown {
  let current: unknown = record;
  for (const key of path) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function withValue(record: PlainObject, path: readonly string[], value: unknown): PlainObject {
  const [head, ...rest] = path;
  if (head === undefined) return record;
  if (rest.length === 0) return { ...record, [head]: value };
  const child = record[head];
  return { ...record, [head]: withValue(isPlainObject(child) ? child : {}, rest, value) };
}

function withoutValue(record: PlainObject, path: readonly string[]): PlainObject {
  const [head, ...rest] = path;
  if (head === undefined || !(head in record)) return record;
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = record;
    return others;
  }
  const child = record[head];
  return isPlainObject(child) ? { ...record, [head]: withoutValue(child, rest) } : record;
}

/**
 * Moves the value found at `alias` to `canonical` unless `canonical` already holds one; the alias is dropped either
 * way so each value has exactly one place in the normalised record.
 */
export function foldAlias(record: unknown, alias: readonly string[], canonical: readonly string[]): unknown {
  if (!isPlainObject(record)) return record;
  const aliased = valueAt(record, alias);
  if (aliased === undefined) return record;
  const without = withoutValue(record, alias);
  return isPresent(valueAt(without, canonical)) ? without : withValue(without, canonical, aliased);
}

/** Applies several `foldAlias` moves in order. */
export function foldAliases(record: unknown, moves: ReadonlyArray<readonly [string, string]>): unknown {
  return moves.reduce(
    (current, [alias, canonical]) => foldAlias(current, alias.split('.'), canonical.split('.')),
    record,
  );
}
