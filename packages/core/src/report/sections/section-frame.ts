import { cellAt } from '../a1';
import { CHART_COLUMN, CHART_HEIGHT_PX, CHART_WIDTH_PX } from '../layout';
import type { ReportCell, ReportChart } from '../types';

/** The heading and the one-line description every section opens with. */
export function sectionHeading(firstRow: number, title: string, description: string): ReportCell[] {
  return [
    { address: cellAt(1, firstRow), value: title, style: 'heading' },
    { address: cellAt(1, firstRow + 1), value: description, style: 'note' },
  ];
}

/** The row a section's body starts at, below its heading and description. */
export const bodyRow = (firstRow: number) => firstRow + 2;

/** A chart in the report's chart column, `row` down, at the one chart size; each of its ranges starts with a header. */
export function chartAt(
  row: number,
  chart: Omit<ReportChart, 'anchor' | 'widthPx' | 'heightPx' | 'headerRows'>,
): ReportChart {
  return {
    ...chart,
    anchor: cellAt(CHART_COLUMN, row),
    widthPx: CHART_WIDTH_PX,
    heightPx: CHART_HEIGHT_PX,
    headerRows: 1,
  };
}
