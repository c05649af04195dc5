import { InputError } from '../errors';
import { cellAt } from './a1';
import { checkedPeriod } from './checked-period';
import { measuredColumnWidths } from './column-widths';
import { DATA_ROW, DataArea, REPORT_LAST_COLUMN, type SectionBody, type SectionContext } from './layout';
import { PARAM_CELLS, parameterCells, reportParameters } from './parameters';
import { printSetup } from './print-setup';
import { isWholeMonth } from './rolled-period';
import { aiPresenceSection } from './sections/ai-presence';
import { glossaryCells, glossaryHeight } from './sections/glossary';
import { rankDistributionSection } from './sections/rank-distribution';
import { sectionHeading } from './sections/section-frame';
import { shareSection } from './sections/share';
import { topMoversSection } from './sections/top-movers';
import { trafficSection } from './sections/traffic';
import { visibilitySection } from './sections/visibility';
import { reportSheetName } from './sheet-name';
import type { ReportDefinition, ReportRequest, ReportSection, SectionId } from './types';

/** Every section, in report order, with the label the dialogs show beside its box. */
export const REPORT_SECTIONS: readonly { readonly id: SectionId; readonly title: string }[] = [
  { id: 'visibility', title: 'Visibility trend' },
  { id: 'rank_distribution', title: 'Rank distribution' },
  { id: 'top_movers', title: 'Top movers' },
  { id: 'share', title: 'Share of voice and share of clicks' },
  { id: 'ai_presence', title: 'AI overviews and AI search' },
  { id: 'traffic', title: 'Organic traffic and conversions (campaigns with analytics)' },
];

const BUILDERS: Readonly<Record<SectionId, (context: SectionContext) => SectionBody>> = {
  visibility: visibilitySection,
  rank_distribution: rankDistributionSection,
  top_movers: topMoversSection,
  share: shareSection,
  ai_presence: aiPresenceSection,
  traffic: trafficSection,
};

const FIRST_SECTION_ROW = DATA_ROW - 1;
const LONGEST_MONTH = 31;

/** Checks what was asked before anything is written: the period (see checked-period.ts) and the campaign. */
function periodDays(request: ReportRequest): number {
  const days = checkedPeriod(request.start, request.end, 'report');
  if (!Number.isInteger(request.campaignId) || request.campaignId <= 0)
    throw new InputError('The report needs a campaign id (a positive whole number).');
  return days;
}

/** The report for one campaign and period: every cell, SV_ table, chart and colour rule, placed on one sheet. */
export function buildReport(request: ReportRequest): ReportDefinition {
  const days = periodDays(request);
  const wanted = new Set(request.sections ?? REPORT_SECTIONS.map((s) => s.id));
  if (wanted.size === 0) throw new InputError('Choose at least one section for the report.');
  const data = new DataArea(request);
  // A month's report has room for the longest month: a scheduled delivery moves it to the next month (rolled-period.ts).
  const layoutDays = isWholeMonth(request.start, request.end) ? LONGEST_MONTH : days;
  const sections: ReportSection[] = [];
  let row = FIRST_SECTION_ROW;
  for (const { id } of REPORT_SECTIONS) {
    if (!wanted.has(id)) continue;
    const body = BUILDERS[id]({ request, firstRow: row, days: layoutDays, params: PARAM_CELLS, data });
    sections.push({
      id,
      title: body.title,
      description: body.description,
      rows: { first: row, last: row + body.height - 1 },
      cells: [...sectionHeading(row, body.title, body.description), ...body.cells],
      tables: body.tables,
      charts: body.charts,
      conditionalFormats: body.conditionalFormats,
    });
    row += body.height + 1;
  }
  const parameters = reportParameters(request);
  const title = `${request.campaignName}: ${request.start} to ${request.end}`;
  // The glossary closes the report, one row below the last section.
  const glossaryRow = row;
  const cells = [
    { address: cellAt(1, 1), value: title, style: 'title' as const },
    {
      address: cellAt(1, 2),
      value: 'Every figure is a live formula over the parameters below and the SV_ tables from column L.',
      style: 'subtitle' as const,
    },
    ...parameterCells(parameters),
    ...data.labelCells,
    ...glossaryCells(glossaryRow, request.device),
  ];
  const frozenRows = 2;
  return {
    request,
    title,
    sheetName: reportSheetName(request.campaignName, request.start, request.end),
    frozenRows,
    columnWidths: measuredColumnWidths(
      [...cells, ...sections.flatMap((section) => section.cells)],
      sections.flatMap((section) => section.tables),
      sections.flatMap((section) => section.charts),
      REPORT_LAST_COLUMN,
    ),
    parameters,
    cells,
    sections,
    days,
    print: printSetup(REPORT_LAST_COLUMN, glossaryRow + glossaryHeight(request.device) - 1, frozenRows),
  };
}
