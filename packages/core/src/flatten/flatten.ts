/** Records to a table through a `Layout`: fixed columns, optional long format over one nested array. */
import { declaredFields, extractRecordObjects } from '../schemas/parse-records';
import type { Cell, Table } from '../table';
import type { Layout } from './layout';
import { rowBuilderOf } from './row-builder';

const NO_FIELDS: ReadonlySet<string> = new Set();

/** The table of a layout with no rows: its header only. */
export function emptyTable(layout: Layout): Table {
  return { columns: layout.columns.map(({ header, kind }) => ({ header, kind })), rows: [] };
}

/**
 * Raw (or already normalised) records to a table: the layout's schema normalises each record, then every record
 * gives one row, or one row per unrolled item. Throws `UnexpectedResponseError` when a record is not an object.
 */
export function flatten(records: readonly unknown[], layout: Layout): Table {
  const objects = extractRecordObjects(records, layout.what, NO_FIELDS);
  const builder = rowBuilderOf(layout);
  const rows: Cell[][] = [];
  for (let i = 0; i < objects.length; i += 1) {
    builder.addRows(objects[i] as Record<string, unknown>, i + 1, rows);
  }
  return { columns: emptyTable(layout).columns, rows };
}

/** A parsed response body (bare array, object wrapping one array, or one record) to a table. */
export function flattenResponse(body: unknown, layout: Layout): Table {
  return flatten(extractRecordObjects(body, layout.what, declaredFields(layout.schema)), layout);
}
