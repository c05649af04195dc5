/// <reference types="office-js" />
import {
  type CellStyle,
  type ChartAxis,
  type ConditionalFormat,
  isoDateToSerial,
  PARAM_CELLS,
  type ParamCells,
  type ReportCell,
  type ReportChart,
  type ChartType as ReportChartType,
  type ReportTable,
  renderCall,
  renderFormula,
  reportSheetName,
  type WrittenReport,
} from '@sv/core';
import { parseA1 } from '../shared/a1-range';
import { hideUnnamedSeries, nameSeriesWhenCalculated } from './computed-series-names';
import { markAsReport } from './report-marker';
import { applyPrintSetup } from './report-print-setup';
import { missingRequirement, REPORT_REQUIREMENT } from './requirements';

/** Excel measures column widths and chart sizes in points; the definition gives pixels (96 per inch, 72 points). */
const POINTS_PER_PIXEL = 0.75;
/**
 * A keyword table may fill every row of the sheet; its number formats cover this many rows below the header, which
 * keeps the request well under Excel's payload limit (about 5 MB); rows beyond keep the General format.
 */
const FORMATTED_ROWS_OF_LONG_TABLES = 25_000;

const EXCEL_CHART_TYPES: Record<ReportChartType, Excel.ChartType> = {
  line: 'Line' as Excel.ChartType,
  column: 'ColumnClustered' as Excel.ChartType,
  bar: 'BarClustered' as Excel.ChartType,
  stacked_area: 'AreaStacked' as Excel.ChartType,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Writes the report as a new worksheet of the open workbook: the parameter block, the cells, the SV. calls at their
 * anchors, number formats, styles, column widths, frozen header rows, conditional colours and one Chart object per
 * chart of the definition, bound to its ranges. Everything is queued and sent in one sync. Returns the sheet's name.
 */
export async function writeReportSheet(context: Excel.RequestContext, definition: WrittenReport): Promise<string> {
  // Before the first call: an Excel without these APIs would otherwise stop half-way, leaving half a sheet.
  const missing = missingRequirement(REPORT_REQUIREMENT, 'add a report sheet');
  if (missing) throw new Error(missing);
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  await context.sync();
  // The core's rule, as in Sheets: a second report of a period shortens the campaign's name, never the period.
  // A portfolio is named like a report of a campaign called Portfolio.
  const { campaignName, start, end } =
    'request' in definition ? definition.request : { campaignName: 'Portfolio', ...definition.portfolio };
  const name = reportSheetName(
    campaignName,
    start,
    end,
    worksheets.items.map((sheet) => sheet.name),
  );
  const sheet = worksheets.add(name);
  markAsReport(sheet);
  const params = PARAM_CELLS;
  // The title, the parameter block (values and the tracking depth's SV. call) and the data tables' labels.
  for (const cell of definition.cells) writeCell(sheet, cell, params);
  for (const section of definition.sections) {
    for (const cell of section.cells) writeCell(sheet, cell, params);
    for (const table of section.tables) writeTable(sheet, table, params);
    for (const format of section.conditionalFormats) addConditionalFormat(sheet, format);
  }
  for (const { column, width } of definition.columnWidths) {
    sheet.getRangeByIndexes(0, column - 1, 1, 1).format.columnWidth = width * POINTS_PER_PIXEL;
  }
  if (definition.frozenRows > 0) sheet.freezePanes.freezeRows(definition.frozenRows);
  applyPrintSetup(sheet, definition.print);
  // Charts last: their ranges then hold the formulas (and, once Excel calculates, the data) they draw.
  for (const section of definition.sections) {
    for (const chart of section.charts) addChart(sheet, chart);
  }
  // A portfolio draws no chart.
  if ('request' in definition) {
    hideUnnamedSeries(sheet, definition);
    nameSeriesWhenCalculated(sheet, definition);
  }
  sheet.activate();
  await context.sync();
  return name;
}

function writeCell(sheet: Excel.Worksheet, cell: ReportCell, params: ParamCells): void {
  const range = sheet.getRange(cell.address);
  if (cell.formula) {
    const text =
      cell.formula.kind === 'call' ? renderCall(cell.formula, 'excel', params) : renderFormula(cell.formula, 'excel');
    range.formulas = [[text]];
  } else if (cell.value !== undefined) {
    range.values = [[cellValue(cell.value)]];
  }
  if (cell.format) range.numberFormat = [[cell.format]];
  if (cell.style) applyStyle(range, cell.style);
}

/**
 * A value as Excel should keep it: an ISO date becomes a serial number (the cell is a date, and the SV. functions read
 * it as one), text that Excel would read as a formula keeps its leading apostrophe so it stays text.
 */
function cellValue(value: string | number | boolean): string | number | boolean {
  if (typeof value !== 'string') return value;
  if (ISO_DATE.test(value)) return isoDateToSerial(value);
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

function applyStyle(range: Excel.Range, style: CellStyle): void {
  const { font, fill } = range.format;
  switch (style) {
    case 'title':
      font.bold = true;
      font.size = 18;
      break;
    case 'subtitle':
      font.color = '#5b6572';
      font.size = 12;
      break;
    case 'heading':
      font.bold = true;
      font.size = 14;
      font.color = '#1f5fbf';
      break;
    case 'note':
      font.italic = true;
      font.color = '#5b6572';
      break;
    case 'label':
      font.bold = true;
      break;
    case 'header':
      font.bold = true;
      fill.color = '#e8eef7';
      break;
    case 'input':
      fill.color = '#fff8e1';
      break;
  }
}

/** The call at its anchor (its answer spills below and to the right), the header row bold, each column's format. */
function writeTable(sheet: Excel.Worksheet, table: ReportTable, params: ParamCells): void {
  sheet.getRange(table.anchor).formulas = [[renderCall(table.call, 'excel', params)]];
  const bounds = parseA1(table.bounds);
  applyStyle(sheet.getRangeByIndexes(bounds.top - 1, bounds.left - 1, 1, table.headers.length), 'header');
  const rows = Math.min(bounds.rows - 1, FORMATTED_ROWS_OF_LONG_TABLES);
  table.headers.forEach((header, index) => {
    const format = table.formats[header];
    if (!format || rows <= 0) return;
    const column = sheet.getRangeByIndexes(bounds.top, bounds.left - 1 + index, rows, 1);
    column.numberFormat = Array.from({ length: rows }, () => [format]);
  });
}

function addConditionalFormat(sheet: Excel.Worksheet, format: ConditionalFormat): void {
  const conditional = sheet.getRange(format.range).conditionalFormats.add('CellValue' as Excel.ConditionalFormatType);
  conditional.cellValue.format.font.color = format.fontColor;
  conditional.cellValue.format.fill.color = format.background;
  conditional.cellValue.rule = {
    formula1: String(format.value),
    operator: format.rule === 'greater_than' ? 'GreaterThan' : 'LessThan',
  };
}

/**
 * A Chart bound to the definition's ranges: each series is one column without its header row (Excel cannot tell a
 * header from data while the formulas are still calculating), named by the label the definition gives it: the words
 * the report writes over that column, never a field path or a cell address.
 */
function addChart(sheet: Excel.Worksheet, chart: ReportChart): void {
  const categories = dataRows(sheet, chart.categories);
  const [first, ...others] = chart.series;
  if (!first) return;
  const excelChart = sheet.charts.add(
    EXCEL_CHART_TYPES[chart.type],
    dataRows(sheet, first.range),
    'Columns' as Excel.ChartSeriesBy,
  );
  excelChart.name = chart.id;
  excelChart.title.text = chart.title;
  excelChart.legend.position = 'Bottom' as Excel.ChartLegendPosition;
  excelChart.setPosition(chart.anchor);
  excelChart.width = chart.widthPx * POINTS_PER_PIXEL;
  excelChart.height = chart.heightPx * POINTS_PER_PIXEL;
  const firstSeries = excelChart.series.getItemAt(0);
  firstSeries.name = first.label;
  firstSeries.setXAxisValues(categories);
  if (first.axis === 'secondary') firstSeries.axisGroup = 'Secondary' as Excel.ChartAxisGroup;
  for (const other of others) {
    const series = excelChart.series.add(other.label);
    series.setValues(dataRows(sheet, other.range));
    series.setXAxisValues(categories);
    if (other.axis === 'secondary') series.axisGroup = 'Secondary' as Excel.ChartAxisGroup;
  }
  const { categoryAxis, valueAxis } = excelChart.axes;
  categoryAxis.title.text = chart.xAxis.title;
  if (chart.xAxis.format) categoryAxis.numberFormat = chart.xAxis.format;
  valueAxis.title.text = chart.yAxis.title;
  shapeValueAxis(valueAxis, chart.yAxis);
  if (chart.secondaryAxis && chart.series.some((series) => series.axis === 'secondary')) {
    // The axis of the secondary group exists once a series is on it (ExcelApi 1.7: axes.getItem with a group).
    const secondary = excelChart.axes.getItem('Value' as Excel.ChartAxisType, 'Secondary' as Excel.ChartAxisGroup);
    secondary.title.text = chart.secondaryAxis.title;
    shapeValueAxis(secondary, chart.secondaryAxis);
  }
}

/** A value axis's number format and, for shares, its start at 0 and (a whole) its end at 100 %. */
function shapeValueAxis(axis: Excel.ChartAxis, spec: ChartAxis): void {
  if (spec.format) axis.numberFormat = spec.format;
  if (spec.min !== undefined) axis.minimum = spec.min;
  if (spec.max !== undefined) axis.maximum = spec.max;
}

/** A chart range without its header row. */
function dataRows(sheet: Excel.Worksheet, address: string): Excel.Range {
  const area = parseA1(address);
  return sheet.getRangeByIndexes(area.top, area.left - 1, area.rows - 1, area.columns);
}
