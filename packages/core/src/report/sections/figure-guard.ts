import { formula } from '../formula';
import type { PlacedTable } from '../layout';
import type { ReportFormula } from '../types';

/** What a figure says when the table it reads holds no data for the period (a one-day period has no AI search week). */
export const NO_DATA = 'No data in the period';
/**
 * The traffic figures' words for an empty answer: the campaign's analytics recorded nothing for the period, or is not
 * linked (a campaign without analytics is usually answered 404, whose message says so; docs/service.md).
 */
export const NO_ANALYTICS_DATA = 'No analytics data in the period';

/** A table a figure reads, and the column whose numbers it needs (none: any answer will do, even an empty one). */
export interface FigureSource {
  readonly table: PlacedTable;
  readonly column?: string;
  /** What the figure says when that column holds no number (default NO_DATA; the earlier period's own words). */
  readonly missing?: string;
}

/**
 * A figure over SV_ tables that never stands in a 0 for what it could not read. A failed SV_ call leaves its error in
 * the table's first cell and every other cell empty, where COUNT, SUM and a plain reference read 0: so the figure
 * shows that error while it lasts (the same error and message, in both hosts). A column without a single number is a
 * period the service has no data for: the figure says so in words, which a frozen report can keep. Only then the
 * expression. IF and ISERROR evaluate alike in Excel, Google Sheets and LibreOffice, and IF evaluates only the branch
 * it takes, so the expression's own errors (no match in an empty table) never show.
 */
export function guardedFigure(sources: readonly FigureSource[], expression: string, array = false): ReportFormula {
  let text = expression;
  for (const { table, column, missing } of [...sources].reverse()) {
    if (column !== undefined) text = `IF(COUNT(${table.column(column)})=0,"${missing ?? NO_DATA}",${text})`;
  }
  // One error check per table, however many of its columns the figure reads.
  const anchors = [...new Set(sources.map(({ table }) => table.anchor))];
  for (const anchor of anchors.reverse()) text = `IF(ISERROR(${anchor}),${anchor},${text})`;
  return formula(`=${text}`, array);
}
