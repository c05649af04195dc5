/**
 * A layout compiled into a row builder, once, on first use: each column gets its slot (the value it reads) and its
 * cell function up front. A layout of one row per record becomes one generated function from the raw record to its
 * row (fused-row.ts); an unrolled layout, or a runtime that forbids generated code, reads each record into the slots
 * and makes its rows from them. A record the compiled schema would refuse is parsed by zod, with zod's message.
 */
import { canGenerateCode, compileSchema } from '../schemas/compile-schema';
import { parseRecord } from '../schemas/parse-records';
import { isPlainObject } from '../schemas/values';
import type { Cell } from '../table';
import { cellFormatter, readsItems } from './formats';
import { fusedRow } from './fused-row';
import type { Layout } from './layout';
import { compileRecordReader, type ItemFieldReaders, splitPath, valueAtKeys } from './record-reader';

const DEVICES = ['desktop', 'mobile'] as const;

type Formatter = (value: unknown) => Cell;

/** One cell of a row, from the record's slots or from the unrolled item and its device. */
type CellOf = (slots: readonly unknown[], item: unknown, device: string | undefined) => Cell;

type Row = (item: unknown, device: string | undefined) => Cell[];

export interface RowBuilder {
  /** Appends the rows of one raw record to `rows`; `position` (1-based) names the record in error messages. */
  addRows(raw: Record<string, unknown>, position: number, rows: Cell[][]): void;
}

function buildRowBuilder(layout: Layout): RowBuilder {
  // Record paths, each read once however many columns show it; a list shown item by item has a slot of its own,
  // which the reader may fill with the raw list (see `RecordReader.itemFields`).
  const slotOfKey = new Map<string, number>();
  const paths: string[][] = [];
  const listSlots = new Set<number>();
  const slotOf = (path: string, itemByItem = false): number => {
    const key = `${itemByItem ? 'items' : 'value'}:${path}`;
    let slot = slotOfKey.get(key);
    if (slot === undefined) {
      slot = paths.length;
      slotOfKey.set(key, slot);
      paths.push(splitPath(path));
      if (itemByItem) listSlots.add(slot);
    }
    return slot;
  };
  const itemKeys = layout.columns.map((column) => splitPath(column.path));
  const slotOfColumn = layout.columns.map((column) =>
    column.source === 'record' ? slotOf(column.path, readsItems(column.format)) : -1,
  );
  const unroll = layout.unroll;
  const unrollSlot = unroll ? slotOf(unroll.path) : -1;
  // Each column's cell function: reading list items in place after a compiled read (their item fields resolved
  // here, once, rather than looked up for every item), or as a zod parse holds them.
  const ownFormats = layout.columns.map((column) => cellFormatter(column.format, column.kind));
  const inPlaceFormats = (itemFields: ReadonlyMap<number, ItemFieldReaders>) =>
    layout.columns.map((column, i) => {
      const fields = itemFields.get(slotOfColumn[i] as number);
      return fields ? cellFormatter(column.format, column.kind, fields) : (ownFormats[i] as Formatter);
    });
  const slots: unknown[] = new Array(paths.length);
  const rowOf = (formats: readonly Formatter[]): Row =>
    generatedRow(layout, formats, itemKeys, slotOfColumn, slots) ??
    closureRow(layout, formats, itemKeys, slotOfColumn, slots);
  // The row of a zod parse is made when a record first needs it: the compiled read accepts nearly every record.
  let ownRowMade: Row | undefined;
  const ownRow = (): Row => {
    ownRowMade ??= rowOf(ownFormats);
    return ownRowMade;
  };

  /** The rows of the values in `slots`, one per unrolled item, or the one row of the record. */
  const addRowsOfSlots = (row: Row, rows: Cell[][]) => {
    if (!unroll) {
      rows.push(row(undefined, undefined));
      return;
    }
    const nested = slots[unrollSlot];
    const before = rows.length;
    if (unroll.perDevice) {
      for (const device of DEVICES) {
        const items = isPlainObject(nested) ? nested[device] : undefined;
        if (Array.isArray(items)) for (const item of items) rows.push(row(item, device));
      }
    } else if (Array.isArray(nested)) {
      for (const item of nested) rows.push(row(item, undefined));
    }
    // A record with nothing to unroll keeps one row, so no keyword silently drops out of the table.
    if (rows.length === before) rows.push(row(undefined, undefined));
  };
  /** Not compiled, or a record the compiled schema would refuse: zod parses it, with its own message if it fails. */
  const addParsedRows = (raw: Record<string, unknown>, position: number, rows: Cell[][]) => {
    const parsed = parseRecord(layout.schema, raw, layout.what, position);
    for (let i = 0; i < paths.length; i += 1) slots[i] = valueAtKeys(parsed, paths[i] as string[]);
    addRowsOfSlots(ownRow(), rows);
  };

  const compiled = compileSchema(layout.schema);
  if (compiled && !unroll && canGenerateCode()) {
    const rowOfRecord = fusedRow(compiled, paths, listSlots, layout.columns, slotOfColumn, inPlaceFormats);
    return {
      addRows(raw, position, rows) {
        const row = rowOfRecord(raw);
        if (row) rows.push(row);
        else addParsedRows(raw, position, rows);
      },
    };
  }
  const reader = compiled ? compileRecordReader(compiled, paths, canGenerateCode(), listSlots) : undefined;
  const read = reader?.read;
  const inPlaceRow = reader ? rowOf(inPlaceFormats(reader.itemFields)) : ownRow();
  return {
    addRows(raw, position, rows) {
      if (read?.(raw, slots)) addRowsOfSlots(inPlaceRow, rows);
      else addParsedRows(raw, position, rows);
    },
  };
}

/** The row as closures, one per cell: where a runtime forbids generating code. */
function closureRow(
  layout: Layout,
  formats: readonly Formatter[],
  itemKeys: readonly string[][],
  slotOfColumn: readonly number[],
  slots: unknown[],
): Row {
  const cells: CellOf[] = layout.columns.map((column, i): CellOf => {
    const format = formats[i] as Formatter;
    if (column.source === 'device') return (_slots, _item, device) => device ?? '';
    if (column.source === 'item') {
      const keys = itemKeys[i] as string[];
      return (_slots, item) => (isPlainObject(item) ? format(valueAtKeys(item, keys)) : '');
    }
    const slot = slotOfColumn[i] as number;
    return (slots) => format(slots[slot]);
  });
  const width = cells.length;
  return (item, device) => {
    const out = new Array<Cell>(width);
    for (let i = 0; i < width; i += 1) out[i] = (cells[i] as CellOf)(slots, item, device);
    return out;
  };
}

/** The row as one array literal of cell expressions: the fastest way to make a row, where code can be generated. */
function generatedRow(
  layout: Layout,
  formats: readonly Formatter[],
  itemKeys: readonly string[][],
  slotOfColumn: readonly number[],
  slots: unknown[],
): Row | undefined {
  if (!canGenerateCode()) return undefined;
  const cells = layout.columns.map((column, i) => {
    if (column.source === 'device') return "(device === undefined ? '' : device)";
    if (column.source === 'item') return `(isPlainObject(item) ? F[${i}](AT(item, K[${i}])) : '')`;
    return `F[${i}](slots[${slotOfColumn[i]}])`;
  });
  const source = `return function row(item, device) { return [${cells.join(', ')}]; };`;
  return new Function('F', 'K', 'AT', 'isPlainObject', 'slots', source)(
    formats,
    itemKeys,
    valueAtKeys,
    isPlainObject,
    slots,
  );
}

const builders = new WeakMap<Layout, RowBuilder>();

/** The row builder of a layout, compiled on first use and kept for the layout's lifetime. */
export function rowBuilderOf(layout: Layout): RowBuilder {
  let builder = builders.get(layout);
  if (!builder) {
    builder = buildRowBuilder(layout);
    builders.set(layout, builder);
  }
  return builder;
}
