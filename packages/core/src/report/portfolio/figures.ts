import { absoluteCell, cellAt, rangeOf } from '../a1';
import { formula } from '../formula';
import { DATA_ROW, FORMATS, type PlacedTable } from '../layout';
import { guardedFigure } from '../sections/figure-guard';
import { GAIN_COLOURS, LOSS_COLOURS } from '../sections/top-movers';
import type { ConditionalFormat, NumberFormat, ReportCell, ReportDevice, ReportTable } from '../types';
import { rankHeader, SHARE_HEADERS } from './campaign-tables';
import type { PortfolioCampaign } from './types';

/** The columns of the portfolio table, left to right (A..J), with the format of each figure. */
export const PORTFOLIO_COLUMNS: readonly { readonly title: string; readonly format?: NumberFormat }[] = [
  { title: 'Campaign' },
  // GROUP_DATA's visibility is a fraction 0–1 like every share (the service's percentage is divided at flattening).
  { title: 'Desktop visibility', format: FORMATS.percent },
  { title: 'Desktop change (pp)', format: FORMATS.points },
  { title: 'Mobile visibility', format: FORMATS.percent },
  { title: 'Mobile change (pp)', format: FORMATS.points },
  { title: 'Keywords in top 3', format: FORMATS.count },
  { title: 'Keywords in top 10', format: FORMATS.count },
  { title: 'Keywords in top 100', format: FORMATS.count },
  { title: 'Share of voice', format: FORMATS.percent },
  { title: 'Organic sessions', format: FORMATS.count },
];
const SORT_KEY = 'Sort key';
/** Where each device's change sits in a row (0-based column of PORTFOLIO_COLUMNS). */
const CHANGE_COLUMN: Readonly<Record<ReportDevice, number>> = { desktop: 2, mobile: 4 };
const TOP_BANDS = [3, 10, 100] as const;

/** A campaign and its own SV_ tables, in the order campaign-tables.ts lists them. */
export interface CampaignTables {
  readonly campaign: PortfolioCampaign;
  readonly tables: readonly ReportTable[];
  readonly own: readonly PlacedTable[];
}

export interface UnsortedFigures {
  readonly cells: ReportCell[];
  /** Absolute range of each column of the block, campaigns in the order chosen; the last is the sort key. */
  readonly columns: readonly string[];
  readonly count: number;
}

/** The rule the rows follow, as the sheet states it under its heading. */
export const sortRule = (device: ReportDevice) =>
  `Sorted by the change of ${device} visibility over the period, largest gain first; a campaign whose change could ` +
  `not be read comes last, in the order chosen. Keywords are counted on ${device}; share of voice is that of the ` +
  'last day; sessions come from analytics where the campaign has it connected.';

/**
 * One row per campaign in the order chosen, in the data area: each figure read from the campaign's own tables and
 * guarded (a failed table shows its error, a column without a number says so), then a numeric sort key, never equal
 * for two campaigns: the change less a tiny amount per place (ties keep the order chosen), or a large negative
 * number for a change that could not be read.
 */
export function unsortedFigures(
  firstColumn: number,
  device: ReportDevice,
  depths: PlacedTable,
  perCampaign: readonly CampaignTables[],
): UnsortedFigures {
  const cells: ReportCell[] = [...PORTFOLIO_COLUMNS.map((c) => c.title), SORT_KEY].map((title, index) => ({
    address: cellAt(firstColumn + index, DATA_ROW),
    value: title,
    style: 'header' as const,
  }));
  const depthHeader = `campaign_info.max_tracked_position_${device}`;
  perCampaign.forEach(({ campaign, own }, index) => {
    const [visibility, ranks, share, traffic] = own as [PlacedTable, PlacedTable, PlacedTable, PlacedTable];
    const row = DATA_ROW + 1 + index;
    const at = (column: number) => cellAt(firstColumn + column, row);
    const fromVisibility = (header: string) =>
      guardedFigure([{ table: visibility, column: header }], visibility.firstCell(header));
    const rank = ranks.column(rankHeader(device));
    // A rank equal to the tracking depth means "not found": a depth of 100 keeps rank 100 out of the top 100.
    const depth = `INDEX(${depths.column(depthHeader)},MATCH(${campaign.id},${depths.column('campaign_info.id')},0))`;
    const inTop = (band: number) =>
      guardedFigure(
        [
          { table: ranks, column: rankHeader(device) },
          { table: depths, column: depthHeader },
        ],
        `COUNTIFS(${rank},">=1",${rank},"<=${band}",${rank},"<"&${depth})`,
      );
    const [flag, sov] = SHARE_HEADERS;
    const figures = [
      fromVisibility('visibility.desktop.latest'),
      fromVisibility('visibility.desktop.trend'),
      fromVisibility('visibility.mobile.latest'),
      fromVisibility('visibility.mobile.trend'),
      ...TOP_BANDS.map(inTop),
      guardedFigure([{ table: share, column: sov }], `INDEX(${share.column(sov)},MATCH(TRUE,${share.column(flag)},0))`),
      guardedFigure([{ table: traffic, column: 'sessions' }], `SUM(${traffic.column('sessions')})`),
    ];
    const change = at(CHANGE_COLUMN[device]);
    const place = index + 1;
    cells.push(
      { address: at(0), value: campaign.name },
      ...figures.map((figure, i) => ({
        address: at(i + 1),
        formula: figure,
        format: PORTFOLIO_COLUMNS[i + 1]?.format,
      })),
      {
        address: at(figures.length + 1),
        formula: formula(`=IF(COUNT(${change})=1,${change}-${place}/1E6,-1E6-${place})`),
      },
    );
  });
  const last = DATA_ROW + perCampaign.length;
  const columns = [...PORTFOLIO_COLUMNS, null].map(
    (_, index) => `${absoluteCell(firstColumn + index, DATA_ROW + 1)}:${absoluteCell(firstColumn + index, last)}`,
  );
  return { cells, columns, count: perCampaign.length };
}

/**
 * The table the client reads: the header row at `top`, then row k holds the campaign with the k-th largest sort key.
 * LARGE, MATCH and INDEX read alike in Excel, Google Sheets and LibreOffice (SORT does not exist in all of them), and
 * INDEX carries a figure's error or words into the sorted row as they are.
 */
export function sortedRows(
  top: number,
  figures: UnsortedFigures,
): { cells: ReportCell[]; conditionalFormats: ConditionalFormat[] } {
  const key = figures.columns[figures.columns.length - 1] as string;
  const cells: ReportCell[] = PORTFOLIO_COLUMNS.map(({ title }, index) => ({
    address: cellAt(index + 1, top),
    value: title,
    style: 'header',
  }));
  for (let k = 1; k <= figures.count; k++) {
    const place = `MATCH(LARGE(${key},${k}),${key},0)`;
    PORTFOLIO_COLUMNS.forEach(({ format }, index) => {
      cells.push({
        address: cellAt(index + 1, top + k),
        formula: formula(`=INDEX(${figures.columns[index]},${place})`),
        ...(format ? { format } : {}),
      });
    });
  }
  const changes = Object.values(CHANGE_COLUMN).map((index) =>
    rangeOf(index + 1, top + 1, index + 1, top + figures.count),
  );
  const conditionalFormats: ConditionalFormat[] = changes.flatMap((range) => [
    { range, rule: 'greater_than', value: 0, ...GAIN_COLOURS },
    { range, rule: 'less_than', value: 0, ...LOSS_COLOURS },
  ]);
  return { cells, conditionalFormats };
}
