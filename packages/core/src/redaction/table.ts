import type { Cell, Table } from '../table';
import type { KnownTokens } from './known-tokens';
import { knownTokensOf } from './secrets';

/**
 * Rows arrays whose first `count` rows `maskNewRows` has masked for `known`: `redactTable` starts after them. A pull
 * masks each page's rows as the page arrives, while the next pages are on their way, so a finished table of 25,000
 * keywords is not read once more after its last page (about 0.09 s). Such an array only grows: rows are appended, and
 * a cell is replaced only by a number (percent columns rescaled), never by text.
 */
const masked = new WeakMap<readonly Cell[][], { known: KnownTokens; count: number }>();

/** Masks, in place, the rows appended to `rows` since the last call for the same array (rows the caller owns). */
export function maskNewRows(rows: Cell[][], secrets: readonly (string | null | undefined)[]): void {
  const known = knownTokensOf(secrets);
  if (known.none) return;
  for (let r = maskedCount(rows, known); r < rows.length; r++) {
    const row = rows[r] as Cell[];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (mayHoldToken(cell, known)) row[c] = known.mask(cell);
    }
  }
  masked.set(rows, { known, count: rows.length });
}

function maskedCount(rows: readonly Cell[][], known: KnownTokens): number {
  const mark = masked.get(rows);
  return mark?.known === known ? Math.min(mark.count, rows.length) : 0;
}

/** Only text can hold the token, and a text shorter than any form of it cannot. */
function mayHoldToken(cell: Cell | undefined, known: KnownTokens): cell is string {
  // Remembering tested texts costs more than testing them again: hashing a text for a map reads it all too.
  return typeof cell === 'string' && cell.length >= known.shortest && known.mayHold(cell);
}

/**
 * The table with every form of the known token masked in its text cells and headers, before any host shows, caches
 * or writes it: a service that echoes the request's headers in its data would otherwise put the token in a column
 * (generic flattening keeps every field it is sent). Numbers, booleans and dates cannot hold it. Rows are copied only
 * where a cell changed, so the usual table (no echo) costs one cheap test per text cell and no allocation, and rows
 * `maskNewRows` masked as they arrived are not tested again.
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
  for (let r = maskedCount(table.rows, known); r < table.rows.length; r++) {
    const row = table.rows[r] as Cell[];
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (!mayHoldToken(cell, known)) continue;
      const maskedCell = known.mask(cell);
      if (maskedCell === cell) continue;
      if (rows === table.rows) rows = table.rows.slice();
      const copy = rows[r] === row ? row.slice() : (rows[r] as Cell[]);
      copy[c] = maskedCell;
      rows[r] = copy;
    }
  }
  if (rows === table.rows && !headersChanged) return table;
  return { ...table, columns: headersChanged ? columns : table.columns, rows };
}
