import { cellAt, rangeOf } from '../a1';
import { formula } from '../formula';
import { CHART_ROWS, FORMATS, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell, ReportComparison } from '../types';
import { changeOf, earlierSource, thenHeader } from './compared-figures';
import { guardedFigure } from './figure-guard';
import { keywordsNow, rankHeader } from './keyword-tables';
import { bandCount, NOT_FOUND_LABEL, notFoundCount, RANK_BUCKETS } from './rank-bands';
import { bodyRow, chartAt } from './section-frame';

const LAST_DAY = 'Last day';

/**
 * The rank distribution of a compared report: each band on the period's last day, on the earlier period's last day
 * (the keyword table's `.previous` ranks, keywords dropped since included) and the change; the chart sets the two
 * days side by side.
 */
export function comparedRankDistribution(context: SectionContext, comparison: ReportComparison): SectionBody {
  const device = context.request.device;
  const { tables, placed } = placeTables(context.data, [keywordsNow(device, true)]);
  const [now] = placed;
  const depth = context.params.depth;
  const top = bodyRow(context.firstRow);
  const rank = rankHeader(device);
  const [nowColumn, thenColumn] = [now.column(rank), now.column(`${rank}.previous`)];
  const nowSource = [{ table: now, column: rank }];
  const thenSource = [earlierSource(now, rank)];
  const then = thenHeader(comparison);
  const cells: ReportCell[] = [
    { address: cellAt(1, top), value: 'Ranks', style: 'header' },
    { address: cellAt(2, top), value: LAST_DAY, style: 'header' },
    { address: cellAt(3, top), value: then, style: 'header' },
    { address: cellAt(4, top), value: 'Change', style: 'header' },
  ];
  const band = (row: number, label: string, count: (column: string) => string) => {
    const [nowCell, thenCell] = [cellAt(2, row), cellAt(3, row)];
    cells.push(
      { address: cellAt(1, row), value: label, style: 'label' },
      { address: nowCell, formula: guardedFigure(nowSource, count(nowColumn)), format: FORMATS.count },
      { address: thenCell, formula: guardedFigure(thenSource, count(thenColumn)), format: FORMATS.count },
      {
        address: cellAt(4, row),
        formula: formula(`=${changeOf(nowCell, thenCell, false)}`),
        format: FORMATS.change,
      },
    );
  };
  RANK_BUCKETS.forEach((bucket, index) => {
    band(top + 1 + index, bucket.label, (column) => bandCount(column, bucket.from, bucket.to, depth));
  });
  const last = top + 1 + RANK_BUCKETS.length;
  band(last, NOT_FOUND_LABEL, (column) => notFoundCount(column, depth));
  return {
    title: 'Rank distribution',
    description:
      comparison === 'previous_year'
        ? 'How many keywords rank in each band on the last day of the period and on the same day a year earlier.'
        : 'How many keywords rank in each band on the last day of the period and of the previous period.',
    cells,
    tables,
    charts: [
      chartAt(top, {
        id: 'rank_distribution',
        type: 'column',
        title: `Keywords per rank band, last day and ${then.toLowerCase()}`,
        categories: rangeOf(1, top, 1, last),
        series: [
          { range: rangeOf(2, top, 2, last), axis: 'primary', label: LAST_DAY },
          { range: rangeOf(3, top, 3, last), axis: 'primary', label: then },
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
