import { type FreezeReport, freezeRanges } from '../menu/freeze';
import { isReport } from './report-marker';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** What a cell shows while its formula failed or still loads: a frozen report must not keep any of these. */
const NOT_READY = /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!)|^Loading/;

/** The cells of the sheet whose formulas show an error or are still loading, as A1 text (at most `limit`). */
export function cellsNotReady(sheet: Sheet, limit = 5): string[] {
  const range = sheet.getDataRange();
  const formulas = range.getFormulas();
  const shown = range.getDisplayValues();
  const found: string[] = [];
  formulas.forEach((row, r) => {
    row.forEach((formula, c) => {
      if (formula && NOT_READY.test(shown[r]?.[c] ?? '') && found.length < limit)
        found.push(sheet.getRange(r + 1, c + 1).getA1Notation());
    });
  });
  return found;
}

/**
 * Replaces every formula of a report sheet by the values it shows. The charts stay: they draw ranges, which now hold
 * values; formats and colour rules stay too. Refuses a sheet the add-on did not make, and one still showing errors.
 */
export function freezeReport(sheet: Sheet): FreezeReport {
  if (!isReport(sheet))
    throw new Error('This sheet is not a client report. Open the report (made by New client report…) and try again.');
  const notReady = cellsNotReady(sheet);
  if (notReady.length > 0) {
    throw new Error(
      `Some formulas show an error or are still loading (${notReady.join(', ')}). Run Refresh now, wait for every ` +
        'figure, then freeze the report. Nothing was frozen.',
    );
  }
  return freezeRanges([sheet.getDataRange()]);
}
