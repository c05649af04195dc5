import { selectColumns } from '../flatten';
import type { Table } from '../table';
import { comparedHeader } from './compared-columns';

/**
 * `columns=` of a compared call: the columns named, each figure still followed by its earlier value and change, so
 * the comparison follows the selection. A compared column may also be named on its own (`clicks.change`).
 */
export function selectCompared(table: Table, names: readonly string[] | undefined): Table {
  if (!names || names.every((name) => name.trim() === '')) return table;
  const headers = new Set(table.columns.map((column) => column.header.toLowerCase()));
  const named = new Set(names.map((name) => name.trim().toLowerCase()));
  const expanded = names.flatMap((name) => {
    const base = name.trim();
    const followers = (['previous', 'change'] as const)
      .map((side) => comparedHeader(base, side))
      .filter((header) => headers.has(header.toLowerCase()) && !named.has(header.toLowerCase()));
    return [base, ...followers];
  });
  return selectColumns(table, expanded);
}
