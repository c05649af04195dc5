import type { Cell, Table } from '../table';
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
  const columns = table.columns.map((column) => {
    const header = known.mayHold(column.header) ? known.mask(column.header) : column.header;
    return header === column.header ? column : { ...column, header };
  });
  const headersChanged = columns.some((column, index) => column !== table.columns[index]);
  let rows: Cell[][] = table.rows;
  for (let r = 0; r < table.rows.length; r++) {
    const row = table.rows[r] as Cell[];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      // Only text can hold the token, and a text shorter than any form of it cannot.
      if (typeof cell !== 'string' || cell.length < known.shortest) continue;
      // Remembering tested texts costs more than testing them again: hashing a text for a map reads it all too.
      if (!known.mayHold(cell)) continue;
      const masked = known.mask(cell);
      if (masked === cell) continue;
      if (rows === table.rows) rows = table.rows.slice();
      const copy = rows[r] === row ? row.slice() : (rows[r] as Cell[]);
      copy[c] = masked;
      rows[r] = copy;
    }
  }
  if (rows === table.rows && !headersChanged) return table;
  return { ...table, columns: headersChanged ? columns : table.columns, rows };
}
