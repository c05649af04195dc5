/**
 * Flattening a response of unknown shape. Records come from `genericRecords`; nested objects become dotted columns;
 * lists of scalars become comma-joined text; the one unambiguous list of objects is unrolled into long format (see
 * `chooseUnroll`), every other list of objects is compact JSON text. Columns appear in order of first appearance
 * across all rows; kinds are inferred from the cells.
 */
import { describeUnexpected, isPlainObject, toText } from '../schemas/values';
import type { Cell, Table } from '../table';
import { distinctColumnNames, type FieldPath } from './column-names';
import { chooseUnroll, type GenericUnroll, genericRecords } from './generic-records';
import { inferColumn } from './infer-kinds';

/** A cell and the field it came from: fields are told apart by their names, never by the names joined. */
type Entry = readonly [field: FieldPath, cell: Cell];

/** The single column of records that are not objects (`["a", "b"]`). */
const VALUE_FIELD: FieldPath = { segments: ['value'] };
/** The column that says which of a `desktop`/`mobile` pair an unrolled row came from. */
const DEVICE_FIELD: FieldPath = { segments: ['device'], madeBy: 'device' };

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
function flatEntries(value: Record<string, unknown>, prefix: FieldPath, out: Entry[]): Entry[] {
  for (const [key, child] of Object.entries(value)) {
    const field: FieldPath = { ...prefix, segments: [...prefix.segments, key] };
    if (isPlainObject(child)) flatEntries(child, field, out);
    else if (Array.isArray(child)) out.push([field, listCell(child)]);
    else out.push([field, scalarCell(child)]);
  }
  return out;
}

/** One key per column: the field's names (not joined, which could meet) and what made it. */
function fieldKey(field: FieldPath): string {
  return JSON.stringify([field.madeBy ?? 'field', ...field.segments]);
}

interface Expansion {
  device?: string;
  entries: Entry[];
}

function itemEntries(item: unknown, prefix: FieldPath): Entry[] {
  return isPlainObject(item) ? flatEntries(item, prefix, []) : [[prefix, scalarCell(item)]];
}

/**
 * Rows of one record: the record's own entries, with the unrolled list's items spliced in where the list sat. A
 * record whose list is missing or empty keeps one row.
 */
function recordRows(record: unknown, unroll: GenericUnroll): Entry[][] {
  if (!isPlainObject(record)) return [[[VALUE_FIELD, scalarCell(record)]]];
  const before: Entry[] = [];
  const after: Entry[] = [];
  const expansions: Expansion[] = [];
  let spliced = false;
  const walk = (value: Record<string, unknown>, prefix: readonly string[]): void => {
    for (const [key, child] of Object.entries(value)) {
      const segments = [...prefix, key];
      const field: FieldPath = { segments };
      // The unrolled lists are chosen by their dotted paths (a guess over all records, where names meeting matters
      // less: their items make rows of their own).
      const path = segments.join('.');
      const target = spliced ? after : before;
      if (Array.isArray(child) && unroll.kind === 'list' && path === unroll.path) {
        spliced = true;
        for (const item of child) expansions.push({ entries: itemEntries(item, field) });
      } else if (
        Array.isArray(child) &&
        unroll.kind === 'devices' &&
        (path === unroll.desktop || path === unroll.mobile)
      ) {
        spliced = true;
        const device = path === unroll.desktop ? 'desktop' : 'mobile';
        // Desktop and mobile items share their columns, under the lists' parent, beside the parent's own fields.
        const parent: FieldPath = { segments: prefix, madeBy: 'device-item' };
        for (const item of child) expansions.push({ device, entries: itemEntries(item, parent) });
      } else if (isPlainObject(child)) {
        walk(child, segments);
      } else if (Array.isArray(child)) {
        target.push([field, listCell(child)]);
      } else {
        target.push([field, scalarCell(child)]);
      }
    }
  };
  walk(record, []);
  if (expansions.length === 0) return [[...before, ...after]];
  // Desktop rows first, whatever order the two lists came in.
  const ordered =
    unroll.kind === 'devices'
      ? [...expansions.filter((e) => e.device === 'desktop'), ...expansions.filter((e) => e.device === 'mobile')]
      : expansions;
  return ordered.map((expansion) => [
    ...before,
    ...(expansion.device === undefined ? [] : ([[DEVICE_FIELD, expansion.device]] as Entry[])),
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
  const fields: FieldPath[] = [];
  for (const entries of rowEntries) {
    for (const [field] of entries) {
      const key = fieldKey(field);
      if (!columnIndex.has(key)) {
        columnIndex.set(key, columnIndex.size);
        fields.push(field);
      }
    }
  }
  const rawRows: Cell[][] = rowEntries.map((entries) => {
    const row: Cell[] = new Array<Cell>(columnIndex.size).fill('');
    for (const [field, cell] of entries) row[columnIndex.get(fieldKey(field)) ?? 0] = cell;
    return row;
  });
  const headers = distinctColumnNames(fields);
  const inferred = headers.map((_, index) => inferColumn(rawRows.map((row) => row[index] ?? '')));
  return {
    columns: headers.map((header, index) => ({ header, kind: inferred[index]?.kind ?? 'text' })),
    rows: rawRows.map((_, rowIndex) => inferred.map((column) => column.cells[rowIndex] ?? '')),
  };
}
