/** The columns of TRAFFIC and TRAFFIC_KEYWORDS (traffic.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';

/** Sessions, conversions and revenue, at the top level (daily traffic) or under `analytics_data` (by keyword). */
function analyticsFigures(prefix: string, scope: string): ColumnEntries {
  return {
    [`${prefix}sessions`]: column('Sessions', 'count', `Organic sessions ${scope}, from the campaign's analytics.`),
    [`${prefix}ecommerce.conversions`]: column(
      'Transactions',
      'count',
      `E-commerce transactions of those sessions ${scope}.`,
    ),
    [`${prefix}ecommerce.revenue`]: column(
      'E-commerce revenue',
      'currency',
      `Revenue of those transactions ${scope}, in the analytics currency.`,
    ),
    [`${prefix}goals.completions`]: column('Goal completions', 'count', `Goals completed in those sessions ${scope}.`),
    [`${prefix}goals.revenue`]: column(
      'Goal revenue',
      'currency',
      `Value of those goal completions ${scope}, in the analytics currency.`,
    ),
  };
}

const TRAFFIC_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day the traffic figures are for.'),
  ...analyticsFigures('', 'of the segment that day'),
  bounce_rate: column(
    'Bounce rate',
    'fraction',
    "Share of the segment's sessions that day that left after one page, as a fraction 0–1 (as the service sends it; 0.45 means 45 %).",
  ),
};

const TRAFFIC_KEYWORDS_COLUMNS: ColumnEntries = {
  keyword: column(
    'Search phrase',
    'text',
    'A search phrase that brought organic visits in the period, tracked by the campaign or not.',
  ),
  tracked_keyword_id: column(
    'Tracked keyword ID',
    'id',
    "The campaign's keyword id when the campaign tracks this phrase; empty otherwise.",
  ),
  brand: column('Brand phrase', 'flag', 'TRUE when the phrase counts as a brand search.'),
  current_page: column('Current page', 'text', 'The page of your site that the phrase currently leads to.'),
  'gsc_data.impressions': column(
    'Impressions',
    'count',
    'Times your site was shown for the phrase in the period, from Google Search Console.',
  ),
  'gsc_data.clicks': column(
    'Clicks',
    'count',
    'Clicks to your site from the phrase in the period, from Google Search Console.',
  ),
  'gsc_data.avg_position': column(
    'Average position',
    'rank',
    'Average position of your site for the phrase in the period, from Google Search Console.',
  ),
  ...analyticsFigures('analytics_data.', 'from the phrase in the period'),
};

export const TRAFFIC_AREA_COLUMNS: FunctionColumns = {
  TRAFFIC: TRAFFIC_COLUMNS,
  TRAFFIC_KEYWORDS: TRAFFIC_KEYWORDS_COLUMNS,
};
