/** Records to a table through a `Layout`: fixed columns, optional long format over one nested array. */
import { declaredFields, extractRecordObjects, parseRecord } from '../schemas/parse-records';
import { isPlainObject } from '../schemas/values';
import type { Cell, Table } from '../table';
import { valueAtPath } from './cells';
import { formatCell } from './formats';
import type { Layout, LayoutColumn, Unroll } from './layout';

const DEVICES = ['desktop', 'mobile'] as const;

const NO_FIELDS: ReadonlySet<string> = new Set();

interface RowSource {
  record: unknown;
  item?: unknown;
  device?: string;
}

function unrolledSources(record: unknown, unroll: Unroll): RowSource[] {
  const nested = valueAtPath(record, unroll.path);
  const sources: RowSource[] = [];
  if (unroll.perDevice) {
    for (const device of DEVICES) {
      const items = valueAtPath(nested, device);
      if (Array.isArray(items)) for (const item of items) sources.push({ record, item, device });
    }
  } else if (Array.isArray(nested)) {
    for (const item of nested) sources.push({ record, item });
  }
  // A record with nothing to unroll keeps one row, so no keyword silently drops out of the table.
  return sources.length > 0 ? sources : [{ record }];
}

function cellOf(column: LayoutColumn, source: RowSource): Cell {
  if (column.source === 'device') return source.device ?? '';
  const origin = column.source === 'item' ? source.item : source.record;
  if (column.source === 'item' && !isPlainObject(origin)) return '';
  return formatCell(valueAtPath(origin, column.path), column.format, column.kind);
}

function rowsOf(record: unknown, layout: Layout): Cell[][] {
  const sources = layout.unroll ? unrolledSources(record, layout.unroll) : [{ record }];
  return sources.map((source) => layout.columns.map((column) => cellOf(column, source)));
}

/** The table of a layout with no rows: its header only. */
export function emptyTable(layout: Layout): Table {
  return { columns: layout.columns.map(({ header, kind }) => ({ header, kind })), rows: [] };
}

/**
 * Raw (or already normalised) records to a table: the layout's schema normalises each record, then every record
 * gives one row, or one row per unrolled item. Throws `UnexpectedResponseError` when a record is not an object.
 */
export function flatten(records: readonly unknown[], layout: Layout): Table {
  const table = emptyTable(layout);
  extractRecordObjects(records, layout.what, NO_FIELDS).forEach((raw, index) => {
    table.rows.push(...rowsOf(parseRecord(layout.schema, raw, layout.what, index + 1), layout));
  });
  return table;
}

/** A parsed response body (bare array, object wrapping one array, or one record) to a table. */
export function flattenResponse(body: unknown, layout: Layout): Table {
  return flatten(extractRecordObjects(body, layout.what, declaredFields(layout.schema)), layout);
}
