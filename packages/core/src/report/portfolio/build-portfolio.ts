import { InputError } from '../../errors';
import { cellAt } from '../a1';
import { checkedPeriod } from '../checked-period';
import { DATA_ROW, DataArea, FORMATS, placeTables } from '../layout';
import { PARAM_CELLS } from '../parameters';
import { sectionHeading } from '../sections/section-frame';
import { reportSheetName } from '../sheet-name';
import type { ReportCell, ReportParameter } from '../types';
import { campaignTables, depthTable } from './campaign-tables';
import { PORTFOLIO_COLUMNS, sortedRows, sortRule, unsortedFigures } from './figures';
import type { PortfolioDefinition, PortfolioRequest } from './types';

/**
 * The most campaigns one portfolio sheet holds: each takes 12 columns of SV_ tables, and its keyword table as many rows
 * as it tracks keywords; 50 keeps the sheet within what Google Sheets allows a spreadsheet (10 million cells).
 */
export const MAX_PORTFOLIO_CAMPAIGNS = 50;
/** The section's heading sits where a client report's first section does: the parameters above, the table below. */
const SECTION_ROW = DATA_ROW - 1;

function checked(request: PortfolioRequest): number {
  const days = checkedPeriod(request.start, request.end, 'portfolio');
  if (request.campaigns.length === 0) throw new InputError('Choose at least one campaign for the portfolio.');
  if (request.campaigns.length > MAX_PORTFOLIO_CAMPAIGNS)
    throw new InputError(
      `A portfolio holds at most ${MAX_PORTFOLIO_CAMPAIGNS} campaigns; ${request.campaigns.length} were chosen. ` +
        'Choose fewer, or make two portfolios.',
    );
  const ids = new Set<number>();
  for (const { id } of request.campaigns) {
    if (!Number.isInteger(id) || id <= 0) throw new InputError(`${id} is not a campaign id (a positive whole number).`);
    if (ids.has(id)) throw new InputError(`Campaign ${id} is chosen twice.`);
    ids.add(id);
  }
  return days;
}

const cellOf = (key: 'start' | 'end' | 'device') => PARAM_CELLS[key].replace(/\$/g, '');

/** The parameter block: the period and the device sit where a client report has them, so its calls read the same. */
function parameters(request: PortfolioRequest): ReportParameter[] {
  return [
    { key: 'start', label: 'First day', cell: cellOf('start'), value: request.start, format: FORMATS.date },
    { key: 'end', label: 'Last day', cell: cellOf('end'), value: request.end, format: FORMATS.date },
    // The rank columns were chosen for this device when the sheet was made: shown, not an input.
    { key: 'device', label: 'Device ranked and sorted by', cell: cellOf('device'), value: request.device, fixed: true },
  ];
}

function parameterCells(request: PortfolioRequest, params: readonly ReportParameter[]): ReportCell[] {
  const countRow = Number(cellOf('start').slice(1)) - 1;
  return [
    { address: cellAt(1, countRow - 1), value: 'Parameters', style: 'heading' },
    { address: cellAt(1, countRow), value: 'Campaigns', style: 'label' },
    { address: cellAt(2, countRow), value: request.campaigns.length },
    ...params.flatMap((p): ReportCell[] => [
      { address: cellAt(1, Number(p.cell.slice(1))), value: p.label, style: 'label' },
      p.fixed
        ? { address: p.cell, value: p.value }
        : { address: p.cell, value: p.value, format: p.format, style: 'input' },
    ]),
  ];
}

/**
 * Every chosen campaign on one sheet: visibility on desktop and mobile and its change over the period, keywords in the
 * top 3, 10 and 100, share of voice on the last day and organic sessions, one row per campaign sorted by the change.
 * Each figure is a live formula over the campaign's own SV_ tables, like the client report's.
 */
export function buildPortfolio(request: PortfolioRequest): PortfolioDefinition {
  const days = checked(request);
  const data = new DataArea();
  const figuresColumn = data.reserve(PORTFOLIO_COLUMNS.length + 1, 'Figures per campaign, in the order chosen');
  const { tables: depthTables, placed } = placeTables(data, [depthTable(request.campaigns)]);
  const [depths] = placed;
  const perCampaign = request.campaigns.map((campaign) => {
    const { tables, placed: own } = placeTables(data, campaignTables(campaign, request.device, days));
    return { campaign, tables, own };
  });
  const unsorted = unsortedFigures(figuresColumn, request.device, depths, perCampaign);
  const top = SECTION_ROW + 2;
  const sorted = sortedRows(top, unsorted);
  const params = parameters(request);
  const title = `Portfolio: ${request.campaigns.length} campaigns, ${request.start} to ${request.end}`;
  const rule = sortRule(request.device);
  return {
    portfolio: request,
    title,
    sheetName: reportSheetName('Portfolio', request.start, request.end),
    frozenRows: 2,
    columnWidths: [
      { column: 1, width: 240 },
      ...PORTFOLIO_COLUMNS.slice(1).map((_, i) => ({ column: i + 2, width: 110 })),
    ],
    parameters: params,
    cells: [
      { address: cellAt(1, 1), value: title, style: 'title' },
      {
        address: cellAt(1, 2),
        value: 'Every figure is a live formula over the parameters below and the SV_ tables from column L.',
        style: 'subtitle',
      },
      ...parameterCells(request, params),
      ...data.labelCells,
    ],
    sections: [
      {
        id: 'portfolio',
        title: 'Campaigns',
        description: rule,
        rows: { first: SECTION_ROW, last: top + request.campaigns.length },
        cells: [...sectionHeading(SECTION_ROW, 'Campaigns', rule), ...sorted.cells, ...unsorted.cells],
        tables: [...depthTables, ...perCampaign.flatMap(({ tables }) => tables)],
        charts: [],
        conditionalFormats: sorted.conditionalFormats,
      },
    ],
    days,
  };
}
