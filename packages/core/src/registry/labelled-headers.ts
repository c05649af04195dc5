import { columnLabel } from '../dictionary';
import type { Column, Table } from '../table';
import type { TableSink } from './types';

/**
 * `headers=labels`: the same columns under the dictionary's labels. Applied last, to what a host shows, so the cache,
 * `columns=` and every formula keep the stable field paths.
 */
export function labelledColumns(functionName: string, columns: readonly Column[]): Column[] {
  return columns.map((column) => ({ ...column, header: columnLabel(functionName, column.header) }));
}

export function labelledTable(functionName: string, table: Table): Table {
  return { ...table, columns: labelledColumns(functionName, table.columns) };
}

export function labellingSink(functionName: string, sink: TableSink): TableSink {
  return {
    columns: (columns, headers) => sink.columns(labelledColumns(functionName, columns), headers),
    rows: (rows) => sink.rows(rows),
  };
}
