import type { ReportPrintSetup } from '@sv/core';
import { cellPosition } from './cell-address';

/**
 * Apps Script has no page setup for a sheet (no print area, orientation or scaling): Sheets prints what File > Print
 * is told, and repeats the frozen rows (the report freezes its title rows). The report's print setup reaches Sheets
 * through its PDF export instead, as the export's parameters: the print area (0-based first row and column, the end
 * exclusive), landscape, fit to width, the frozen rows on every page.
 */
export function printExportOptions(print: ReportPrintSetup): string {
  const [first = '', last = ''] = print.area.split(':');
  const from = cellPosition(first);
  const to = cellPosition(last);
  return [
    `portrait=${print.orientation === 'landscape' ? 'false' : 'true'}`,
    // fitw fits the width to one page; the export has no other page count.
    'fitw=true',
    'fzr=true',
    `r1=${from.row - 1}`,
    `c1=${from.column - 1}`,
    `r2=${to.row}`,
    `c2=${to.column}`,
  ].join('&');
}
