import { cellAt } from '../a1';
import { literal, param, svCall } from '../formula';
import { CHART_ROWS, FORMATS, placeTables, type SectionBody, type SectionContext } from '../layout';
import type { ReportCell } from '../types';
import { guardedFigure, NO_ANALYTICS_DATA } from './figure-guard';
import { bodyRow, chartAt } from './section-frame';
import { comparedTrafficFigures } from './traffic-compared';

/**
 * Organic sessions and conversions per day (columns, conversions on a second axis), from the campaign's analytics:
 * all organic traffic, brand and non-brand.
 */
export function trafficSection(context: SectionContext): SectionBody {
  const { tables, placed } = placeTables(context.data, [
    {
      id: 'traffic',
      label: 'Organic traffic per day',
      call: svCall('TRAFFIC', [
        param('campaign'),
        param('start'),
        param('end'),
        literal('all'),
        literal('columns=date,sessions,ecommerce.conversions'),
      ]),
      headers: ['date', 'sessions', 'ecommerce.conversions'],
      maxRows: context.days,
      formats: { date: FORMATS.date, sessions: FORMATS.count, 'ecommerce.conversions': FORMATS.count },
    },
  ]);
  const [traffic] = placed;
  const top = bodyRow(context.firstRow);
  const sessions = cellAt(2, top + 1);
  const conversions = cellAt(2, top + 2);
  const sumOf = (header: string) =>
    guardedFigure([{ table: traffic, column: header, missing: NO_ANALYTICS_DATA }], `SUM(${traffic.column(header)})`);
  const comparison = context.request.comparison;
  const cells: ReportCell[] = comparison
    ? comparedTrafficFigures(top, comparison, traffic)
    : [
        { address: cellAt(1, top), value: 'Over the period', style: 'header' },
        { address: cellAt(2, top), value: 'Total', style: 'header' },
        // The figures, the legend and the axes say the same words: the column dictionary's labels.
        { address: cellAt(1, top + 1), value: traffic.label('sessions'), style: 'label' },
        { address: sessions, formula: sumOf('sessions'), format: FORMATS.count },
        { address: cellAt(1, top + 2), value: traffic.label('ecommerce.conversions'), style: 'label' },
        { address: conversions, formula: sumOf('ecommerce.conversions'), format: FORMATS.count },
        { address: cellAt(1, top + 3), value: 'Conversion rate', style: 'label' },
        {
          // No sessions, or conversions the analytics do not record: no rate, rather than an error to freeze.
          address: cellAt(2, top + 3),
          formula: guardedFigure(
            [{ table: traffic, column: 'sessions', missing: NO_ANALYTICS_DATA }],
            `IFERROR(${conversions}/${sessions},"")`,
          ),
          format: FORMATS.percent,
        },
      ];
  return {
    title: 'Organic traffic and conversions',
    description: 'Organic sessions and conversions per day, from the analytics the campaign has linked in the service.',
    cells,
    tables,
    charts: [
      chartAt(top, {
        id: 'traffic',
        type: 'column',
        title: 'Organic sessions and conversions',
        categories: traffic.columnRange('date'),
        series: [traffic.series('sessions'), traffic.series('ecommerce.conversions', 'secondary')],
        xAxis: { title: 'Day', format: FORMATS.date },
        yAxis: { title: traffic.label('sessions'), format: FORMATS.count },
        secondaryAxis: { title: traffic.label('ecommerce.conversions'), format: FORMATS.count },
        source: 'traffic',
      }),
    ],
    conditionalFormats: [],
    height: 2 + CHART_ROWS,
  };
}
