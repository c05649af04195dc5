/**
 * Flattening a response of unknown shape. Records come from `genericRecords`; nested objects become dotted columns;
 * lists of scalars become comma-joined text; the one unambiguous list of objects is unrolled into long format (see
 * `chooseUnroll`), every other list of objects is compact JSON text. Columns appear in order of first appearance
 * across all rows; kinds are inferred from the cells.
 */
import { describeUnexpected, isPlainObject, toText } from '../schemas/values';
import type { Cell, Table } from '../table';
import { chooseUnroll, type GenericUnroll, genericRecords, joinPath } from './generic-records';
import { inferColumn } from './infer-kinds';

type Entry = readonly [header: string, cell: Cell];

/** Header of the single column of records that are not objects (`["a", "b"]`). */
const VALUE_HEADER = 'value';

function scalarCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return describeUnexpected(value);
}

function listCell(list: readonly unknown[]): Cell {
  if (list.some((item) => typeof item === 'object' && item !== null)) return describeUnexpected(list);
  return list.map((item) => toText(item) ?? '').join(', ');
}

/** Entries of a nested object, with every list shown in one cell. */
function flatEntries(value: Record<string, unknown>, prefix: string, out: Entry[]): Entry[] {
  for (const [key, child] of Object.entries(value)) {
    const path = joinPath(prefix, key);
    if (isPlainObject(child)) flatEntries(child, path, out);
    else if (Array.isArray(child)) out.push([path, listCell(child)]);
    else out.push([path, scalarCell(child)]);
  }
  return out;
}

interface Expansion {
  device?: string;
  entries: Entry[];
}

function itemEntries(item: unknown, prefix: string): Entry[] {
  return isPlainObject(item) ? flatEntries(item, prefix, []) : [[prefix, scalarCell(item)]];
}

/**
 * Rows of one record: the record's own entries, with the unrolled list's items spliced in where the list sat. A
 * record whose list is missing or empty keeps one row.
 */
function recordRows(record: unknown, unroll: GenericUnroll): Entry[][] {
  if (!isPlainObject(record)) return [[[VALUE_HEADER, scalarCell(record)]]];
  const before: Entry[] = [];
  const after: Entry[] = [];
  const expansions: Expansion[] = [];
  let spliced = false;
  const walk = (value: Record<string, unknown>, prefix: string): void => {
    for (const [key, child] of Object.entries(value)) {
      const path = joinPath(prefix, key);
      const target = spliced ? after : before;
      if (Array.isArray(child) && unroll.kind === 'list' && path === unroll.path) {
        spliced = true;
        for (const item of child) expansions.push({ entries: itemEntries(item, path) });
      } else if (
        Array.isArray(child) &&
        unroll.kind === 'devices' &&
        (path === unroll.desktop || path === unroll.mobile)
      ) {
        spliced = true;
        const device = path === unroll.desktop ? 'desktop' : 'mobile';
        for (const item of child) expansions.push({ device, entries: itemEntries(item, unroll.parent) });
      } else if (isPlainObject(child)) {
        walk(child, path);
      } else if (Array.isArray(child)) {
        target.push([path, listCell(child)]);
      } else {
        target.push([path, scalarCell(child)]);
      }
    }
  };
  walk(record, '');
  if (expansions.length === 0) return [[...before, ...after]];
  // Desktop rows first, whatever order the two lists came in.
  const ordered =
    unroll.kind === 'devices'
      ? [...expansions.filter((e) => e.device === 'desktop'), ...expansions.filter((e) => e.device === 'mobile')]
      : expansions;
  return ordered.map((expansion) => [
    ...before,
    ...(expansion.device === undefined ? [] : ([['device', expansion.device]] as Entry[])),
    ...expansion.entries,
    ...after,
  ]);
}

/** Any parsed JSON body to a table; never throws. */
export function flattenGeneric(body: unknown): Table {
  const records = genericRecords(body);
  const unroll = chooseUnroll(records);
  const rowEntries = records.flatMap((record) => recordRows(record, unroll));
  const columnIndex = new Map<string, number>();
  for (const entries of rowEntries) {
    for (const [header] of entries) if (!columnIndex.has(header)) columnIndex.set(header, columnIndex.size);
  }
  const rawRows: Cell[][] = rowEntries.map((entries) => {
    const row: Cell[] = new Array<Cell>(columnIndex.size).fill('');
    for (const [header, cell] of entries) row[columnIndex.get(header) ?? 0] = cell;
    return row;
  });
  const headers = [...columnIndex.keys()];
  const inferred = headers.map((_, index) => inferColumn(rawRows.map((row) => row[index] ?? '')));
  return {
    columns: headers.map((header, index) => ({ header, kind: inferred[index]?.kind ?? 'text' })),
    rows: rawRows.map((_, rowIndex) => inferred.map((column) => column.cells[rowIndex] ?? '')),
  };
}
