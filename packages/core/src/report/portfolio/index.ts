/** The portfolio report: every chosen campaign's headline figures on one sheet, sorted by the change of visibility. */
export { buildPortfolio, MAX_PORTFOLIO_CAMPAIGNS } from './build-portfolio';
export { PORTFOLIO_COLUMNS, sortRule } from './figures';
export { campaignRequestCount, portfolioRequestCount } from './request-estimate';
export type { PortfolioCampaign, PortfolioDefinition, PortfolioRequest, WrittenReport } from './types';
