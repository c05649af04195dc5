import { ACTIVE_CELL_REQUIREMENT, missingRequirement } from './requirements';

/**
 * The two things the pane asks of the workbook. Only called in Excel mode; preview mode has no workbook.
 */
export async function recalculateWorkbook(): Promise<void> {
  await Excel.run(async (context) => {
    // A full calculation reruns every formula, custom functions included; a plain one skips unchanged cells.
    context.workbook.application.calculate(Excel.CalculationType.full);
    await context.sync();
  });
}

/** Where the pane put a formula: the cell's address as Excel shows it, and its place for writing around it later. */
export interface InsertedCell {
  address: string;
  worksheetId: string;
  rowIndex: number;
  columnIndex: number;
}

export async function writeFormulaToActiveCell(formula: string): Promise<InsertedCell> {
  const missing = missingRequirement(ACTIVE_CELL_REQUIREMENT, 'put a formula into the selected cell');
  if (missing) throw new Error(missing);
  return Excel.run(async (context) => {
    const cell = context.workbook.getActiveCell();
    cell.formulas = [[formula]];
    cell.load('address, rowIndex, columnIndex');
    cell.worksheet.load('id');
    await context.sync();
    return {
      address: cell.address,
      worksheetId: cell.worksheet.id,
      rowIndex: cell.rowIndex,
      columnIndex: cell.columnIndex,
    };
  });
}

/**
 * Gives columns of the range a formula spills from `anchor` their number formats, below `skipRows` header rows and
 * over `rows` rows; a column without a format keeps Excel's General. The cells may still be empty: the format waits
 * for the values. Uses `getRangeByIndexes` (ExcelApi 1.7, as `getActiveCell`).
 */
export async function formatSpilledColumns(
  anchor: InsertedCell,
  skipRows: number,
  rows: number,
  numberFormats: readonly (string | undefined)[],
): Promise<void> {
  if (rows < 1) return;
  await Excel.run(async (context) => {
    const sheet = context.workbook.worksheets.getItem(anchor.worksheetId);
    numberFormats.forEach((numberFormat, column) => {
      if (numberFormat === undefined) return;
      const range = sheet.getRangeByIndexes(anchor.rowIndex + skipRows, anchor.columnIndex + column, rows, 1);
      range.numberFormat = Array.from({ length: rows }, () => [numberFormat]);
    });
    await context.sync();
  });
}
