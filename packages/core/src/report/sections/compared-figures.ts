import { cellAt } from '../a1';
import { comparisonTitle } from '../comparison';
import { formula } from '../formula';
import { FORMATS, type PlacedTable } from '../layout';
import type { ReportCell, ReportComparison, ReportFormula } from '../types';
import type { FigureSource } from './figure-guard';

/** What a "then" figure says when the earlier period has no number for it (a keyword added since, no data then). */
export const NO_EARLIER_DATA = 'No data in the earlier period';

/** The header of the column of earlier values: "Previous period" or "Last year". */
export const thenHeader = (comparison: ReportComparison): string => comparisonTitle(comparison);

/** The earlier-period column of a compared table (`<path>.previous`), as a figure's source with its own words. */
export function earlierSource(table: PlacedTable, header: string): FigureSource {
  return { table, column: `${header}.previous`, missing: NO_EARLIER_DATA };
}

/**
 * One cell of a table as a figure, or the words for its absence: a reference to a blank cell reads 0, and a blank
 * earlier value is a row the earlier period does not hold.
 */
export function numberOr(reference: string, words: string): string {
  return `IF(COUNT(${reference})=0,"${words}",${reference})`;
}

/**
 * now − then, from the two figure cells beside it: the error either shows while it lasts (so a failed table shows in
 * every figure over it), blank when either says there is no data; a share's change × 100, in percentage points.
 */
export function changeOf(now: string, then: string, points: boolean): string {
  const difference = `IF(COUNT(${now},${then})=2,(${now}-${then})${points ? '*100' : ''},"")`;
  return `IF(ISERROR(${now}),${now},IF(ISERROR(${then}),${then},${difference}))`;
}

/** The header row of a table of compared shares (columns A to D): what the rows are, now, then, the change in pp. */
export function comparedShareHeader(top: number, rows: string, comparison: ReportComparison): ReportCell[] {
  return [
    { address: cellAt(1, top), value: rows, style: 'header' },
    { address: cellAt(2, top), value: 'Share', style: 'header' },
    { address: cellAt(3, top), value: thenHeader(comparison), style: 'header' },
    { address: cellAt(4, top), value: 'Change (pp)', style: 'header' },
  ];
}

/** One compared share at row `row`: its label, the share now and then, and the change in percentage points. */
export function comparedShareRow(row: number, label: string, now: ReportFormula, then: ReportFormula): ReportCell[] {
  const [nowCell, thenCell] = [cellAt(2, row), cellAt(3, row)];
  return [
    { address: cellAt(1, row), value: label, style: 'label' },
    { address: nowCell, formula: now, format: FORMATS.percent },
    { address: thenCell, formula: then, format: FORMATS.percent },
    // Either side's error or words already show beside it: the change is then left blank.
    { address: cellAt(4, row), formula: formula(`=${changeOf(nowCell, thenCell, true)}`), format: FORMATS.points },
  ];
}
