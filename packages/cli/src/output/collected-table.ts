import type { Cell, Column, FunctionResult } from '@sv/core';
import type { StreamedTable } from './table-lines';

/**
 * A streamed table kept in memory, for a workbook, which is written whole: its rows arrive exactly as a CSV export's
 * would, so the rows counted while they arrive are the rows the workbook holds.
 */
export function collectedTable(onRows: (count: number) => void = () => {}): StreamedTable & {
  result(): FunctionResult;
} {
  let columns: readonly Column[] = [];
  let headers = true;
  const rows: Cell[][] = [];
  return {
    get rowsWritten() {
      return rows.length;
    },
    columns(given, wanted) {
      columns = given;
      headers = wanted;
    },
    rows(given) {
      for (const row of given) rows.push(row as Cell[]);
      onRows(given.length);
    },
    drained: async () => {},
    // The workbook is written from result() once the pull is over; nothing is held back here.
    finish: () => {},
    result: () => ({ table: { columns: [...columns], rows }, headers }),
  };
}
