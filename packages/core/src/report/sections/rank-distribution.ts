import { cellAt, rangeOf } from '../a1';
import { CHART_ROWS, FORMATS, type PlacedTable, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell } from '../types';
import { guardedFigure } from './figure-guard';
import { keywordsAtStart, keywordsNow, rankHeader } from './keyword-tables';
import { bandCount, NOT_FOUND_LABEL, notFoundCount, RANK_BUCKETS } from './rank-bands';
import { comparedRankDistribution } from './rank-distribution-compared';
import { bodyRow, chartAt } from './section-frame';

export { NOT_FOUND_LABEL, RANK_BUCKETS } from './rank-bands';

const FIRST_DAY = 'First day';
const LAST_DAY = 'Last day';

/**
 * How many keywords rank in each bucket on the first and the last day (columns). A rank equal to the campaign's
 * tracking depth ($B$9) means not found, so every bucket also asks for a rank below it.
 */
export function rankDistributionSection(context: SectionContext): SectionBody {
  const { device, comparison } = context.request;
  if (comparison) return comparedRankDistribution(context, comparison);
  const { tables, placed } = placeTables(context.data, [keywordsAtStart(device), keywordsNow(device)]);
  const [atStart, now] = placed;
  const depth = context.params.depth;
  const top = bodyRow(context.firstRow);
  const rank = rankHeader(device);
  // A day without a single rank (the table failed, or tracking had not started) has no distribution: never 0s.
  const counts = (table: PlacedTable, from: number, to: number) => {
    const column = table.column(rank);
    return guardedFigure([{ table, column: rank }], bandCount(column, from, to, depth));
  };
  const notFound = (table: PlacedTable) => {
    const column = table.column(rank);
    return guardedFigure([{ table, column: rank }], notFoundCount(column, depth));
  };
  const cells: ReportCell[] = [
    { address: cellAt(1, top), value: 'Ranks', style: 'header' },
    { address: cellAt(2, top), value: FIRST_DAY, style: 'header' },
    { address: cellAt(3, top), value: LAST_DAY, style: 'header' },
  ];
  RANK_BUCKETS.forEach((bucket, index) => {
    const row = top + 1 + index;
    cells.push(
      { address: cellAt(1, row), value: bucket.label, style: 'label' },
      { address: cellAt(2, row), formula: counts(atStart, bucket.from, bucket.to), format: FORMATS.count },
      { address: cellAt(3, row), formula: counts(now, bucket.from, bucket.to), format: FORMATS.count },
    );
  });
  const last = top + 1 + RANK_BUCKETS.length;
  cells.push(
    { address: cellAt(1, last), value: NOT_FOUND_LABEL, style: 'label' },
    { address: cellAt(2, last), formula: notFound(atStart), format: FORMATS.count },
    { address: cellAt(3, last), formula: notFound(now), format: FORMATS.count },
  );
  return {
    title: 'Rank distribution',
    description: 'How many keywords rank in each band on the first day of the period and on the last.',
    cells,
    tables,
    charts: [
      chartAt(top, {
        id: 'rank_distribution',
        type: 'column',
        title: 'Keywords per rank band, first and last day',
        categories: rangeOf(1, top, 1, last),
        // The report's own figures: the series are named by the column headers written above them.
        series: [
          { range: rangeOf(2, top, 2, last), axis: 'primary', label: FIRST_DAY },
          { range: rangeOf(3, top, 3, last), axis: 'primary', label: LAST_DAY },
        ],
        xAxis: { title: 'Ranks', format: '' },
        yAxis: { title: 'Keywords', format: FORMATS.count },
        source: 'cells',
      }),
    ],
    conditionalFormats: [],
    height: 2 + CHART_ROWS,
  };
}
