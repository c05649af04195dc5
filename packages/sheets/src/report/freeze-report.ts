import { buildReport, figureNames } from '@sv/core';
import { type FreezeReport, freezeRanges } from '../menu/freeze';
import { hideDataColumns } from './hide-data-columns';
import { isReport, reportRequestOf } from './report-marker';
import { dropEmptySeries } from './series-with-data';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/**
 * What a cell shows while its formula failed or still loads: a frozen report must not keep any of these. A figure
 * whose data does not exist in the period says so in words (core report NO_DATA), which may be frozen.
 */
const NOT_READY = /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!)|^Loading/;
/** Figures named in the refusal; the rest are counted. */
const NAMED = 5;

/** The cells of the sheet whose formulas show an error or are still loading, as A1 text, in reading order. */
export function cellsNotReady(sheet: Sheet): string[] {
  const range = sheet.getDataRange();
  const formulas = range.getFormulas();
  const shown = range.getDisplayValues();
  const found: string[] = [];
  formulas.forEach((row, r) => {
    row.forEach((formula, c) => {
      if (formula && NOT_READY.test(shown[r]?.[c] ?? '')) found.push(sheet.getRange(r + 1, c + 1).getA1Notation());
    });
  });
  return found;
}

/** The report's words for each cell (`Organic traffic and conversions: Sessions, Total`), when the sheet says. */
function namesOf(sheet: Sheet): Map<string, string> {
  const request = reportRequestOf(sheet);
  if (!request) return new Map();
  try {
    return figureNames(buildReport(request));
  } catch {
    return new Map();
  }
}

/** `Organic traffic per day (SV_TRAFFIC) at BG12; Organic traffic and conversions: Sessions, Total at B137; 3 more`. */
function describe(sheet: Sheet, cells: readonly string[]): string {
  const names = namesOf(sheet);
  // In reading order the tables (row 12) come before the figures below them: the cause before what it caused.
  const listed = cells.slice(0, NAMED).map((cell) => {
    const name = names.get(cell);
    return name ? `${name} at ${cell}` : cell;
  });
  const more = cells.length - listed.length;
  return `${listed.join('; ')}${more > 0 ? `; ${more} more` : ''}`;
}

/**
 * Replaces every formula of a report sheet by the values it shows. The charts stay: they draw ranges, which now hold
 * values; formats and colour rules stay too. The data tables are then hidden (hide-data-columns.ts). Refuses a sheet
 * the add-on did not make, and one where a figure or table still loads or failed, naming them. A chart series left
 * without data (a share-of-clicks column naming no domain) leaves the chart and its legend (series-with-data.ts).
 */
export function freezeReport(sheet: Sheet): FreezeReport & { hiddenColumns: string | null } {
  refuseUnready(sheet);
  const frozen = freezeRanges([sheet.getDataRange()]);
  dropEmptySeries(sheet);
  return { ...frozen, hiddenColumns: hideDataColumns(sheet) };
}

/** Refuses a sheet the add-on did not make, and a report where a figure or table still loads or failed, naming them. */
export function refuseUnready(sheet: Sheet): void {
  if (!isReport(sheet))
    throw new Error('This sheet is not a client report. Open the report (made by New client report…) and try again.');
  const notReady = cellsNotReady(sheet);
  if (notReady.length > 0) {
    throw new Error(
      `Not frozen: these show an error or are still loading: ${describe(sheet, notReady)}. Run Refresh now, wait ` +
        'for every figure, then freeze the report. Nothing was frozen.',
    );
  }
}
