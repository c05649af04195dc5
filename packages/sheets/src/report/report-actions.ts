/**
 * Search Visibility > New client report…: the dialog's data and its action. The report itself is defined in the core
 * (report/); this file reads the campaign, builds the definition and hands it to write-report.ts.
 */
import {
  buildReport,
  type CampaignChoice,
  campaignChoices,
  defaultReportPeriod,
  InputError,
  invoke,
  REPORT_SECTIONS,
  type ReportDevice,
  type ReportRequest,
  readReportComparison,
  reportSheetName,
  runSync,
  type SectionId,
} from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { createAppsScriptHost } from '../host/apps-script-host';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { writeReport } from './write-report';

/** A menu action may run 6 minutes; reading the campaigns should take seconds. */
const MENU_BUDGET_MS = 60_000;

export interface ReportDialogView {
  campaigns: CampaignChoice[];
  sections: { id: SectionId; title: string }[];
  /** YYYY-MM-DD: the last full month, in the spreadsheet's time zone. */
  start: string;
  end: string;
}

export interface ReportInput {
  campaignId?: unknown;
  start?: unknown;
  end?: unknown;
  device?: unknown;
  competitors?: unknown;
  sections?: unknown;
  /** `none` (or absent), `previous_period` or `previous_year`. */
  comparison?: unknown;
}

function guarded<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw toSheetError(error);
  }
}

const invokeOptions = () => ({
  settings: readSettings(),
  timeBudgetMs: MENU_BUDGET_MS,
  cacheNamespace: cacheGeneration(),
});

/** What the dialog opens with: the campaigns by name (read through SV_CAMPAIGNS), the sections, the last month. */
export function reportDialogView(): ReportDialogView {
  return guarded(() => {
    const campaigns = runSync(campaignChoices(invokeOptions()), createAppsScriptHost());
    const period = defaultReportPeriod(formatDateIn(new Date(), spreadsheetTimeZone()));
    return { campaigns, sections: REPORT_SECTIONS.map(({ id, title }) => ({ id, title })), ...period };
  });
}

/** The campaign's name and keyword count, as SV_CAMPAIGNS reads them; refuses an id the token cannot see. */
function campaignFacts(campaignId: number): { name: string; keywordCount: number } {
  const { table } = runSync(
    invoke(
      'CAMPAIGNS',
      [`campaign_ids=${campaignId}; columns=campaign_info.id,campaign_info.name,campaign_info.keyword_count`],
      invokeOptions(),
    ),
    createAppsScriptHost(),
  );
  const row = table.rows.find((cells) => Number(cells[0]) === campaignId);
  if (!row) throw new InputError(`Campaign ${campaignId} is not among the campaigns this token can see.`);
  return { name: String(row[1] ?? '') || `Campaign ${campaignId}`, keywordCount: Number(row[2]) || 0 };
}

function readRequest(input: ReportInput, name: string): ReportRequest {
  const device = input.device === 'mobile' ? 'mobile' : input.device === 'desktop' ? 'desktop' : null;
  if (!device) throw new InputError('Choose the device of the report: desktop or mobile.');
  const known = new Set<string>(REPORT_SECTIONS.map((section) => section.id));
  const sections = Array.isArray(input.sections)
    ? input.sections.filter((id): id is SectionId => typeof id === 'string' && known.has(id))
    : undefined;
  const competitors = String(input.competitors ?? '')
    .split(/[,\n]/)
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
  const comparison = readReportComparison(input.comparison);
  return {
    campaignId: Number(input.campaignId),
    campaignName: name,
    start: String(input.start ?? ''),
    end: String(input.end ?? ''),
    device: device satisfies ReportDevice,
    competitors,
    sections,
    // Left out when none: a report without a comparison is the one it always was, its marker included.
    ...(comparison ? { comparison } : {}),
  };
}

/** Adds the report sheet and says what to do next. Sends only the campaign read; the formulas load as Sheets computes. */
export function createReportFromDialog(input: ReportInput): string {
  return guarded(() => {
    const campaignId = Number(input?.campaignId);
    if (!Number.isInteger(campaignId) || campaignId <= 0) throw new InputError('Choose a campaign for the report.');
    // The definition first: a bad period or no section is refused before anything is read or written.
    buildReport(readRequest(input, 'check'));
    const facts = campaignFacts(campaignId);
    const request = readRequest(input, facts.name);
    const definition = buildReport(request);
    const spreadsheet = SpreadsheetApp.getActive();
    if (!spreadsheet) throw new Error('Open a spreadsheet first.');
    const existing = spreadsheet.getSheets().map((sheet) => sheet.getName());
    const name = reportSheetName(request.campaignName, request.start, request.end, existing);
    const sheet = writeReport(spreadsheet, definition, name, facts.keywordCount, spreadsheetTimeZone());
    sheet.activate();
    return (
      `The report "${name}" was added with ${definition.sections.length} sections. Its formulas load now; for a large ` +
      'campaign use Search Visibility > Refresh now, then Freeze the whole report before sending it.'
    );
  });
}
