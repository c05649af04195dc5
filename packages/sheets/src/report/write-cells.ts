import { type ParamCells, type ReportCell, renderCall, renderFormula } from '@sv/core';
import { asTypedText } from '../menu/freeze';
import { cellPosition } from './cell-address';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What one cell receives: a formula as Sheets reads it, or a value written as typed text would be kept. */
type Content = { formula: string } | { value: unknown };

function contentOf(cell: ReportCell, params: ParamCells, value: (cell: ReportCell) => unknown): Content {
  if (cell.formula) {
    return {
      formula:
        cell.formula.kind === 'call'
          ? renderCall(cell.formula, 'sheets', params)
          : renderFormula(cell.formula, 'sheets'),
    };
  }
  return { value: value(cell) };
}

/**
 * Writes the cells row by row, one setValues or setFormulas per run of neighbouring cells of the same kind: a few
 * dozen calls for a report of hundreds of cells. `value` turns a plain cell into what to write (dates as Dates).
 */
export function writeCells(
  sheet: Sheet,
  cells: readonly ReportCell[],
  params: ParamCells,
  value: (cell: ReportCell) => unknown = (cell) => asTypedText(cell.value ?? ''),
): void {
  const placed = cells
    .map((cell) => ({ ...cellPosition(cell.address), content: contentOf(cell, params, value) }))
    .sort((a, b) => a.row - b.row || a.column - b.column);
  let run: typeof placed = [];
  const flush = () => {
    const first = run[0];
    if (!first) return;
    const range = sheet.getRange(first.row, first.column, 1, run.length);
    if ('formula' in first.content)
      range.setFormulas([run.map((cell) => ('formula' in cell.content ? cell.content.formula : ''))]);
    else range.setValues([run.map((cell) => ('value' in cell.content ? cell.content.value : ''))]);
    run = [];
  };
  for (const cell of placed) {
    const last = run[run.length - 1];
    const continues =
      last !== undefined &&
      last.row === cell.row &&
      last.column + 1 === cell.column &&
      'formula' in last.content === 'formula' in cell.content;
    if (!continues) flush();
    run.push(cell);
  }
  flush();
}
