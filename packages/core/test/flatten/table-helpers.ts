import type { Cell, Table } from '../../src/table';

/** One row of a table as header → cell, to assert cells by the name an analyst sees. */
export function rowByHeader(table: Table, rowIndex = 0): Record<string, Cell> {
  const row = table.rows[rowIndex];
  if (!row) throw new Error(`no row ${rowIndex} in a table of ${table.rows.length} rows`);
  return Object.fromEntries(table.columns.map((column, index) => [column.header, row[index] as Cell]));
}

/** Every row as header → cell. */
export function rowsByHeader(table: Table): Record<string, Cell>[] {
  return table.rows.map((_, index) => rowByHeader(table, index));
}

export function headers(table: Table): string[] {
  return table.columns.map((column) => column.header);
}
