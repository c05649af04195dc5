import { type ReportCell, type ReportDefinition, type ReportFormula, renderFormula } from '@sv/core';
import ExcelJS from 'exceljs';
import type { CalculatedReport } from '../../../packages/excel/src/preview/calculate-report';
import { isError, type Scalar } from '../../../packages/excel/src/preview/sheet-values';
import { parseA1 } from '../../../packages/excel/src/shared/a1-range';

/**
 * A calculated report as an .xlsx for LibreOffice Calc to recalculate, and the comparison of what Calc computed with
 * what the preview showed: shared by the client report's and the portfolio's recalculation tests.
 */
export type LaidOut = Pick<ReportDefinition, 'cells' | 'sections' | 'sheetName'>;

/** A result no engine computes: a figure still holding it was never recalculated. */
export const STALE = 'not recalculated';
const RELATIVE = 1e-9;

export interface Figure {
  readonly address: string;
  readonly formula: ReportFormula;
}

export const isFormula = (cell: ReportCell): boolean => cell.formula?.kind === 'formula';

export const figuresOf = (definition: LaidOut): Figure[] =>
  [...definition.cells, ...definition.sections.flatMap((section) => section.cells)].flatMap((cell) =>
    cell.formula?.kind === 'formula' ? [{ address: cell.address, formula: cell.formula }] : [],
  );

/** A value the preview's sheet holds, as an .xlsx cell keeps it (an error as its code). */
function xlsxValue(value: Scalar): ExcelJS.CellValue {
  if (isError(value)) return { error: value.code as ExcelJS.CellErrorValue['error'] };
  return value;
}

/**
 * The report as a workbook: what the preview's sheet holds outside the figures (parameters, labels, each SV. answer
 * spilled from its anchor) as values, and each figure as the formula Excel is given (an array formula as Excel keeps
 * one that needs array evaluation), with a stale result LibreOffice must replace.
 */
export function writeWorkbook(definition: LaidOut, report: CalculatedReport): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(definition.sheetName);
  const figures = figuresOf(definition);
  const isFigure = new Set(figures.map((figure) => figure.address));
  const put = (row: number, column: number) => {
    const value = report.sheet.value(row, column);
    if (value !== null) sheet.getCell(row, column).value = xlsxValue(value);
  };
  for (const cell of [...definition.cells, ...definition.sections.flatMap((section) => section.cells)]) {
    if (isFigure.has(cell.address)) continue;
    const { top, left } = parseA1(cell.address);
    put(top, left);
  }
  for (const [address, answer] of report.answers) {
    const { top, left } = parseA1(address);
    if ('error' in answer) put(top, left);
    else for (const [r, cells] of answer.grid.entries()) for (const c of cells.keys()) put(top + r, left + c);
  }
  for (const { address, formula } of figures) {
    const text = renderFormula(formula, 'excel').slice(1);
    sheet.getCell(address).value = (
      formula.array
        ? { formula: text, shareType: 'array', ref: address, result: STALE }
        : { formula: text, result: STALE }
    ) as ExcelJS.CellFormulaValue;
  }
  return workbook;
}

/** A figure as LibreOffice computed it: a blank or empty text as "", an error as its code. */
export type Computed = number | string | boolean | { readonly error: string };

export function computed(cell: ExcelJS.Cell): Computed {
  // The cell's result, not its value: exceljs leaves a result of 0 out of a formula's value.
  const result = cell.type === ExcelJS.ValueType.Formula ? cell.result : cell.value;
  if (result === undefined || result === null) return '';
  if (typeof result === 'object' && 'error' in result) return { error: result.error };
  if (result instanceof Date) return `date ${result.toISOString()}`;
  return result as number | string | boolean;
}

/** Why a figure's two values differ, or null when they agree. */
export function disagreement(preview: Scalar, calc: Computed): string | null {
  const shown = (value: unknown) => (isError(value) ? value.code : JSON.stringify(value));
  if (isError(preview) || typeof calc === 'object') {
    const previewCode = isError(preview) ? preview.code : null;
    const calcCode = typeof calc === 'object' ? calc.error : null;
    return previewCode !== null && previewCode === calcCode
      ? null
      : `preview ${shown(preview)}, LibreOffice ${shown(calcCode ?? calc)}`;
  }
  if (typeof preview === 'number' && typeof calc === 'number') {
    const scale = Math.max(Math.abs(preview), Math.abs(calc), Number.MIN_VALUE);
    return Math.abs(preview - calc) / scale <= RELATIVE ? null : `preview ${preview}, LibreOffice ${calc}`;
  }
  return (preview ?? '') === calc ? null : `preview ${shown(preview)}, LibreOffice ${shown(calc)}`;
}
