import type { ChartAxis, ReportChart } from '@sv/core';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Builder = GoogleAppsScript.Spreadsheet.EmbeddedChartBuilder;

/** Chart axes read ICU patterns, where months are `MM` (a spreadsheet format's `mm` would be minutes). */
export function axisFormat(format: string): string {
  return format.replace(/yyyy-mm-dd/gi, 'yyyy-MM-dd');
}

function typed(builder: Builder, chart: ReportChart): Builder {
  switch (chart.type) {
    case 'line':
      return builder.asLineChart();
    case 'column':
      return builder.asColumnChart();
    case 'bar':
      return builder.asBarChart();
    case 'stacked_area':
      return builder.asAreaChart().setStacked();
  }
}

/**
 * An axis's title and format; a share's axis starts at 0 and a whole's ends at 100 % (viewWindow), where Sheets would
 * start at the lowest figure and round up to 120 %.
 */
const axis = (spec: ChartAxis) => ({
  title: spec.title,
  format: axisFormat(spec.format),
  ...(spec.min === undefined && spec.max === undefined
    ? {}
    : {
        viewWindow: {
          ...(spec.min === undefined ? {} : { min: spec.min }),
          ...(spec.max === undefined ? {} : { max: spec.max }),
        },
      }),
});

/**
 * One native chart over the report's ranges, placed over its anchor cell. Each series is named by its range's header
 * cell: the words the report writes over a table's column, or a domain the share-of-clicks grid looks up.
 */
export function insertChart(sheet: Sheet, chart: ReportChart): void {
  let builder = typed(sheet.newChart(), chart);
  for (const range of [chart.categories, ...chart.series.map((series) => series.range)])
    builder = builder.addRange(sheet.getRange(range));
  const anchor = sheet.getRange(chart.anchor);
  builder = builder
    .setNumHeaders(chart.headerRows)
    .setPosition(anchor.getRow(), anchor.getColumn(), 0, 0)
    .setOption('title', chart.title)
    .setOption('width', chart.widthPx)
    .setOption('height', chart.heightPx)
    .setOption('legend', { position: 'bottom' });
  // A bar chart lays its categories on the vertical axis and its values on the horizontal one.
  const [categoryAxis, valueAxis] = chart.type === 'bar' ? ['vAxis', 'hAxis'] : ['hAxis', 'vAxis'];
  builder = builder.setOption(categoryAxis, axis(chart.xAxis));
  const secondary = chart.series.findIndex((series) => series.axis === 'secondary');
  if (chart.secondaryAxis && secondary >= 0) {
    builder = builder
      .setOption('series', { [secondary]: { targetAxisIndex: 1 } })
      .setOption('vAxes', { 0: axis(chart.yAxis), 1: axis(chart.secondaryAxis) });
  } else {
    builder = builder.setOption(valueAxis, axis(chart.yAxis));
  }
  sheet.insertChart(builder.build());
}
