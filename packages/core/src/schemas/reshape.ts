/**
 * Record-level renames that fold documented variants into one place before a schema reads the record. Inputs are
 * never mutated: a reshaped record shares untouched branches with the original.
 */
import { generatedFold } from './fold-code';
import { isPlainObject, type PlainObject } from './values';

function valueAt(record: PlainObject, path: readonly string[]): unknown {
  let current: unknown = record;
  for (let i = 0; i < path.length; i += 1) {
    if (!isPlainObject(current)) return undefined;
    current = current[path[i] as string];
  }
  return current;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Sets an own property as a literal `{[key]: value}` would: `__proto__` becomes a key, never the prototype. */
function setOwn(target: PlainObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

// Copies are made by spreading and then assigning, which engines clone quickly, rather than spreading into a literal
// with a computed key, which they do not; the keys end up in the same order either way.
/**
 * `fresh` holds the objects this fold has already copied: nothing else refers to them, so they are written in place
 * (as a copy of them would be written) instead of being copied once more.
 */
function withValue(
  record: PlainObject,
  path: readonly string[],
  depth: number,
  value: unknown,
  fresh: PlainObject[],
): PlainObject {
  const head = path[depth];
  if (head === undefined) return record;
  const copy = fresh.includes(record) ? record : { ...record };
  if (copy !== record) fresh.push(copy);
  if (depth === path.length - 1) {
    setOwn(copy, head, value);
  } else {
    const child = record[head];
    setOwn(copy, head, withValue(isPlainObject(child) ? child : {}, path, depth + 1, value, fresh));
  }
  return copy;
}

function withoutValue(record: PlainObject, path: readonly string[], depth: number, fresh: PlainObject[]): PlainObject {
  const head = path[depth];
  if (head === undefined || !(head in record)) return record;
  if (depth === path.length - 1) {
    const { [head]: _removed, ...others } = record;
    fresh.push(others);
    return others;
  }
  const child = record[head];
  if (!isPlainObject(child)) return record;
  const copy = fresh.includes(record) ? record : { ...record };
  if (copy !== record) fresh.push(copy);
  setOwn(copy, head, withoutValue(child, path, depth + 1, fresh));
  return copy;
}

/** Dotted paths split once: the same few aliases are folded in every record of a table. */
const splitPaths = new Map<string, readonly string[]>();
const SPLIT_PATHS_KEPT = 512;

function keysOf(path: string): readonly string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < SPLIT_PATHS_KEPT) splitPaths.set(path, keys);
  }
  return keys;
}

/**
 * Moves the value found at `alias` to `canonical` unless `canonical` already holds one; the alias is dropped either
 * way so each value has exactly one place in the normalised record.
 */
export function foldAlias(record: unknown, alias: readonly string[], canonical: readonly string[]): unknown {
  return foldInto(record, alias, canonical, []);
}

function foldInto(record: unknown, alias: readonly string[], canonical: readonly string[], fresh: PlainObject[]) {
  if (!isPlainObject(record)) return record;
  const aliased = valueAt(record, alias);
  if (aliased === undefined) return record;
  const without = withoutValue(record, alias, 0, fresh);
  return isPresent(valueAt(without, canonical)) ? without : withValue(without, canonical, 0, aliased, fresh);
}

/** Applies several `foldAlias` moves in order, by code generated for the moves where the runtime allows it. */
export function foldAliases(record: unknown, moves: ReadonlyArray<readonly [string, string]>): unknown {
  const fold = generatedFold(moves, keysOf, foldAliasesInTurn);
  return fold ? fold(record) : foldAliasesInTurn(record, moves);
}

/** `foldAliases` as closures, where code cannot be generated; the generated fold makes the same copies. */
export function foldAliasesInTurn(record: unknown, moves: ReadonlyArray<readonly [string, string]>): unknown {
  let current = record;
  const fresh: PlainObject[] = [];
  for (const [alias, canonical] of moves) current = foldInto(current, keysOf(alias), keysOf(canonical), fresh);
  return current;
}
