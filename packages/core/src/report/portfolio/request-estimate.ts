import type { PortfolioCampaign } from './types';

/** The service's largest page of keywords: one request per 1,000 keywords a campaign tracks. */
const KEYWORDS_PAGE = 1000;
/** Campaigns per page of SV_CAMPAIGNS. */
const CAMPAIGNS_PAGE = 100;

/**
 * The requests the portfolio's formulas send when they first load (nothing cached): one SV_CAMPAIGNS page for the
 * tracking depths, and per campaign its group visibility, share of voice and traffic (one each) and its keywords (one
 * per 1,000 tracked, at least one, and for more than a page the campaigns answer for their count, unless the
 * SV_CAMPAIGNS page already brought it: the formulas load side by side, so it may not have). At most these: shown
 * before the sheet is made, since the daily quota is the scarcest thing users have.
 */
export function portfolioRequestCount(campaigns: readonly PortfolioCampaign[]): number {
  const depths = Math.max(1, Math.ceil(campaigns.length / CAMPAIGNS_PAGE));
  return depths + campaigns.reduce((sum, campaign) => sum + campaignRequestCount(campaign), 0);
}

/** What one campaign adds to the portfolio's requests (a dialog sums them as campaigns are ticked). */
export function campaignRequestCount({ keywordCount }: Pick<PortfolioCampaign, 'keywordCount'>): number {
  const pages = Math.max(1, Math.ceil(keywordCount / KEYWORDS_PAGE));
  return 3 + pages + (pages > 1 ? 1 : 0);
}
