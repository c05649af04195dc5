import type { FunctionResult } from '../../src';
import type { Cell } from '../../src/table';

/** A function's table as tests read it: by header rather than by column index. */
export interface TableView {
  result: FunctionResult;
  header: string[];
  rows: Cell[][];
  /** The cell of `row` under `header`; an unknown header fails the test, so a renamed column cannot pass unseen. */
  cell(row: number, header: string): Cell | undefined;
  /** One column's cells, top to bottom. */
  column(header: string): Cell[];
  /** Rows as objects keyed by header, for readable expectations. */
  records(): Record<string, Cell>[];
}

export function tableView(result: FunctionResult): TableView {
  const header = result.table.columns.map((column) => column.header);
  const rows = result.table.rows;
  const indexOf = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${header.join(', ')}`);
    return index;
  };
  return {
    result,
    header,
    rows,
    cell: (row, name) => rows[row]?.[indexOf(name)],
    column: (name) => rows.map((row) => row[indexOf(name)] as Cell),
    records: () => rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))),
  };
}
