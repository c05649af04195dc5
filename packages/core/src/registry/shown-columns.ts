import { comparedLabel, comparedUnit, readComparedHeader } from '../compare';
import { columnLabel, columnLabelWithUnit, describeColumn, labelWithUnit } from '../dictionary';
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
 * A column's label with its unit ("Desktop visibility (0–1)"); a compared column's from its figure's ("Clicks (last
 * year)", "Desktop visibility (last year, 0–1)", "Desktop visibility change (pp)").
 */
function labelOf(functionName: string, column: Column, comparison: string | undefined): string {
  const compared = comparison === undefined ? undefined : readComparedHeader(column.header);
  if (!compared) return columnLabelWithUnit(functionName, column.header);
  const unit = column.unit ?? comparedUnit(describeColumn(functionName, compared.base)?.unit, compared.side);
  const label = comparedLabel(columnLabel(functionName, compared.base), compared.side, unit, comparison ?? '');
  // comparedLabel already ends a change in points with "(pp)".
  return compared.side === 'change' && unit === 'points' ? label : labelWithUnit(label, unit);
}

/**
 * `headers=labels`: the same columns under the dictionary's labels. Applied last, to what a host shows, so the cache,
 * `columns=` and every formula keep the stable field paths.
 *
 * Labels that meet within one table (`search_volume`, `search volume` and `Search_Volume` all read "Search volume")
 * would make columns a reader cannot tell apart, and JSON lines keyed by them would keep one value of the three: so
 * every column whose label another column also shows is headed by its field path instead, all of them, not all but
 * one, so no column passes for the one the label means. Paths are distinct, so this ends.
 */
export function labelledColumns(functionName: string, columns: readonly Column[], comparison?: string): Column[] {
  const paths = columns.map((column) => column.header);
  const shown = columns.map((column) => labelOf(functionName, column, comparison));
  // A label may also meet another column's path once that is shown: again until nothing meets.
  for (let clash = clashingLabels(shown, paths); clash.length > 0; clash = clashingLabels(shown, paths)) {
    for (const index of clash) shown[index] = paths[index] ?? '';
  }
  return columns.map((column, index) => ({ ...column, header: shown[index] ?? column.header }));
}

/** The positions of labels shown more than once (a column already showing its path is left as it is). */
function clashingLabels(shown: readonly string[], paths: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const name of shown) counts.set(name, (counts.get(name) ?? 0) + 1);
  return shown.flatMap((name, index) => ((counts.get(name) ?? 0) > 1 && name !== paths[index] ? [index] : []));
}

export function labelledTable(functionName: string, table: Table, comparison?: string): Table {
  return { ...table, columns: labelledColumns(functionName, table.columns, comparison) };
}

/** A sink given the columns with their units, and their labels when asked for. */
export function shownColumnsSink(
  functionName: string,
  labels: boolean,
  sink: TableSink,
  comparison?: string,
): TableSink {
  return {
    columns: (columns, headers) => {
      const annotated = withUnits(functionName, columns);
      sink.columns(labels ? labelledColumns(functionName, annotated, comparison) : annotated, headers);
    },
    rows: (rows) => sink.rows(rows),
  };
}
