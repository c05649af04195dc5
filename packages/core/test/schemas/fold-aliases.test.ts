/**
 * Folding aliases by generated code against the general fold: the same record (key order included), the same objects
 * shared with the input, and the input never changed, for the moves the record schemas use and for arbitrary ones.
 */
import fc from 'fast-check';
import { foldAliases, foldAliasesInTurn } from '../../src/schemas/reshape';

const KEYS = ['a', 'b', 'percentage_clicks', 'serp_data', 'difficulty', 'x', '', 'constructor', '__proto__'];
const key = fc.constantFrom(...KEYS);
const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((keys) => keys.join('.'));
const moves = fc.array(fc.tuple(path, path), { minLength: 1, maxLength: 3 });

/** Records built from the same keys, with objects, lists, empty markers and scalars at every level. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(0, 0.6, '', 'N/A', null, true, [], undefined),
    tie('object'),
  ),
  object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
})).value;
const record = fc.dictionary(key, value, { maxKeys: 6 });

/** Objects of `folded` that are also objects of `input`, by their path in `folded`. */
function sharedPaths(folded: unknown, input: unknown, seen = new Set<unknown>(), at = ''): string[] {
  if (typeof folded !== 'object' || folded === null) return [];
  const inputs = new Set<unknown>();
  const collect = (node: unknown) => {
    if (typeof node !== 'object' || node === null || inputs.has(node)) return;
    inputs.add(node);
    for (const child of Object.values(node)) collect(child);
  };
  collect(input);
  const shared: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (inputs.has(node)) shared.push(where);
    for (const [name, child] of Object.entries(node)) walk(child, `${where}.${name}`);
  };
  walk(folded, at);
  return shared;
}

/**
 * A value as a tree of its own keys in order, undefined values and prototypes included (jest's strict equality would
 * compare a record's own `constructor` key as its class).
 */
function tree(value: unknown): unknown {
  if (Array.isArray(value)) return { list: value.map(tree) };
  if (typeof value !== 'object' || value === null) return { [typeof value]: String(value) };
  const prototype = Object.getPrototypeOf(value) === null ? 'none' : 'object';
  return { prototype, keys: Reflect.ownKeys(value).map((name) => [String(name), tree(Reflect.get(value, name))]) };
}

function expectSameFold(raw: unknown, aliases: ReadonlyArray<readonly [string, string]>) {
  const before = JSON.stringify(raw);
  const expected = foldAliasesInTurn(raw, aliases);
  const folded = foldAliases(raw, aliases);
  expect(tree(folded)).toEqual(tree(expected));
  expect(JSON.stringify(raw)).toBe(before);
  expect(sharedPaths(folded, raw)).toEqual(sharedPaths(expected, raw));
}

test('the keyword moves, on records with and without the aliases', () => {
  const keywordMoves = [
    ['percentage_clicks', 'serp_data.percentage_clicks'],
    ['opportunity.difficulty_top_10', 'opportunity.difficulty'],
    ['difficulty_top_10', 'opportunity.difficulty'],
  ] as const;
  const raw = {
    keyword_id: 1,
    serp_data: { desktop: [] },
    percentage_clicks: 0.6,
    opportunity: { score: 3, difficulty_top_10: 'easy' },
    difficulty_top_10: 'hard',
  };
  expect(foldAliases(raw, keywordMoves)).toEqual({
    keyword_id: 1,
    serp_data: { desktop: [], percentage_clicks: 0.6 },
    opportunity: { score: 3, difficulty: 'easy' },
  });
  expectSameFold(raw, keywordMoves);
  expectSameFold(
    { keyword_id: 2, serp_data: [], opportunity: { difficulty: '' }, difficulty_top_10: 'hard' },
    keywordMoves,
  );
  expectSameFold({ keyword_id: 3 }, keywordMoves);
  expectSameFold('not a record', keywordMoves);
});

test('any moves on any record fold as the general fold does', () => {
  fc.assert(
    fc.property(record, moves, (raw, aliases) => expectSameFold(raw, aliases)),
    { numRuns: 400 },
  );
});

test('a fold entered while the same fold runs (a getter of the record folding) folds as the general fold does', () => {
  const aliases = [
    ['x', 'b.c'],
    ['a', 'b.d'],
  ] as const;
  const nested: unknown[] = [];
  const raw = {
    x: 2,
    get a() {
      nested.push(foldAliases({ x: 5, b: [] }, aliases));
      return 3;
    },
    b: { e: 1 },
  };
  expect(tree(foldAliases(raw, aliases))).toEqual(tree(foldAliasesInTurn(raw, aliases)));
  expect(nested.length).toBeGreaterThan(0);
  for (const folded of nested) expect(folded).toEqual({ b: { c: 5 } });
});
