import {
  type CellStyle,
  type ConditionalFormat,
  columnLetter,
  DATA_ROW,
  PARAM_CELLS,
  type ReportCell,
  type ReportTable,
  type WrittenReport,
} from '@sv/core';
import { dateAtMidnight } from '../cells/spreadsheet-time';
import { asTypedText } from '../menu/freeze';
import { cellPosition, rangeEnd } from './cell-address';
import { applyStyle } from './cell-styles';
import { insertChart } from './report-charts';
import { markAsReport } from './report-marker';
import { writeCells } from './write-cells';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** The grid a report needs: Sheets does not grow a sheet for a formula's result, it shows #REF! instead. */
export interface GridSize {
  rows: number;
  columns: number;
}

/** Rows and columns for every table at its largest; keyword tables get a row per keyword the campaign tracks. */
export function gridSize(definition: WrittenReport, keywordCount: number): GridSize {
  const tables = definition.sections.flatMap((section) => section.tables);
  const rows = Math.max(
    ...definition.sections.map((section) => section.rows.last),
    ...tables.map((table) => DATA_ROW + (table.maxRows ?? keywordCount)),
  );
  const columns = Math.max(
    ...tables.map((table) => rangeEnd(table.bounds).column),
    ...definition.sections.flatMap((section) => section.cells.map((cell) => cellPosition(cell.address).column)),
  );
  // A margin for keywords added before the next refresh.
  return { rows: rows + Math.ceil(keywordCount * 0.1) + 20, columns: columns + 1 };
}

function ensureGrid(sheet: Sheet, size: GridSize): void {
  if (sheet.getMaxRows() < size.rows) sheet.insertRowsAfter(sheet.getMaxRows(), size.rows - sheet.getMaxRows());
  if (sheet.getMaxColumns() < size.columns)
    sheet.insertColumnsAfter(sheet.getMaxColumns(), size.columns - sheet.getMaxColumns());
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** The data rows of each formatted column of a table, to the last row it may fill. */
function tableFormats(table: ReportTable, lastRow: number): { range: string; format: string }[] {
  const start = cellPosition(table.anchor).column;
  return table.headers.flatMap((header, index) => {
    const format = table.formats[header];
    if (!format) return [];
    const column = columnLetter(start + index);
    return [{ range: `${column}${DATA_ROW + 1}:${column}${lastRow}`, format }];
  });
}

function conditionalRule(sheet: Sheet, rule: ConditionalFormat): GoogleAppsScript.Spreadsheet.ConditionalFormatRule {
  const builder = SpreadsheetApp.newConditionalFormatRule();
  const when =
    rule.rule === 'greater_than' ? builder.whenNumberGreaterThan(rule.value) : builder.whenNumberLessThan(rule.value);
  return when
    .setFontColor(rule.fontColor)
    .setBackground(rule.background)
    .setRanges([sheet.getRange(rule.range)])
    .build();
}

/**
 * Adds the report's sheet: parameters, SV_ formulas and the formulas over them, number formats, styles, widths,
 * frozen header rows, colour rules and native charts. Sheets computes the formulas once the script returns.
 */
export function writeReport(
  spreadsheet: Spreadsheet,
  definition: WrittenReport,
  sheetName: string,
  keywordCount: number,
  timeZone: string,
): Sheet {
  const sheet = spreadsheet.insertSheet(sheetName);
  ensureGrid(sheet, gridSize(definition, keywordCount));
  const dateCells = new Set(
    definition.parameters.filter((p) => p.key === 'start' || p.key === 'end').map((parameter) => parameter.cell),
  );
  const cellValue = (cell: ReportCell) =>
    dateCells.has(cell.address) && typeof cell.value === 'string'
      ? dateAtMidnight(cell.value, timeZone)
      : asTypedText(cell.value ?? '');
  const tables = definition.sections.flatMap((section) => section.tables);
  const tableCells: ReportCell[] = tables.map((table) => ({ address: table.anchor, formula: table.call }));
  const cells = [...definition.cells, ...definition.sections.flatMap((section) => section.cells), ...tableCells];

  const formats = [
    ...cells.flatMap((cell) => (cell.format ? [{ range: cell.address, format: cell.format }] : [])),
    ...tables.flatMap((table) =>
      tableFormats(table, table.maxRows === null ? sheet.getMaxRows() : DATA_ROW + table.maxRows),
    ),
  ];
  // Formats before values, so a date typed into a date cell is read as a date.
  for (const [format, group] of groupBy(formats, (item) => item.format))
    sheet.getRangeList(group.map((item) => item.range)).setNumberFormat(format);
  writeCells(sheet, cells, PARAM_CELLS, cellValue);
  for (const [style, group] of groupBy(cells, (cell) => cell.style))
    applyStyle(sheet.getRangeList(group.map((cell) => cell.address)), style as CellStyle);
  for (const { column, width } of definition.columnWidths) sheet.setColumnWidth(column, width);
  sheet.setFrozenRows(definition.frozenRows);
  const rules = definition.sections.flatMap((section) => section.conditionalFormats);
  if (rules.length > 0)
    sheet.setConditionalFormatRules([
      ...sheet.getConditionalFormatRules(),
      ...rules.map((rule) => conditionalRule(sheet, rule)),
    ]);
  for (const chart of definition.sections.flatMap((section) => section.charts)) insertChart(sheet, chart);
  markAsReport(sheet, definition);
  return sheet;
}
