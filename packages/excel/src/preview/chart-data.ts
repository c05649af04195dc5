import type { ReportChart } from '@sv/core';
import type { PreviewChart, PreviewChartKind } from '../charts/preview-chart';
import { parseA1 } from '../shared/a1-range';
import { formatValue } from './number-format';
import type { PreviewSheet } from './preview-sheet';
import type { Scalar } from './sheet-values';

const KINDS: Record<ReportChart['type'], PreviewChartKind> = {
  line: 'line',
  column: 'columns',
  bar: 'bars',
  stacked_area: 'stacked-area',
};

/** One column of a chart range, from the calculated sheet: the header cell and the data rows below it. */
function column(sheet: PreviewSheet, address: string): { header: Scalar; values: Scalar[] } {
  const area = parseA1(address);
  const values: Scalar[] = [];
  for (let row = area.top + 1; row < area.top + area.rows; row += 1) values.push(sheet.value(row, area.left));
  return { header: sheet.value(area.top, area.left), values };
}

const filled = (value: Scalar) => value !== null && value !== '';

/**
 * What Excel's Chart object would draw from the same ranges: the rows whose category is filled (a table shorter than
 * its bounds leaves the rest empty), each series named by its header cell (the words the report writes over a table's
 * column, or a domain the share-of-clicks grid looks up), as Sheets names it; a series whose header is empty (a domain
 * column of the share-of-clicks grid with no domain) is left out, as an empty column draws nothing.
 */
export function chartData(chart: ReportChart, sheet: PreviewSheet): PreviewChart {
  const categories = column(sheet, chart.categories);
  const rows = categories.values.flatMap((value, index) => (filled(value) ? [index] : []));
  const series = chart.series.flatMap((spec) => {
    const { header, values } = column(sheet, spec.range);
    if (!filled(header)) return [];
    return [
      {
        name: formatValue(header),
        values: rows.map((index) => {
          const value = values[index];
          return typeof value === 'number' ? value : null;
        }),
        axis: spec.axis,
      },
    ];
  });
  return {
    kind: KINDS[chart.type],
    title: chart.title,
    categories: rows.map((index) => formatValue(categories.values[index] ?? null, chart.xAxis.format)),
    series,
    valueFormat: chart.yAxis.format.includes('%') ? 'percent' : 'number',
    valueMax: chart.yAxis.max,
    valueCeiling: chart.yAxis.ceiling,
    axisTitles: { category: chart.xAxis.title, value: chart.yAxis.title, secondary: chart.secondaryAxis?.title },
  };
}
