import { cellAt } from '../a1';
import { formula } from '../formula';
import { FORMATS, type PlacedTable } from '../layout';
import type { ReportCell, ReportComparison } from '../types';
import { changeOf, earlierSource, thenHeader } from './compared-figures';
import { guardedFigure, NO_ANALYTICS_DATA } from './figure-guard';

const SIGNED_COUNT = '+#,##0;-#,##0;0';

/**
 * The traffic figures of a compared report: each total over the period and over the earlier one (the `.previous`
 * column summed, days the period lacks included), the change, and the conversion rate of each with its change in
 * percentage points.
 */
export function comparedTrafficFigures(top: number, comparison: ReportComparison, traffic: PlacedTable): ReportCell[] {
  const total = (header: string) =>
    guardedFigure([{ table: traffic, column: header, missing: NO_ANALYTICS_DATA }], `SUM(${traffic.column(header)})`);
  const earlierTotal = (header: string) =>
    guardedFigure([earlierSource(traffic, header)], `SUM(${traffic.column(`${header}.previous`)})`);
  const cells: ReportCell[] = [
    { address: cellAt(1, top), value: 'Over the period', style: 'header' },
    { address: cellAt(2, top), value: 'Total', style: 'header' },
    { address: cellAt(3, top), value: thenHeader(comparison), style: 'header' },
    { address: cellAt(4, top), value: 'Change', style: 'header' },
  ];
  ['sessions', 'ecommerce.conversions'].forEach((header, index) => {
    const row = top + 1 + index;
    cells.push(
      { address: cellAt(1, row), value: traffic.label(header), style: 'label' },
      { address: cellAt(2, row), formula: total(header), format: FORMATS.count },
      { address: cellAt(3, row), formula: earlierTotal(header), format: FORMATS.count },
      {
        address: cellAt(4, row),
        formula: formula(`=${changeOf(cellAt(2, row), cellAt(3, row), false)}`),
        format: SIGNED_COUNT,
      },
    );
  });
  const rateRow = top + 3;
  // No sessions, or conversions the analytics do not record: no rate, rather than an error to freeze.
  const rate = (column: number, guard: ReturnType<typeof earlierSource>) =>
    guardedFigure([guard], `IFERROR(${cellAt(column, top + 2)}/${cellAt(column, top + 1)},"")`);
  cells.push(
    { address: cellAt(1, rateRow), value: 'Conversion rate', style: 'label' },
    {
      address: cellAt(2, rateRow),
      formula: rate(2, { table: traffic, column: 'sessions', missing: NO_ANALYTICS_DATA }),
      format: FORMATS.percent,
    },
    { address: cellAt(3, rateRow), formula: rate(3, earlierSource(traffic, 'sessions')), format: FORMATS.percent },
    {
      address: cellAt(4, rateRow),
      formula: formula(`=${changeOf(cellAt(2, rateRow), cellAt(3, rateRow), true)}`),
      format: FORMATS.points,
    },
  );
  return cells;
}
