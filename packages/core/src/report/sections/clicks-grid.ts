import { absoluteCell, cellAt, columnLetter, rangeOf } from '../a1';
import { formula } from '../formula';
import { DATA_ROW, FORMATS, type PlacedTable, type SectionContext } from '../layout';
import type { ChartSeries, ReportCell } from '../types';
import { guardedFigure } from './figure-guard';

/** The share-of-clicks chart stacks this many domains of the first day: your site, those named, then the others. */
export const STACKED_DOMAINS = 5;

/** What the named competitors' block says of each, and its header; short enough for the figures' column. */
export const NAMED_IN_CHART = 'In the chart';
export const NAMED_NOT_STACKED = `Not in the top ${STACKED_DOMAINS}`;
export const NAMED_NOT_LISTED = 'No clicks data';

/** The key the first day's i-th domain is ordered by: 0 for the first (your site), a name's place, then the rest. */
const UNNAMED_KEY = 100;

/**
 * A date × domain grid for the stacked area: one row per day of the period, one column per domain, and beside it the
 * order of the first day's domains. The service lists your site first; the competitors named in the report come next
 * (where the service's share of clicks lists them: it counts the campaign's own competitors only), then the others in
 * the service's order. `named` is the range of the cells naming them (the block under the figures), if any.
 */
export function clicksGrid(context: SectionContext, soc: PlacedTable, firstDayRows: number, named: string | null) {
  const first = context.data.reserve(1 + STACKED_DOMAINS, 'Share of clicks, one column per domain (for the chart)');
  const orderColumn = context.data.reserve(1, 'Order of the first day’s domains');
  const lastRow = DATA_ROW + context.days;
  const dateCol = soc.column('date');
  const domainCol = soc.column('domains.domain');
  const keys = rangeOf(orderColumn, DATA_ROW + 1, orderColumn, DATA_ROW + firstDayRows);
  const absoluteKeys = keys.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  const cells: ReportCell[] = [
    { address: cellAt(first, DATA_ROW), value: 'Day', style: 'header' },
    { address: cellAt(orderColumn, DATA_ROW), value: 'Order', style: 'header' },
  ];
  for (let i = 1; i <= firstDayRows; i++) {
    const row = DATA_ROW + i;
    const domain = `INDEX(${domainCol},${row})`;
    const rank =
      i === 1 ? '0' : named ? `IFERROR(MATCH(${domain},${named},0),${UNNAMED_KEY + i})` : `${UNNAMED_KEY + i}`;
    // A row of the first day (rows of the first day come first, in the service's order). A table without dates
    // (failed, or empty) orders nothing: two blank dates compare equal, and a blank domain would read as 0.
    cells.push({
      address: cellAt(orderColumn, row),
      formula: formula(
        `=IFERROR(IF(COUNT(${dateCol})=0,"",IF(INDEX(${dateCol},${row})=INDEX(${dateCol},${DATA_ROW + 1}),${rank},"")),"")`,
      ),
    });
  }
  for (let k = 1; k <= STACKED_DOMAINS; k++) {
    // The domain with the k-th smallest key; none when fewer domains are listed.
    cells.push({
      address: cellAt(first + k, DATA_ROW),
      formula: formula(
        `=IFERROR(INDEX(${domainCol},${DATA_ROW}+MATCH(SMALL(${absoluteKeys},${k}),${absoluteKeys},0)),"")`,
      ),
      style: 'header',
    });
  }
  for (let day = 1; day <= context.days; day++) {
    const row = DATA_ROW + day;
    cells.push({
      address: cellAt(first, row),
      // Blank past the last day: a month's report has rows for 31 days.
      formula: formula(
        `=IF(${context.params.start}+${day - 1}>${context.params.end},"",${context.params.start}+${day - 1})`,
      ),
      format: FORMATS.date,
    });
    for (let k = 1; k <= STACKED_DOMAINS; k++) {
      const domain = absoluteCell(first + k, DATA_ROW);
      cells.push({
        address: cellAt(first + k, row),
        formula: formula(
          `=IF(${domain}="","",IF($${columnLetter(first)}${row}="","",SUMIFS(${soc.column('domains.share_of_clicks')},${dateCol},$${columnLetter(first)}${row},${domainCol},${domain})))`,
        ),
        format: FORMATS.percent,
      });
    }
  }
  const headers = rangeOf(first + 1, DATA_ROW, first + STACKED_DOMAINS, DATA_ROW).replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  return {
    cells,
    dates: rangeOf(first, DATA_ROW, first, lastRow),
    /** `$AM$12:$AQ$12`: the domains the chart stacks, for the named competitors' block. */
    headers,
    // The header cells name each domain once the table is read; a host that names a series with fixed text (Excel)
    // uses the place of the domain in the grid instead, which the grid's header row then spells out.
    series: Array.from(
      { length: STACKED_DOMAINS },
      (_, i): ChartSeries => ({
        range: rangeOf(first + 1 + i, DATA_ROW, first + 1 + i, lastRow),
        axis: 'primary',
        label: `Domain ${i + 1}`,
      }),
    ),
  };
}

/**
 * Under the share figures, each competitor named in the report and whether the share-of-clicks chart shows it: the
 * service counts clicks for the campaign's own competitors only, so a domain named for this report alone has none.
 */
export function namedCompetitorCells(
  top: number,
  competitors: readonly string[],
  soc: PlacedTable,
  chartHeaders: string,
): ReportCell[] {
  if (competitors.length === 0) return [];
  const cells: ReportCell[] = [
    { address: cellAt(1, top), value: 'Competitors you named', style: 'header' },
    { address: cellAt(2, top), value: 'Share of clicks', style: 'header' },
  ];
  competitors.forEach((domain, index) => {
    const row = top + 1 + index;
    const name = cellAt(1, row);
    cells.push(
      { address: name, value: domain, style: 'label' },
      {
        address: cellAt(2, row),
        formula: guardedFigure(
          [{ table: soc, column: 'domains.share_of_clicks' }],
          `IF(IFERROR(MATCH(${name},${chartHeaders},0),0)>0,"${NAMED_IN_CHART}",IF(COUNTIFS(${soc.column('domains.domain')},${name})>0,"${NAMED_NOT_STACKED}","${NAMED_NOT_LISTED}"))`,
        ),
      },
    );
  });
  cells.push({
    address: cellAt(1, top + 1 + competitors.length),
    value: 'The service counts clicks for the campaign’s own competitors only.',
    style: 'note',
  });
  return cells;
}

/** Rows the named competitors' block takes (header, one per name, the note), none without names. */
export const namedCompetitorRows = (competitors: readonly string[]) =>
  competitors.length === 0 ? 0 : competitors.length + 2;
