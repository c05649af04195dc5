import type { ReportDefinition, ReportDevice } from '../types';

/** A campaign of the portfolio, as SV_CAMPAIGNS lists it: its keyword count sizes the request estimate. */
export interface PortfolioCampaign {
  readonly id: number;
  readonly name: string;
  readonly keywordCount: number;
}

/** What the dialog or the task pane asks for: the campaigns (every one of the account, or a chosen list) and a period. */
export interface PortfolioRequest {
  readonly campaigns: readonly PortfolioCampaign[];
  /** YYYY-MM-DD, first and last day of the period. */
  readonly start: string;
  readonly end: string;
  /** The device whose visibility change orders the rows and whose ranks are counted (both visibilities are shown). */
  readonly device: ReportDevice;
}

/**
 * The portfolio as the hosts write it: the same cells, SV_ tables and formats as a client report (one section), made
 * from a list of campaigns rather than one.
 */
export interface PortfolioDefinition extends Omit<ReportDefinition, 'request'> {
  readonly portfolio: PortfolioRequest;
}

/** What a host's report writer takes: a client report or a portfolio, laid out alike. */
export type WrittenReport = ReportDefinition | PortfolioDefinition;
