/**
 * A layout compiled into a row builder, once, on first use: each column gets its slot (the value it reads) and its
 * cell function up front, so a record costs one pass over its slots and one array per row.
 */
import { canGenerateCode, compileSchema } from '../schemas/compile-schema';
import { parseRecord } from '../schemas/parse-records';
import { isPlainObject } from '../schemas/values';
import type { Cell } from '../table';
import { cellFormatter } from './formats';
import type { Layout } from './layout';
import { compileRecordReader, splitPath, valueAtKeys } from './record-reader';

const DEVICES = ['desktop', 'mobile'] as const;

/** One cell of a row, from the record's slots or from the unrolled item and its device. */
type CellOf = (slots: readonly unknown[], item: unknown, device: string | undefined) => Cell;

export interface RowBuilder {
  /** Appends the rows of one raw record to `rows`; `position` (1-based) names the record in error messages. */
  addRows(raw: Record<string, unknown>, position: number, rows: Cell[][]): void;
}

function buildRowBuilder(layout: Layout): RowBuilder {
  // Record paths, each read once however many columns show it.
  const slotOfPath = new Map<string, number>();
  const slotOf = (path: string): number => {
    let slot = slotOfPath.get(path);
    if (slot === undefined) {
      slot = slotOfPath.size;
      slotOfPath.set(path, slot);
    }
    return slot;
  };
  const formats = layout.columns.map((column) => cellFormatter(column.format, column.kind));
  const itemKeys = layout.columns.map((column) => splitPath(column.path));
  const slotOfColumn = layout.columns.map((column) => (column.source === 'record' ? slotOf(column.path) : -1));
  const cells: CellOf[] = layout.columns.map((column, i): CellOf => {
    const format = formats[i] as (value: unknown) => Cell;
    if (column.source === 'device') return (_slots, _item, device) => device ?? '';
    if (column.source === 'item') {
      const keys = itemKeys[i] as string[];
      return (_slots, item) => (isPlainObject(item) ? format(valueAtKeys(item, keys)) : '');
    }
    const slot = slotOfColumn[i] as number;
    return (slots) => format(slots[slot]);
  });
  const unroll = layout.unroll;
  const unrollSlot = unroll ? slotOf(unroll.path) : -1;
  const paths = [...slotOfPath.keys()].map(splitPath);
  const compiled = compileSchema(layout.schema);
  const read = compiled ? compileRecordReader(compiled, paths) : undefined;
  const slots: unknown[] = new Array(paths.length);
  const width = cells.length;

  const row =
    generatedRow(layout, formats, itemKeys, slotOfColumn, slots) ??
    ((item: unknown, device: string | undefined): Cell[] => {
      const out = new Array<Cell>(width);
      for (let i = 0; i < width; i += 1) out[i] = (cells[i] as CellOf)(slots, item, device);
      return out;
    });

  return {
    addRows(raw, position, rows) {
      if (!read?.(raw, slots)) {
        // Not compiled, or a record the compiled schema would refuse: zod parses it, with its own message if it fails.
        const parsed = parseRecord(layout.schema, raw, layout.what, position);
        for (let i = 0; i < paths.length; i += 1) slots[i] = valueAtKeys(parsed, paths[i] as string[]);
      }
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
    },
  };
}

/** The row as one array literal of cell expressions: the fastest way to make a row, where code can be generated. */
function generatedRow(
  layout: Layout,
  formats: readonly ((value: unknown) => Cell)[],
  itemKeys: readonly string[][],
  slotOfColumn: readonly number[],
  slots: unknown[],
): ((item: unknown, device: string | undefined) => Cell[]) | undefined {
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
