import fc from 'fast-check';
import { flatten, flattenGeneric, type Layout } from '../../src/flatten';
import { parseRecords } from '../../src/schemas';
import type { Cell, Table } from '../../src/table';
import { sameStrictly } from '../support/same-strictly';
import { layouts } from './documented-layouts';
import { headers } from './table-helpers';

/** Values the service might put anywhere: numbers, numeric text, markers, flags, nothing, and stray structures. */
const serviceValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 0, max: 5000 }).map(String),
  fc.constantFrom('N/A', '', 'fsn', 'QNS', 'in_season', 'true', 'false', '2026-10-01', '2026-10-01T08:00:00Z'),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Sets a value at a dotted path, creating objects on the way (or a list of items at an unroll path). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  keys.slice(0, -1).forEach((key) => {
    const next = current[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
  current[keys[keys.length - 1] as string] = value;
}

/** Records shaped like the layout's own fields, each field present or missing at random, plus arbitrary JSON. */
function recordFor(layout: Layout): fc.Arbitrary<Record<string, unknown>> {
  const recordPaths = layout.columns.filter((column) => column.source === 'record').map((column) => column.path);
  const itemPaths = layout.columns.filter((column) => column.source === 'item').map((column) => column.path);
  const item = fc.record(Object.fromEntries(itemPaths.map((path) => [path, serviceValue])), { requiredKeys: [] });
  const items = fc.oneof(fc.array(item, { maxLength: 3 }), item, serviceValue);
  const structured = fc
    .tuple(
      fc.record(Object.fromEntries(recordPaths.map((path) => [path, serviceValue])), { requiredKeys: [] }),
      fc.record({ desktop: items, mobile: items, flat: items }, { requiredKeys: [] }),
    )
    .map(([fields, lists]) => {
      const record: Record<string, unknown> = {};
      for (const [path, value] of Object.entries(fields)) setPath(record, path, value);
      if (layout.unroll?.perDevice)
        setPath(record, layout.unroll.path, { desktop: lists.desktop, mobile: lists.mobile });
      else if (layout.unroll) setPath(record, layout.unroll.path, lists.flat);
      return record;
    });
  const arbitraryObject = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: arbitraryObject });
}

function isCell(cell: unknown): cell is Cell {
  return (typeof cell === 'number' && Number.isFinite(cell)) || typeof cell === 'string' || typeof cell === 'boolean';
}

function expectWellFormed(table: Table): void {
  // Checked directly, and by jest's matchers (for their message) only where a check fails: thousands of cells a test.
  for (const row of table.rows) {
    if (row.length !== table.columns.length) expect(row).toHaveLength(table.columns.length);
    for (const cell of row) if (!isCell(cell)) expect(isCell(cell)).toBe(true);
  }
}

/** `expect(actual).toEqual(expected)`, with jest's matcher called only when the values are not the same plain data. */
function expectEqual(actual: unknown, expected: unknown): void {
  if (!sameStrictly(actual, expected)) expect(actual).toEqual(expected);
}

/** `expect(actual).toBe(expected)`, with jest's matcher called only when they differ. */
function expectSame(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}

const sortedRows = (table: Table): string[] => table.rows.map((row) => JSON.stringify(row)).sort();

describe.each(Object.entries(layouts))('layout %s', (_name, layout) => {
  const records = fc.array(recordFor(layout), { maxLength: 6 });
  const expectedHeaders = layout.columns.map((column) => column.header);

  test('every row has one cell per column, and no cell is null, undefined or NaN', () => {
    fc.assert(fc.property(records, (list) => expectWellFormed(flatten(list, layout))));
  });

  test('the columns never depend on which fields the records carry or their order', () => {
    fc.assert(fc.property(records, (list) => expectEqual(headers(flatten(list, layout)), expectedHeaders)));
  });

  test('the rows of the whole list are the rows of each record, in record order', () => {
    fc.assert(
      fc.property(records, (list) => {
        const oneByOne = list.flatMap((record) => flatten([record], layout).rows);
        expectEqual(flatten(list, layout).rows, oneByOne);
      }),
    );
  });

  test('a shuffled record list gives the same rows, shuffled', () => {
    fc.assert(
      fc.property(
        records.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expectEqual(sortedRows(flatten(shuffled, layout)), sortedRows(flatten(list, layout)));
        },
      ),
    );
  });
});

describe.each(Object.entries(layouts))('record schema of %s', (_name, layout) => {
  test('normalising a normalised record changes nothing', () => {
    fc.assert(
      fc.property(fc.array(recordFor(layout), { maxLength: 4 }), (list) => {
        const once = parseRecords(layout.schema, list, 'data');
        expectEqual(parseRecords(layout.schema, once, 'data'), once);
      }),
    );
  });
});

describe('flattenGeneric', () => {
  test('never throws on arbitrary JSON and always gives well-formed rows with unique headers', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const table = flattenGeneric(body);
        expectWellFormed(table);
        expectSame(new Set(headers(table)).size, table.columns.length);
      }),
      { numRuns: 500 },
    );
  });

  test('no two fields share a column: every value of a record lands in a cell of its own, whatever its names', () => {
    // Names that meet once joined with dots ("a.b" and a → b), an empty name, and names of plain words.
    const { record } = fc.letrec((tie) => ({
      record: fc.dictionary(fc.constantFrom('a', 'b', 'a.b', 'b.a', '', '["a.b"]'), tie('value'), { maxKeys: 4 }),
      value: fc.oneof({ depthSize: 'small' }, fc.integer(), tie('record')),
    }));
    const leaves = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
    fc.assert(
      fc.property(record, (body) => {
        const table = flattenGeneric(body);
        expectSame(new Set(headers(table)).size, table.columns.length);
        const cells = (table.rows[0] ?? []).filter((cell) => cell !== '');
        expectEqual([...cells].sort(), leaves(body).sort());
      }),
      { numRuns: 500 },
    );
  });

  test('shuffling the records gives the same rows, whatever the column order', () => {
    const records = fc.array(
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      { maxLength: 6 },
    );
    const byHeader = (table: Table): string[] =>
      table.rows
        .map((row) =>
          JSON.stringify(
            table.columns
              .map((column, index) => [column.header, row[index]])
              .sort(([x], [y]) => String(x).localeCompare(String(y))),
          ),
        )
        .sort();
    fc.assert(
      fc.property(
        records.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        ([list, shuffled]) => {
          expectEqual(byHeader(flattenGeneric(shuffled)), byHeader(flattenGeneric(list)));
        },
      ),
    );
  });
});
