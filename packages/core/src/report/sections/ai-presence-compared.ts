import { formula } from '../formula';
import type { PlacedTable } from '../layout';
import type { ReportCell, ReportComparison, ReportFormula } from '../types';
import { comparedShareHeader, comparedShareRow, earlierSource, NO_EARLIER_DATA, numberOr } from './compared-figures';
import { guardedFigure } from './figure-guard';

/** The latest value of a daily device column and of the same day in the earlier period (the row it was joined to). */
function latestDaily(table: PlacedTable, header: string): { now: string; earlier: string } {
  const column = table.column(header);
  const lastRow = `MATCH(9.99E+307,${column})`;
  const sources = [{ table, column: header }];
  const now = guardedFigure(sources, `INDEX(${column},${lastRow})`).text.slice(1);
  const sameDay = `INDEX(${table.column(`${header}.previous`)},${lastRow})`;
  const earlier = guardedFigure([...sources, earlierSource(table, header)], numberOr(sameDay, NO_EARLIER_DATA));
  return { now, earlier: earlier.text.slice(1) };
}

/**
 * The AI figures of a compared report: label, now, then, change (in points), by the row they take. A daily table's
 * latest day meets the same day of the earlier period; weekly rows fall on other days in each period and are never
 * joined, so a weekly figure's earlier value is the earlier period's latest week.
 */
export function comparedAiFigures(
  top: number,
  comparison: ReportComparison,
  device: string,
  daily: readonly { readonly label: string; readonly table: PlacedTable; readonly field: string }[],
  weekly: readonly { readonly label: string; readonly table: PlacedTable; readonly header: string }[],
): ReportCell[] {
  const row = (offset: number, label: string, now: ReportFormula, then: ReportFormula) =>
    comparedShareRow(top + offset, label, now, then);
  const cells: ReportCell[] = comparedShareHeader(top, 'Share of keywords, latest', comparison);
  daily.forEach(({ label, table, field }, index) => {
    // The report's device picks the column, as the parameter cell says now.
    const [desktop, mobile] = [latestDaily(table, `${field}.desktop`), latestDaily(table, `${field}.mobile`)];
    const byDevice = (side: 'now' | 'earlier') => formula(`=IF(${device}="mobile",${mobile[side]},${desktop[side]})`);
    cells.push(...row(1 + index, label, byDevice('now'), byDevice('earlier')));
  });
  weekly.forEach(({ label, table, header }, index) => {
    const last = (column: string) => `INDEX(${column},MATCH(9.99E+307,${column}))`;
    const now = guardedFigure([{ table, column: header }], last(table.column(header)));
    const then = guardedFigure([earlierSource(table, header)], last(table.column(`${header}.previous`)));
    cells.push(...row(1 + daily.length + index, label, now, then));
  });
  return cells;
}
