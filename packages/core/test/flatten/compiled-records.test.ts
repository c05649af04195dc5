/**
 * The compiled record schemas and record readers against zod itself, for every layout of every area: the same
 * normalised record (key order included), the same values at every column path, and a refusal exactly where zod
 * refuses. Both forms are checked: generated code, and the closures used where a runtime forbids generating code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { safeParse } from 'zod/v4/core';
import { flatten, type Layout, valueAtPath } from '../../src/flatten';
import { compileRecordReader, splitPath } from '../../src/flatten/record-reader';
import { compileSchema, FAIL } from '../../src/schemas/compile-schema';

const areasDir = join(__dirname, '../../src/registry/areas');

function isLayout(value: unknown): value is Layout {
  const candidate = value as Partial<Layout> | null;
  return typeof candidate === 'object' && candidate !== null && Array.isArray(candidate.columns) && !!candidate.schema;
}

const allLayouts: Layout[] = [
  ...new Set(
    readdirSync(areasDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => Object.values(require(join(areasDir, file)) as Record<string, unknown>))
      .filter(isLayout),
  ),
];

/** Values the service might put anywhere, structures included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer({ min: 0, max: 5000 }).map(String),
  fc.constantFrom('N/A', '', 'fsn', 'in_season', 'true', '2026-10-01T08:00:00Z', 'January', '3'),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.jsonValue({ maxDepth: 2 }),
);

function setPath(target: Record<string, unknown>, keys: readonly string[], value: unknown): void {
  let current = target;
  keys.slice(0, -1).forEach((key) => {
    const next = current[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1];
  if (last !== undefined) current[last] = value;
}

/** Records holding values (or lists of item-like objects) at the layout's paths, plus arbitrary objects. */
function recordFor(layout: Layout): fc.Arbitrary<Record<string, unknown>> {
  const paths = [...new Set(layout.columns.map((column) => column.path).concat(layout.unroll?.path ?? []))];
  const itemPaths = layout.columns.filter((column) => column.source === 'item').map((column) => column.path);
  const item = fc.record(Object.fromEntries(itemPaths.map((path) => [path, anyValue])), { requiredKeys: [] });
  const valueOrItems = fc.oneof(anyValue, fc.array(item, { maxLength: 3 }), fc.record({ desktop: fc.array(item) }));
  const structured = fc
    .record(Object.fromEntries(paths.map((path) => [path, valueOrItems])), { requiredKeys: [] })
    .map((fields) => {
      const record: Record<string, unknown> = {};
      for (const [path, value] of Object.entries(fields)) setPath(record, splitPath(path), value);
      return record;
    });
  const arbitrary = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary });
}

type Outcome<T> = { threw: true; message: string } | { threw: false; value: T };

/** A transform of a schema may throw (zod lets it through): the compiled form must throw the same. */
function outcome<T>(run: () => T): Outcome<T> {
  try {
    return { threw: false, value: run() };
  } catch (error) {
    return { threw: true, message: (error as Error).message };
  }
}

/** Equal values, and the same keys in the same order at every level. */
function expectSameParse(compiled: unknown, expected: unknown): void {
  expect(compiled).toStrictEqual(expected);
  expect(JSON.stringify(compiled)).toBe(JSON.stringify(expected));
}

test('every layout of the registry is found, and its schema compiles', () => {
  expect(allLayouts.length).toBeGreaterThan(20);
  const uncompiled = allLayouts.filter((layout) => compileSchema(layout.schema) === undefined).map((l) => l.name);
  expect(uncompiled).toEqual([]);
});

describe.each(allLayouts.map((layout) => [layout.name, layout] as const))('layout %s', (_name, layout) => {
  const paths = [...layout.columns.map((column) => column.path), layout.unroll?.path ?? ''].map(splitPath);

  test.each([true, false])('compiled parse equals zod (generated code: %s)', (generateCode) => {
    const compiled = compileSchema(layout.schema, generateCode);
    fc.assert(
      fc.property(recordFor(layout), (record) => {
        const expected = outcome(() => safeParse(layout.schema, record));
        const result = outcome(() => compiled?.run(record));
        if (expected.threw || result.threw) return expect(result).toEqual(expected);
        if (!expected.value.success) expect(result.value).toBe(FAIL);
        else expectSameParse(result.value, expected.value.data);
      }),
      { numRuns: 60 },
    );
  });

  test.each([true, false])('record reader reads what zod normalised (generated code: %s)', (generateCode) => {
    const compiled = compileSchema(layout.schema, generateCode);
    if (!compiled) throw new Error('not compiled');
    const read = compileRecordReader(compiled, paths, generateCode);
    fc.assert(
      fc.property(recordFor(layout), (record) => {
        const expected = outcome(() => safeParse(layout.schema, record));
        const slots: unknown[] = [];
        const accepted = outcome(() => read(record, slots));
        if (expected.threw || accepted.threw) return expect(accepted).toEqual(expected);
        const parsed = expected.value;
        expect(accepted.value).toBe(parsed.success);
        if (!parsed.success) return;
        paths.forEach((keys, slot) => {
          expectSameParse(slots[slot], valueAtPath(parsed.data, keys.join('.')));
        });
      }),
      { numRuns: 60 },
    );
  });

  test('flattening twice gives the same table (the compiled builder keeps no state between records)', () => {
    fc.assert(
      fc.property(fc.array(recordFor(layout), { maxLength: 4 }), (records) => {
        let first: unknown;
        try {
          first = flatten(records, layout);
        } catch (error) {
          expect(() => flatten(records, layout)).toThrow((error as Error).message);
          return;
        }
        expect(flatten(records, layout)).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });
});
