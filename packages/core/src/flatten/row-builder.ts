/**
 * A layout compiled into a row builder, once, on first use: each column gets its slot (the value it reads) and its
 * cell function up front, so a record costs one pass over its slots and one array per row.
 */
import { canGenerateCode, compileSchema } from '../schemas/compile-schema';
import { parseRecord } from '../schemas/parse-records';
import { isPlainObject } from '../schemas/values';
import type { Cell } from '../table';
import { cellFormatter, readsItems } from './formats';
import type { Layout } from './layout';
import { compileRecordReader, type ItemField, splitPath, valueAtKeys } from './record-reader';

const DEVICES = ['desktop', 'mobile'] as const;

type Formatter = (value: unknown, field?: ItemField) => Cell;

/** One cell of a row, from the record's slots or from the unrolled item and its device. */
type CellOf = (
  slots: readonly unknown[],
  item: unknown,
  device: string | undefined,
  fields: readonly (ItemField | undefined)[],
) => Cell;

type Row = (item: unknown, device: string | undefined, fields: readonly (ItemField | undefined)[]) => Cell[];

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
  const formats = layout.columns.map((column) => cellFormatter(column.format, column.kind));
  const itemKeys = layout.columns.map((column) => splitPath(column.path));
  const slotOfColumn = layout.columns.map((column) =>
    column.source === 'record' ? slotOf(column.path, readsItems(column.format)) : -1,
  );
  const cells: CellOf[] = layout.columns.map((column, i): CellOf => {
    const format = formats[i] as Formatter;
    if (column.source === 'device') return (_slots, _item, device) => device ?? '';
    if (column.source === 'item') {
      const keys = itemKeys[i] as string[];
      return (_slots, item) => (isPlainObject(item) ? format(valueAtKeys(item, keys)) : '');
    }
    const slot = slotOfColumn[i] as number;
    return (slots, _item, _device, fields) => format(slots[slot], fields[i]);
  });
  const unroll = layout.unroll;
  const unrollSlot = unroll ? slotOf(unroll.path) : -1;
  const compiled = compileSchema(layout.schema);
  const reader = compiled ? compileRecordReader(compiled, paths, canGenerateCode(), listSlots) : undefined;
  const read = reader?.read;
  // How each column reads the fields of list items: in place after the compiled read, as held after a zod parse.
  const inPlaceFields = slotOfColumn.map((slot) => reader?.itemFields.get(slot));
  const ownFields: (ItemField | undefined)[] = slotOfColumn.map(() => undefined);
  const slots: unknown[] = new Array(paths.length);
  const width = cells.length;

  const row =
    generatedRow(layout, formats, itemKeys, slotOfColumn, slots) ??
    ((item: unknown, device: string | undefined, fields: readonly (ItemField | undefined)[]): Cell[] => {
      const out = new Array<Cell>(width);
      for (let i = 0; i < width; i += 1) out[i] = (cells[i] as CellOf)(slots, item, device, fields);
      return out;
    });

  return {
    addRows(raw, position, rows) {
      let fields = inPlaceFields;
      if (!read?.(raw, slots)) {
        // Not compiled, or a record the compiled schema would refuse: zod parses it, with its own message if it fails.
        const parsed = parseRecord(layout.schema, raw, layout.what, position);
        for (let i = 0; i < paths.length; i += 1) slots[i] = valueAtKeys(parsed, paths[i] as string[]);
        fields = ownFields;
      }
      if (!unroll) {
        rows.push(row(undefined, undefined, fields));
        return;
      }
      const nested = slots[unrollSlot];
      const before = rows.length;
      if (unroll.perDevice) {
        for (const device of DEVICES) {
          const items = isPlainObject(nested) ? nested[device] : undefined;
          if (Array.isArray(items)) for (const item of items) rows.push(row(item, device, fields));
        }
      } else if (Array.isArray(nested)) {
        for (const item of nested) rows.push(row(item, undefined, fields));
      }
      // A record with nothing to unroll keeps one row, so no keyword silently drops out of the table.
      if (rows.length === before) rows.push(row(undefined, undefined, fields));
    },
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
    return readsItems(column.format)
      ? `F[${i}](slots[${slotOfColumn[i]}], fields[${i}])`
      : `F[${i}](slots[${slotOfColumn[i]}])`;
  });
  const source = `return function row(item, device, fields) { return [${cells.join(', ')}]; };`;
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
