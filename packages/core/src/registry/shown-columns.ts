import { columnLabel, describeColumn } from '../dictionary';
import type { Column, Table } from '../table';
import type { TableSink } from './types';

/**
 * Each column with the unit the column dictionary gives it, while its header is still the field path: hosts format
 * figures by unit (Excel's formatted numbers, `sv`'s XLSX) whatever the header row then shows.
 */
export function withUnits(functionName: string, columns: readonly Column[]): Column[] {
  return columns.map((column) => {
    const unit = describeColumn(functionName, column.header)?.unit;
    return unit ? { ...column, unit } : { ...column };
  });
}

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

/** A sink given the columns with their units, and their labels when asked for. */
export function shownColumnsSink(functionName: string, labels: boolean, sink: TableSink): TableSink {
  return {
    columns: (columns, headers) => {
      const annotated = withUnits(functionName, columns);
      sink.columns(labels ? labelledColumns(functionName, annotated) : annotated, headers);
    },
    rows: (rows) => sink.rows(rows),
  };
}
