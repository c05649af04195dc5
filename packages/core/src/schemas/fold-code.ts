/**
 * `foldAliases` as generated code, one function per list of moves. The general fold copies records through shared
 * helpers that see every shape of every record at the same few spots, which engines handle slowly; written out with
 * every key a literal, each copy and property write sees one shape and the fold of a keyword record costs little.
 * The generated code makes exactly the decisions of the general fold in reshape.ts, copy for copy.
 */
import { canGenerateCode, literal } from './generated-code';
import { isPlainObject } from './values';

export type Fold = (record: unknown) => unknown;

/** A key generated code must not write as a plain property (it would set the prototype). */
const UNSAFE_KEY = '__proto__';

interface Emitted {
  lines: string[];
  next: number;
}

/** A function copying `record` without the value at `path` (depth onwards); returns its name. */
function emitWithout(path: readonly string[], depth: number, out: Emitted): string {
  const name = `without${out.next++}`;
  const k = literal(path[depth] as string);
  if (depth === path.length - 1) {
    out.lines.push(
      `function ${name}(record) {`,
      `if (!(${k} in record)) return record;`,
      `const { [${k}]: removed, ...others } = record;`,
      'return keep(others);',
      '}',
    );
    return name;
  }
  const inner = emitWithout(path, depth + 1, out);
  out.lines.push(
    `function ${name}(record) {`,
    `if (!(${k} in record)) return record;`,
    `const child = record[${k}];`,
    'if (!isPlainObject(child)) return record;',
    'const copy = isFresh(record) ? record : keep(COPY(record));',
    `copy[${k}] = ${inner}(child);`,
    'return copy;',
    '}',
  );
  return name;
}

/** A function copying `record` with `value` at `path` (depth onwards), making missing objects; returns its name. */
function emitWith(path: readonly string[], depth: number, out: Emitted): string {
  const name = `with${out.next++}`;
  const k = literal(path[depth] as string);
  const last = depth === path.length - 1;
  const inner = last ? '' : emitWith(path, depth + 1, out);
  out.lines.push(`function ${name}(record, value) {`, 'const copy = isFresh(record) ? record : keep(COPY(record));');
  if (last) out.lines.push(`copy[${k}] = value;`);
  else
    out.lines.push(`const child = record[${k}];`, `copy[${k}] = ${inner}(isPlainObject(child) ? child : {}, value);`);
  out.lines.push('return copy;', '}');
  return name;
}

/** The value at `path` below the object `source`, as an expression (a dotted path read through plain objects). */
function readExpression(source: string, path: readonly string[]): string {
  let expression = `${source}[${literal(path[0] as string)}]`;
  for (const key of path.slice(1)) {
    expression = `(isPlainObject(v = ${expression}) ? v[${literal(key)}] : undefined)`;
  }
  return expression;
}

const isEnumerableOwn = Object.prototype.propertyIsEnumerable;

/**
 * A copy of an object, as `{ ...source }` makes it. `Object.assign` makes the same copy much faster for objects that
 * are then given one more property, but it sets a copy's prototype where the source holds its own `__proto__` key.
 */
function copyOf(source: object): object {
  // Only an enumerable own key is copied, by either; Object.hasOwn is left out for older runtimes (Apps Script).
  return isEnumerableOwn.call(source, UNSAFE_KEY) ? { ...source } : Object.assign({}, source);
}

/**
 * The objects the running fold has copied, which it writes in place (the general fold's `fresh` list), kept in one
 * list per generated fold with a count, so that no list is made per record.
 */
const FRESH_LIST = [
  'const FRESH = [];',
  'let freshCount = 0;',
  'let busy = false;',
  'function isFresh(object) {',
  'for (let i = 0; i < freshCount; i += 1) if (FRESH[i] === object) return true;',
  'return false;',
  '}',
  'function keep(copy) {',
  'FRESH[freshCount] = copy;',
  'freshCount += 1;',
  'return copy;',
  '}',
];

function generateFold(moves: ReadonlyArray<readonly [readonly string[], readonly string[]]>, inTurn: Fold): Fold {
  const out: Emitted = { lines: [...FRESH_LIST], next: 0 };
  const body: string[] = ['return function fold(record) {', 'if (!isPlainObject(record)) return record;'];
  // A fold entered while this one runs (from a getter of the record) folds by the closures, not with this list.
  body.push('if (busy) return IN_TURN(record);', 'busy = true;', 'freshCount = 0;', 'try {');
  body.push('let current = record;', 'let v;');
  for (const [alias, canonical] of moves) {
    const without = emitWithout(alias, 0, out);
    const withValue = emitWith(canonical, 0, out);
    body.push(
      '{',
      `const aliased = ${readExpression('current', alias)};`,
      'if (aliased !== undefined) {',
      `const kept = ${without}(current);`,
      `const held = ${readExpression('kept', canonical)};`,
      `current = held !== undefined && held !== null && held !== "" ? kept : ${withValue}(kept, aliased);`,
      '}',
      '}',
    );
  }
  // The copies are let go once the fold returns.
  body.push(
    'return current;',
    '} finally {',
    'while (freshCount > 0) FRESH[--freshCount] = undefined;',
    'busy = false;',
  );
  body.push('}', '};');
  const source = [...out.lines, ...body].join('\n');
  return new Function('isPlainObject', 'COPY', 'IN_TURN', source)(isPlainObject, copyOf, inTurn) as Fold;
}

/** Folds generated so far, by the text of their moves: most callers write their moves inline, as a new array. */
const foldsByMoves = new Map<string, Fold | undefined>();
const FOLDS_KEPT = 256;
/** The moves of the last call and their fold: a table's records all pass the same moves, often one constant array. */
let lastMoves: unknown;
let lastFold: Fold | undefined;

/**
 * The generated fold of `moves` (split into keys by `keysOf`), or undefined where code cannot be generated, a key
 * would need the general fold's care (`__proto__`), or too many different moves were seen to keep generating.
 * `inTurn` is the general fold, for a fold entered while the same one runs.
 */
export function generatedFold(
  moves: ReadonlyArray<readonly [string, string]>,
  keysOf: (path: string) => readonly string[],
  inTurn: (record: unknown, moves: ReadonlyArray<readonly [string, string]>) => unknown,
): Fold | undefined {
  if (moves === lastMoves) return lastFold;
  if (!canGenerateCode()) return undefined;
  const text = moves.map(([alias, canonical]) => `${alias}\u0000${canonical}`).join('\u0001');
  let fold = foldsByMoves.get(text);
  if (fold === undefined && !foldsByMoves.has(text)) {
    if (foldsByMoves.size >= FOLDS_KEPT) return undefined;
    const split = moves.map(([alias, canonical]) => [keysOf(alias), keysOf(canonical)] as const);
    const unsafe = split.some((paths) => paths.some((keys) => keys.length === 0 || keys.includes(UNSAFE_KEY)));
    fold = unsafe ? undefined : generateFold(split, (record) => inTurn(record, moves));
    foldsByMoves.set(text, fold);
  }
  lastMoves = moves;
  lastFold = fold;
  return fold;
}
