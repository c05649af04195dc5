import type { Cell, Column, Table } from '../table';
import { knownTokensOf } from './secrets';

/**
 * The table with every form of the known token masked in its text cells and headers, before any host shows, caches
 * or writes it: a service that echoes the request's headers in its data would otherwise put the token in a column
 * (generic flattening keeps every field it is sent). Numbers, booleans and dates cannot hold it. Rows are copied only
 * where a cell changed, so the usual table (no echo) costs one cheap test per text cell and no allocation.
 */
export function redactTable(table: Table, secrets: readonly (string | null | undefined)[]): Table {
  const known = knownTokensOf(secrets);
  if (known.none) return table;
  const maskCell = (cell: Cell): Cell => (typeof cell === 'string' && known.mayHold(cell) ? known.mask(cell) : cell);
  let columns: Column[] = table.columns;
  if (table.columns.some((column) => known.mayHold(column.header))) {
    columns = table.columns.map((column) => ({ ...column, header: known.mask(column.header) }));
  }
  let rows: Cell[][] = table.rows;
  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r] as Cell[];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c] as Cell;
      const masked = maskCell(cell);
      if (masked === cell) continue;
      if (rows === table.rows) rows = table.rows.slice();
      const copy = rows[r] === row ? row.slice() : (rows[r] as Cell[]);
      copy[c] = masked;
      rows[r] = copy;
    }
  }
  return rows === table.rows && columns === table.columns ? table : { ...table, columns, rows };
}
