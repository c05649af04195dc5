import { cellAt } from '../a1';
import { param, svCall } from '../formula';
import {
  CHART_ROWS,
  FORMATS,
  type PlacedTable,
  percentAxis,
  placeTables,
  type SectionBody,
  type SectionContext,
  type TableSpec,
} from '../layout';
import type { ReportCell, ReportChart, ReportFormula } from '../types';
import { comparedAiFigures } from './ai-presence-compared';
import { guardedFigure } from './figure-guard';
import { bodyRow, chartAt } from './section-frame';

const daily = (id: string, name: string, label: string, field: string, days: number): TableSpec => ({
  id,
  label,
  call: svCall(name, [param('campaign'), param('start'), param('end')]),
  headers: ['date', `${field}.desktop`, `${field}.mobile`],
  maxRows: days,
  formats: { date: FORMATS.date, [`${field}.desktop`]: FORMATS.percent, [`${field}.mobile`]: FORMATS.percent },
});

const weekly = (id: string, name: string, label: string, field: string, days: number): TableSpec => ({
  id,
  label,
  call: svCall(name, [param('campaign'), param('start'), param('end')]),
  headers: ['date', field],
  // One row per week with data: a period of d days touches at most floor(d / 7) + 1 weeks.
  maxRows: Math.floor(days / 7) + 1,
  // Compared, the earlier period's weeks start on other days of the period: each keeps a row of its own.
  comparedMaxRows: 2 * (Math.floor(days / 7) + 1),
  formats: { date: FORMATS.date, [field]: FORMATS.percent },
});

/**
 * How often Google AI overviews and AI search answers mention the brand, over time (lines), and on the last day the
 * share of keywords whose AI overview or AI search answer cites the site.
 */
export function aiPresenceSection(context: SectionContext): SectionBody {
  const { tables, placed } = placeTables(context.data, [
    daily('aio_mentions', 'AIO_MENTIONS', 'AI overviews mentioning the brand', 'aio_mentions_visibility', context.days),
    daily('aio_citations', 'AIO_CITATIONS', 'AI overviews citing the site', 'aio_citations_visibility', context.days),
    weekly(
      'ais_mentions',
      'AIS_MENTIONS',
      'AI search answers mentioning the brand',
      'brand_presence_visibility',
      context.days,
    ),
    weekly(
      'ais_citations',
      'AIS_CITATIONS',
      'AI search answers citing the site',
      'source_citation_visibility',
      context.days,
    ),
  ]);
  const [aioMentions, aioCitations, aisMentions, aisCitations] = placed;
  const top = bodyRow(context.firstRow);
  // The last row with a date, and in the daily tables the column of the report's device.
  // A table without a single date has no data in the period: weekly AI search has none in a period within one week.
  const lastOfDevice = (table: PlacedTable) =>
    guardedFigure(
      [{ table, column: 'date' }],
      `INDEX(${table.allColumns},MATCH(9.99E+307,${table.column('date')}),IF(${context.params.device}="mobile",3,2))`,
    );
  const lastOf = (table: PlacedTable, header: string) =>
    guardedFigure(
      [{ table, column: 'date' }],
      `INDEX(${table.column(header)},MATCH(9.99E+307,${table.column('date')}))`,
    );
  const figure = (offset: number, label: string, value: ReportFormula): ReportCell[] => [
    { address: cellAt(1, top + offset), value: label, style: 'label' },
    { address: cellAt(2, top + offset), formula: value, format: FORMATS.percent },
  ];
  const comparison = context.request.comparison;
  const cells: ReportCell[] = comparison
    ? comparedAiFigures(
        top,
        comparison,
        context.params.device,
        [
          { label: 'AI overviews mentioning the brand', table: aioMentions, field: 'aio_mentions_visibility' },
          { label: 'AI overviews citing the site', table: aioCitations, field: 'aio_citations_visibility' },
        ],
        [
          { label: 'AI search answers mentioning the brand', table: aisMentions, header: 'brand_presence_visibility' },
          { label: 'AI search answers citing the site', table: aisCitations, header: 'source_citation_visibility' },
        ],
      )
    : [
        { address: cellAt(1, top), value: 'Share of keywords, latest', style: 'header' },
        { address: cellAt(2, top), value: 'Share', style: 'header' },
        ...figure(1, 'AI overviews mentioning the brand', lastOfDevice(aioMentions)),
        ...figure(2, 'AI overviews citing the site', lastOfDevice(aioCitations)),
        ...figure(3, 'AI search answers mentioning the brand', lastOf(aisMentions, 'brand_presence_visibility')),
        ...figure(4, 'AI search answers citing the site', lastOf(aisCitations, 'source_citation_visibility')),
      ];
  const chart = (
    id: string,
    title: string,
    row: number,
    categories: PlacedTable,
    series: readonly [PlacedTable, string][],
  ): ReportChart =>
    chartAt(row, {
      id,
      type: 'line',
      title,
      categories: categories.columnRange('date'),
      series: series.map(([table, header]) => table.series(header)),
      xAxis: { title: 'Day', format: FORMATS.date },
      yAxis: percentAxis('Share of keywords'),
      source: categories.table.id,
    });
  return {
    title: 'AI overviews and AI search',
    description:
      'Share of keywords whose Google AI overview or AI search answer mentions your brand or cites your site.',
    cells,
    tables,
    charts: [
      chart('ai_overview_presence', 'Brand in Google AI overviews', top, aioMentions, [
        [aioMentions, 'aio_mentions_visibility.desktop'],
        [aioMentions, 'aio_mentions_visibility.mobile'],
      ]),
      chart('ai_search_presence', 'Brand in AI search answers (weekly)', top + CHART_ROWS, aisMentions, [
        [aisMentions, 'brand_presence_visibility'],
        [aisCitations, 'source_citation_visibility'],
      ]),
    ],
    conditionalFormats: [],
    height: 2 + 2 * CHART_ROWS,
  };
}
