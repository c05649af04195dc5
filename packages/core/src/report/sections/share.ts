import { absoluteCell, cellAt } from '../a1';
import { param, svCall } from '../formula';
import {
  CHART_ROWS,
  FORMATS,
  percentAxis,
  placeTables,
  type SectionBody,
  type SectionContext,
  wholeAxis,
} from '../layout';
import type { ReportCell, ReportFormula } from '../types';
import { clicksGrid, namedCompetitorCells } from './clicks-grid';
import { guardedFigure } from './figure-guard';
import { bodyRow, chartAt } from './section-frame';
import { comparedShareFigures } from './share-compared';

/** The service adds its own top competitors to the ones named; we allow this many. */
export const TOP_COMPETITORS = 10;

const SOV_HEADERS = [
  'domain',
  'is_campaign_website',
  'organic_share_of_voice.domains.share_of_voice',
  'ai_overview_share_of_voice.domains.share_of_voice',
  'ai_search_share_of_voice.domains.share_of_voice',
  'total_keywords',
  'total_search_volume',
  'ai_search_share_of_voice.total_impression_score',
];
const SOC_HEADERS = ['date', 'domains.domain', 'domains.share_of_clicks', 'domains.monthly_clicks'];

/**
 * Share of voice of your site against its competitors on the last day (bars) and share of clicks day by day (stacked
 * area, from a date × domain grid of SUMIFS over the long SV_SHARE_OF_CLICKS table).
 */
export function shareSection(context: SectionContext): SectionBody {
  const domains = 1 + TOP_COMPETITORS + context.request.competitors.length;
  const { tables, placed } = placeTables(context.data, [
    {
      id: 'share_of_voice',
      label: 'Share of voice on the last day',
      call: svCall('SHARE_OF_VOICE', [param('campaign'), param('end'), param('competitors'), param('device')]),
      headers: SOV_HEADERS,
      maxRows: domains,
    },
    {
      id: 'share_of_clicks',
      label: 'Share of clicks per day and domain',
      call: svCall('SHARE_OF_CLICKS', [param('campaign'), param('start'), param('end'), param('device')]),
      headers: SOC_HEADERS,
      maxRows: context.days * domains,
    },
  ]);
  const [sov, soc] = placed;
  const top = bodyRow(context.firstRow);
  // The named competitors' block sits under the figures (five rows, compared or not), one row apart.
  const namedTop = top + 6;
  const { competitors } = context.request;
  const named =
    competitors.length === 0
      ? null
      : `${absoluteCell(1, namedTop + 1)}:${absoluteCell(1, namedTop + competitors.length)}`;
  const grid = clicksGrid(context, soc, domains, named);
  const ownRow = `MATCH(TRUE,${sov.column('is_campaign_website')},0)`;
  const own = (header: string) =>
    guardedFigure([{ table: sov, column: header }], `INDEX(${sov.column(header)},${ownRow})`);
  const figure = (offset: number, label: string, value: ReportFormula): ReportCell[] => [
    { address: cellAt(1, top + offset), value: label, style: 'label' },
    { address: cellAt(2, top + offset), formula: value, format: FORMATS.percent },
  ];
  const lastDay = `MAX(${soc.column('date')})`;
  const comparison = context.request.comparison;
  const shares = [
    { label: 'Organic share of voice', header: 'organic_share_of_voice.domains.share_of_voice' },
    { label: 'Share of voice in AI overviews', header: 'ai_overview_share_of_voice.domains.share_of_voice' },
    { label: 'Share of voice in AI search', header: 'ai_search_share_of_voice.domains.share_of_voice' },
  ];
  const figures: ReportCell[] = comparison
    ? comparedShareFigures(top, comparison, sov, soc, shares)
    : [
        { address: cellAt(1, top), value: 'Your site', style: 'header' },
        { address: cellAt(2, top), value: 'Share', style: 'header' },
        ...shares.flatMap(({ label, header }, index) => figure(1 + index, label, own(header))),
        ...figure(
          4,
          'Share of clicks on the last day',
          guardedFigure(
            [{ table: soc, column: 'domains.share_of_clicks' }, { table: sov }],
            `SUMIFS(${soc.column('domains.share_of_clicks')},${soc.column('date')},${lastDay},${soc.column('domains.domain')},INDEX(${sov.column('domain')},${ownRow}))`,
          ),
        ),
      ];
  const cells: ReportCell[] = [
    ...figures,
    ...namedCompetitorCells(namedTop, competitors, soc, grid.headers),
    ...grid.cells,
  ];
  const sovSeries = SOV_HEADERS.slice(2, 5).map((header) => sov.series(header));
  return {
    title: 'Share of voice and share of clicks',
    description:
      'Your share of the visibility against your competitors on the last day, and of the organic clicks day by day.',
    cells,
    tables,
    charts: [
      chartAt(top, {
        id: 'share_of_voice',
        type: 'bar',
        title: 'Share of voice against competitors',
        categories: sov.columnRange('domain'),
        series: sovSeries,
        xAxis: { title: 'Domain', format: '' },
        yAxis: percentAxis('Share of voice'),
        source: 'share_of_voice',
      }),
      chartAt(top + CHART_ROWS, {
        id: 'share_of_clicks',
        type: 'stacked_area',
        title: 'Share of clicks over time',
        categories: grid.dates,
        series: grid.series,
        xAxis: { title: 'Day', format: FORMATS.date },
        // The shares of the stacked domains add up to 100 % at most (the other domains take the rest).
        yAxis: wholeAxis('Share of clicks'),
        source: 'cells',
      }),
    ],
    conditionalFormats: [],
    height: 2 + 2 * CHART_ROWS,
  };
}
