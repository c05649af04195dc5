/** The `columns` option: keep only the columns an analyst names, in the order named. */
import { InputError } from '../errors';
import { didYouMean } from '../suggest';
import type { Table } from '../table';

const normalise = (name: string): string => name.trim().toLowerCase();

/**
 * Columns matched by header, ignoring case and surrounding spaces. An empty list keeps the table as it is. An
 * unknown name is refused with the list of valid ones, before anything else happens to the table.
 */
export function selectColumns(table: Table, wanted: readonly string[]): Table {
  const names = wanted.filter((name) => name.trim() !== '');
  if (names.length === 0) return table;
  // An answer without records, flattened generically, has no columns to check the names against: its true table is
  // empty, with the headers asked for.
  if (table.columns.length === 0) {
    return { columns: names.map((name) => ({ header: name.trim(), kind: 'text' as const })), rows: [] };
  }
  const indexByName = new Map<string, number>();
  table.columns.forEach((column, index) => {
    if (!indexByName.has(normalise(column.header))) indexByName.set(normalise(column.header), index);
  });
  const unknown = names.filter((name) => !indexByName.has(normalise(name)));
  if (unknown.length > 0) {
    const headers = table.columns.map((column) => column.header);
    const listed = unknown.map((name) => `"${name.trim()}"`).join(', ');
    throw new InputError(
      `${unknown.length === 1 ? 'Unknown column' : 'Unknown columns'} ${listed} in the columns option. ` +
        `${nearestColumns(unknown, headers)}Valid columns: ${headers.join(', ')}.`,
    );
  }
  const indexes = names.map((name) => indexByName.get(normalise(name)) ?? 0);
  return {
    columns: indexes.map((index) => table.columns[index] ?? { header: '', kind: 'text' }),
    rows: table.rows.map((row) => indexes.map((index) => row[index] ?? '')),
  };
}

/**
 * "Did you mean ranking_data.desktop.rank or ranking_data.mobile.rank?" for each unknown name near some header (a
 * part of a dotted path counts: `rank`), before the list of all of them, which runs to dozens of paths.
 */
function nearestColumns(unknown: readonly string[], headers: readonly string[]): string {
  return unknown
    .map((name) => {
      const near = didYouMean(name, headers).trim();
      if (near === '') return '';
      return unknown.length === 1 ? `${near} ` : `"${name.trim()}": ${near} `;
    })
    .join('');
}
