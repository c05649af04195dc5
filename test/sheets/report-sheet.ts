import {
  buildReport,
  isoDateToSerial,
  PARAM_CELLS,
  type ReportDefinition,
  type ReportRequest,
  renderCall,
  resolveCall,
} from '@sv/core';
import { PreviewSheet } from '../../packages/excel/src/preview/preview-sheet';
import { isError, type Scalar, SheetError } from '../../packages/excel/src/preview/sheet-values';
import type { CellValue, FakeSheet } from './fakes/spreadsheet';
import type { SheetsFixture } from './setup';

/** What the report dialog sends for campaign 101 of the sandbox; a test changes what it needs. */
export function reportInput(request: Partial<ReportRequest> = {}) {
  return {
    campaignId: String(request.campaignId ?? 101),
    start: request.start ?? '2026-05-01',
    end: request.end ?? '2026-05-31',
    device: request.device ?? 'mobile',
    competitors: (request.competitors ?? ['example-rival.com']).join(', '),
    sections: request.sections ?? ['visibility', 'rank_distribution', 'top_movers', 'share', 'ai_presence', 'traffic'],
  };
}

/** Makes the report through the menu's dialog action, as a user does, and returns its sheet and its definition. */
export function createReportSheet(
  sheets: SheetsFixture,
  input: ReturnType<typeof reportInput>,
): { sheet: FakeSheet; definition: ReportDefinition } {
  const message = String(sheets.addOn.run('svCreateReport', input));
  const name = /^The report "([^"]+)"/.exec(message)?.[1] ?? '';
  const sheet = sheets.addOn.sheet(name);
  const request = JSON.parse(sheet.getDeveloperMetadata()[0]?.getValue() ?? '{}') as ReportRequest;
  return { sheet, definition: buildReport(request) };
}

/**
 * Lets Sheets compute the report's SV_ formulas: each runs the built custom function against the sandbox with the
 * arguments its parameter cells hold.
 */
export function computeSvFormulas(sheets: SheetsFixture, definition: ReportDefinition): void {
  const { request } = definition;
  const values = {
    campaign: request.campaignId,
    start: sheets.addOn.date(request.start),
    end: sheets.addOn.date(request.end),
    device: request.device,
    competitors: request.competitors.join(', '),
  };
  const calls = [
    ...definition.sections.flatMap((section) => section.tables.map((table) => table.call)),
    ...definition.parameters.flatMap((p) => (p.call ? [p.call] : [])),
  ];
  for (const call of calls) {
    sheets.addOn.evaluators.set(renderCall(call, 'sheets', PARAM_CELLS), () =>
      sheets.addOn.cell(`SV_${call.name}`, ...resolveCall(call, values)),
    );
  }
  sheets.addOn.recalculate();
}

/** A cell as the formulas read it: dates as serial numbers, a custom function's #ERROR! with its message. */
function scalarOf(sheet: FakeSheet, value: CellValue, error: string | undefined): Scalar {
  // The script's Dates come from another realm: recognised by their tag, not by instanceof.
  if (Object.prototype.toString.call(value) === '[object Date]')
    return isoDateToSerial(sheet.book.isoDate(value as Date));
  if (typeof value === 'string' && /^#[A-Z/0!?]+[!?A]$/.test(value)) return new SheetError(value, error ?? '');
  if (value === '') return null;
  return value as Scalar;
}

/**
 * Sheets computing the formulas over the tables, which the fake leaves alone: the formulas the sheet holds (without
 * ARRAYFORMULA, which only tells Sheets to evaluate arrays) evaluated over what its cells show, by the report
 * preview's engine. The report uses only functions whose rules the two hosts share (IF, ISERROR, COUNT, COUNTIFS,
 * INDEX, MATCH...), and an error passed on by reference keeps its message, as Sheets shows it on the figure.
 */
export function computeFigures(sheet: FakeSheet): void {
  const engine = new PreviewSheet();
  const figures: { row: number; column: number }[] = [];
  for (const key of sheet.cells.keys()) {
    const [row, column] = key.split(',').map(Number) as [number, number];
    const cell = sheet.cell(row, column);
    if (!cell) continue;
    if (cell.formula && !cell.formula.includes('SV_')) {
      engine.setFormula(row, column, cell.formula.replace(/^=ARRAYFORMULA\((.*)\)$/s, '=$1'));
      figures.push({ row, column });
    } else engine.setValue(row, column, scalarOf(sheet, cell.value, cell.error));
  }
  for (const { row, column } of figures) {
    const cell = sheet.cell(row, column);
    const value = engine.value(row, column);
    if (!cell) continue;
    cell.value = isError(value) ? value.code : ((value ?? '') as CellValue);
    cell.error = isError(value) ? value.reason : undefined;
  }
}
