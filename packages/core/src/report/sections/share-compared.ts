import type { PlacedTable } from '../layout';
import type { ReportCell, ReportComparison, ReportFormula } from '../types';
import { comparedShareHeader, comparedShareRow, earlierSource, NO_EARLIER_DATA, numberOr } from './compared-figures';
import { guardedFigure } from './figure-guard';

/** The share figures of a compared report: label, now, then, change (in points), by the row they take. */
export function comparedShareFigures(
  top: number,
  comparison: ReportComparison,
  sov: PlacedTable,
  soc: PlacedTable,
  shares: readonly { readonly label: string; readonly header: string }[],
): ReportCell[] {
  const ownRow = `MATCH(TRUE,${sov.column('is_campaign_website')},0)`;
  const row = (offset: number, label: string, now: ReportFormula, then: ReportFormula) =>
    comparedShareRow(top + offset, label, now, then);
  const cells: ReportCell[] = comparedShareHeader(top, 'Your site', comparison);
  shares.forEach(({ label, header }, index) => {
    const now = guardedFigure([{ table: sov, column: header }], `INDEX(${sov.column(header)},${ownRow})`);
    const then = guardedFigure(
      [earlierSource(sov, header)],
      numberOr(`INDEX(${sov.column(`${header}.previous`)},${ownRow})`, NO_EARLIER_DATA),
    );
    cells.push(...row(1 + index, label, now, then));
  });
  // The latest day the period has a share for (rows the earlier period alone holds come last, dated in this period).
  const share = soc.column('domains.share_of_clicks');
  const earlierShare = soc.column('domains.share_of_clicks.previous');
  const lastDay = `INDEX(${soc.column('date')},MATCH(9.99E+307,${share}))`;
  const own = `INDEX(${sov.column('domain')},${ownRow})`;
  const where = `${soc.column('date')},${lastDay},${soc.column('domains.domain')},${own}`;
  const now = guardedFigure(
    [{ table: soc, column: 'domains.share_of_clicks' }, { table: sov }],
    `SUMIFS(${share},${where})`,
  );
  // SUMIFS of no row is 0: the earlier share is read only where that day's row of your domain holds one.
  const then = guardedFigure(
    [{ table: sov }, earlierSource(soc, 'domains.share_of_clicks')],
    `IF(COUNTIFS(${where},${earlierShare},">=0")=0,"${NO_EARLIER_DATA}",SUMIFS(${earlierShare},${where}))`,
  );
  cells.push(...row(1 + shares.length, 'Share of clicks on the last day', now, then));
  return cells;
}
