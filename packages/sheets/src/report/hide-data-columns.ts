import { columnLetter, DATA_FIRST_COLUMN } from '@sv/core';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * Hides a frozen report's data tables (column L to the last used column) so the client reads only the report, and
 * tells every chart to keep plotting hidden columns (Sheets leaves them out by default): each series keeps its range
 * and its numbers. Returns the columns hidden as `L:BI`, or null when the report has none.
 */
export function hideDataColumns(sheet: Sheet): string | null {
  const last = sheet.getLastColumn();
  if (last < DATA_FIRST_COLUMN) return null;
  for (const chart of sheet.getCharts()) {
    sheet.updateChart(chart.modify().setHiddenDimensionStrategy(Charts.ChartHiddenDimensionStrategy.SHOW_BOTH).build());
  }
  sheet.hideColumns(DATA_FIRST_COLUMN, last - DATA_FIRST_COLUMN + 1);
  return `${columnLetter(DATA_FIRST_COLUMN)}:${columnLetter(last)}`;
}
