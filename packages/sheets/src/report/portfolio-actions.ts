/**
 * Search Visibility > New portfolio report…: the dialog's data and its action. The portfolio is defined in the core
 * (report/portfolio/); this file reads the account's campaigns, builds the definition and hands it to write-report.ts.
 */
import {
  buildPortfolio,
  campaignRequestCount,
  defaultReportPeriod,
  InputError,
  invoke,
  MAX_PORTFOLIO_CAMPAIGNS,
  type PortfolioCampaign,
  portfolioRequestCount,
  reportSheetName,
  runSync,
} from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { createAppsScriptHost } from '../host/apps-script-host';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { writeReport } from './write-report';

/** A menu action may run 6 minutes; reading the campaigns should take seconds. */
const MENU_BUDGET_MS = 60_000;

export interface PortfolioDialogView {
  /** Every campaign the token sees, with what it adds to the requests the portfolio sends. */
  campaigns: (PortfolioCampaign & { requests: number })[];
  /** Requests sent once, whatever the campaigns (their tracking depths). */
  sharedRequests: number;
  maxCampaigns: number;
  start: string;
  end: string;
}

export interface PortfolioInput {
  campaignIds?: unknown;
  start?: unknown;
  end?: unknown;
  device?: unknown;
}

function guarded<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    throw toSheetError(error);
  }
}

/** The account's campaigns with their names and keyword counts, one SV_CAMPAIGNS read (shared with its cache). */
function accountCampaigns(): PortfolioCampaign[] {
  const { table } = runSync(
    invoke('CAMPAIGNS', ['headers=false; columns=campaign_info.id,campaign_info.name,campaign_info.keyword_count'], {
      settings: readSettings(),
      timeBudgetMs: MENU_BUDGET_MS,
      cacheNamespace: cacheGeneration(),
    }),
    createAppsScriptHost(),
  );
  return table.rows
    .map(([id, name, keywords]) => ({
      id: Number(id),
      name: String(name ?? '') || `Campaign ${id}`,
      keywordCount: Number(keywords) || 0,
    }))
    .filter((campaign) => Number.isInteger(campaign.id) && campaign.id > 0);
}

/** What the dialog opens with: every campaign ticked, what each costs in requests, the last full month. */
export function portfolioDialogView(): PortfolioDialogView {
  return guarded(() => ({
    campaigns: accountCampaigns().map((campaign) => ({ ...campaign, requests: campaignRequestCount(campaign) })),
    sharedRequests: portfolioRequestCount([]),
    maxCampaigns: MAX_PORTFOLIO_CAMPAIGNS,
    ...defaultReportPeriod(formatDateIn(new Date(), spreadsheetTimeZone())),
  }));
}

/** Adds the portfolio sheet and says how many requests its formulas send as they load. */
export function createPortfolioFromDialog(input: PortfolioInput): string {
  return guarded(() => {
    const wanted = Array.isArray(input?.campaignIds) ? input.campaignIds.map(Number) : [];
    if (wanted.length === 0) throw new InputError('Choose at least one campaign for the portfolio.');
    const device = input.device === 'mobile' ? 'mobile' : input.device === 'desktop' ? 'desktop' : null;
    if (!device) throw new InputError('Choose the device the portfolio is sorted by: desktop or mobile.');
    const known = new Map(accountCampaigns().map((campaign) => [campaign.id, campaign]));
    const campaigns = wanted.map((id) => {
      const campaign = known.get(id);
      if (!campaign) throw new InputError(`Campaign ${id} is not among the campaigns this token can see.`);
      return campaign;
    });
    const request = { campaigns, start: String(input.start ?? ''), end: String(input.end ?? ''), device } as const;
    const definition = buildPortfolio(request);
    const spreadsheet = SpreadsheetApp.getActive();
    if (!spreadsheet) throw new Error('Open a spreadsheet first.');
    const existing = spreadsheet.getSheets().map((sheet) => sheet.getName());
    const name = reportSheetName('Portfolio', request.start, request.end, existing);
    const keywords = Math.max(...campaigns.map((campaign) => campaign.keywordCount));
    const sheet = writeReport(spreadsheet, definition, name, keywords, spreadsheetTimeZone());
    sheet.activate();
    const requests = portfolioRequestCount(campaigns);
    return (
      `The portfolio "${name}" was added with ${campaigns.length} campaigns. Its formulas load now and send about ` +
      `${requests} requests; for many campaigns use Search Visibility > Refresh now, then Freeze the whole report ` +
      'before sending it.'
    );
  });
}
