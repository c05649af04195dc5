import { rangeOf } from './a1';
import type { ReportPrintSetup } from './types';

/**
 * The report prints as the client reads it: columns A to the report's last column (the data tables to the right stay
 * off the page), from the title to the last row, landscape, scaled to one page wide, the title rows on every page.
 */
export function printSetup(lastColumn: number, lastRow: number, titleRows: number): ReportPrintSetup {
  return {
    area: rangeOf(1, 1, lastColumn, lastRow),
    orientation: 'landscape',
    pagesWide: 1,
    titleRows: { first: 1, last: titleRows },
  };
}
