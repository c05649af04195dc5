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

export async function writeFormulaToActiveCell(formula: string): Promise<string> {
  const missing = missingRequirement(ACTIVE_CELL_REQUIREMENT, 'put a formula into the selected cell');
  if (missing) throw new Error(missing);
  return Excel.run(async (context) => {
    const cell = context.workbook.getActiveCell();
    cell.formulas = [[formula]];
    cell.load('address');
    await context.sync();
    return cell.address;
  });
}
