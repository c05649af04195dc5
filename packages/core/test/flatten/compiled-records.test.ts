/**
 * The compiled record schemas and record readers against zod itself, for every layout of every area: the same
 * normalised record (key order included), the same values at every column path, and a refusal exactly where zod
 * refuses. Both forms are checked: generated code, and the closures used where a runtime forbids generating code.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { safeParse } from 'zod/v4/core';
import { flatten, type Layout, valueAtPath } from '../../src/flatten';
import { cellFormatter } from '../../src/flatten/formats';
import { compileRecordReader, splitPath } from '../../src/flatten/record-reader';
import { compileSchema, FAIL } from '../../src/schemas/compile-schema';
import { sameStrictly } from '../support/same-strictly';

const areasDir = join(__dirname, '../../src/registry/areas');

function isLayout(value: unknown): value is Layout {
  const candidate = value as Partial<Layout> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.what === 'string' &&
    Array.isArray(candidate.columns) &&
    !!candidate.schema
  );
}

/** Every layout an area file exports, as `file:constant`. */
const allLayouts: Array<readonly [string, Layout]> = readdirSync(areasDir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    Object.entries(require(join(areasDir, file)) as Record<string, unknown>).flatMap(([constant, value]) =>
      isLayout(value) ? [[`${file}:${constant}`, value] as const] : [],
    ),
  );

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

/** An item of the lists shown in one cell: SERP features, feature counts, monthly searches. */
const listItem = fc.record(
  {
    feature: anyValue,
    listed: anyValue,
    count: anyValue,
    month: fc.oneof(anyValue, fc.constantFrom('Jan', 'February', 12)),
    year: fc.oneof(anyValue, fc.constantFrom(2025, '2026')),
    search_volume: anyValue,
  },
  { requiredKeys: [] },
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
  const valueOrItems = fc.oneof(
    anyValue,
    fc.array(item, { maxLength: 3 }),
    fc.record({ desktop: fc.array(item) }),
    fc.array(fc.oneof(listItem, anyValue), { maxLength: 4 }),
  );
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

/** Equal values, and the same keys in the same order at every level (checked directly first: see sameStrictly). */
function expectSameParse(compiled: unknown, expected: unknown): void {
  if (sameStrictly(compiled, expected)) return;
  expect(compiled).toStrictEqual(expected);
  expect(JSON.stringify(compiled)).toBe(JSON.stringify(expected));
}

/** The table as flattening computed it before layouts were compiled: zod's parse, then each column's path. */
function referenceTable(records: readonly Record<string, unknown>[], layout: Layout) {
  const rows: unknown[][] = [];
  records.forEach((raw) => {
    const parsed = safeParse(layout.schema, raw);
    if (!parsed.success) throw new Error('refused');
    const record = parsed.data;
    const sources: { item?: unknown; device?: string }[] = [];
    const unroll = layout.unroll;
    if (unroll) {
      const nested = valueAtPath(record, unroll.path);
      for (const device of unroll.perDevice ? ['desktop', 'mobile'] : ['']) {
        const items = unroll.perDevice ? valueAtPath(nested, device) : nested;
        if (Array.isArray(items))
          for (const item of items) sources.push(unroll.perDevice ? { item, device } : { item });
      }
    }
    if (sources.length === 0) sources.push({});
    for (const { item, device } of sources) {
      rows.push(
        layout.columns.map((column) => {
          if (column.source === 'device') return device ?? '';
          const format = cellFormatter(column.format, column.kind);
          if (column.source === 'item') {
            return typeof item === 'object' && item !== null && !Array.isArray(item)
              ? format(valueAtPath(item, column.path))
              : '';
          }
          return format(valueAtPath(record, column.path));
        }),
      );
    }
  });
  return rows;
}

test('every layout of the registry is found, and its schema compiles', () => {
  expect(allLayouts.length).toBeGreaterThan(20);
  const uncompiled = allLayouts
    .filter(([, layout]) => compileSchema(layout.schema) === undefined)
    .map(([name]) => name);
  expect(uncompiled).toEqual([]);
});

describe('lists shown in one cell', () => {
  const tagged = (value: unknown) => (typeof value === 'string' ? `tag-${value}` : value);
  const layout: Layout = {
    what: 'tagged data',
    help: '',
    schema: z.looseObject({
      list: z.optional(z.array(z.looseObject({ feature: z.optional(z.pipe(z.unknown(), z.transform(tagged))) }))),
    }),
    columns: [{ header: 'list', kind: 'text', source: 'record', path: 'list', format: 'features_present' }],
  };

  test('are read item by item in place, each field as its schema parses it', () => {
    const compiled = compileSchema(layout.schema);
    if (!compiled) throw new Error('not compiled');
    expect(compileRecordReader(compiled, [['list']], true, new Set([0])).itemFields.size).toBe(1);
    expect(flatten([{ list: [{ feature: 'a' }, { other: 1 }, { feature: 'b', extra: true }] }], layout).rows).toEqual([
      ['TAG-A, TAG-B'],
    ]);
  });

  test('refuse, as zod does, a list holding an item that is not a record', () => {
    expect(() => flatten([{ list: [{ feature: 'a' }, 'b'] }], layout)).toThrow(/record 1 at list.1/);
  });
});

describe.each(allLayouts)('layout %s', (_name, layout) => {
  const paths = [...layout.columns.map((column) => column.path), layout.unroll?.path ?? ''].map(splitPath);

  test.each([true, false])('compiled parse equals zod (generated code: %s)', (generateCode) => {
    const compiled = compileSchema(layout.schema, generateCode);
    fc.assert(
      fc.property(recordFor(layout), (record) => {
        const expected = outcome(() => safeParse(layout.schema, record));
        const result = outcome(() => compiled?.run(record));
        if (expected.threw || result.threw) return expect(result).toEqual(expected);
        if (!expected.value.success) {
          if (!Object.is(result.value, FAIL)) expect(result.value).toBe(FAIL);
        } else expectSameParse(result.value, expected.value.data);
      }),
      { numRuns: 60 },
    );
  });

  test.each([true, false])('record reader reads what zod normalised (generated code: %s)', (generateCode) => {
    const compiled = compileSchema(layout.schema, generateCode);
    if (!compiled) throw new Error('not compiled');
    const { read } = compileRecordReader(compiled, paths, generateCode);
    fc.assert(
      fc.property(recordFor(layout), (record) => {
        const expected = outcome(() => safeParse(layout.schema, record));
        const slots: unknown[] = [];
        const accepted = outcome(() => read(record, slots));
        if (expected.threw || accepted.threw) return expect(accepted).toEqual(expected);
        const parsed = expected.value;
        if (!Object.is(accepted.value, parsed.success)) expect(accepted.value).toBe(parsed.success);
        if (!parsed.success) return;
        paths.forEach((keys, slot) => {
          expectSameParse(slots[slot], valueAtPath(parsed.data, keys.join('.')));
        });
      }),
      { numRuns: 60 },
    );
  });

  test('flattening gives the table the zod parse gives, cell for cell', () => {
    fc.assert(
      fc.property(fc.array(recordFor(layout), { maxLength: 3 }), (records) => {
        const expected = outcome(() => referenceTable(records, layout));
        const table = outcome(() => flatten(records, layout).rows);
        if (expected.threw || table.threw) {
          expect(table.threw).toBe(expected.threw);
          return;
        }
        if (!sameStrictly(table.value, expected.value)) expect(table.value).toStrictEqual(expected.value);
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
        const second = flatten(records, layout);
        if (!sameStrictly(second, first)) expect(second).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });
});
