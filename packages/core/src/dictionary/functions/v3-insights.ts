import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';
import { V3_AI_COLUMNS } from './v3-insights-ai';
import { V3_FORECAST_COLUMNS } from './v3-insights-forecast';
import { monthlySearches, organicClickShare, yearOverYear } from './v3-insights-shared';

/**
 * The columns of COMPETITION, SHARE_OF_VOICE, SHARE_OF_CLICKS, DOMAIN_OVERVIEW, DOMAIN_KEYWORDS, TRAFFIC and
 * TRAFFIC_KEYWORDS here; AIO_RANKS, AIO_KEYWORDS, AIS_KEYWORDS, AIS_RANKS, AIS_COMPETITION and AIS_STATS in
 * v3-insights-ai.ts; FORECASTS, FORECAST, FORECAST_OBJECTIVE and FORECAST_KEYWORDS in v3-insights-forecast.ts.
 * keyword_id, keyword and device come from the common entries wherever they mean the tracked keyword and the row's
 * device; a function whose column means something else declares its own entry here.
 */

// Organic competition, share of voice and share of clicks.

const COMPETITION_COLUMNS: ColumnEntries = {
  keyword_name: column('Keyword', 'text', 'The search query as the campaign tracks it.'),
  'competitors.domain': column(
    'Domain',
    'text',
    'A domain ranking for the keyword: your site, the competitors saved or asked for, and the top competitors.',
  ),
  'competitors.landing_page': column('Landing page', 'text', "The domain's page that ranks for the keyword."),
  'competitors.rank': column(
    'Rank',
    'rank',
    "The domain's organic rank for the keyword at the end of the period on the chosen device; a rank equal to the campaign's tracking depth means not found within it.",
  ),
  'competitors.rank_trend': column(
    'Rank change',
    'number',
    "Change of the domain's rank over the period, in positions; positive means it moved up.",
  ),
};

const WEIGHTING =
  'weighted by search volume unless metrics_weighted_by_search_volume is off, as a fraction 0–1 (as the service sends it; 0.13 means 13 %)';

const SHARE_OF_VOICE_COLUMNS: ColumnEntries = {
  domain: column('Domain', 'text', 'Your site or one of its competitors; each domain has one row.'),
  is_campaign_website: column('Your site', 'flag', "TRUE on the row of the campaign's own website."),
  'organic_share_of_voice.domains.share_of_voice': column(
    'Organic share of voice',
    'fraction',
    `Share of the organic clicks the selected keywords could bring that the domain wins on that day and device, ${WEIGHTING}.`,
  ),
  'ai_overview_share_of_voice.domains.share_of_voice': column(
    'AIO share of voice',
    'fraction',
    `Share of voice of the domain in the Google AI overviews of the selected keywords on that day, ${WEIGHTING}.`,
  ),
  'ai_search_share_of_voice.domains.share_of_voice': column(
    'AI search share of voice',
    'fraction',
    `Share of voice of the domain in the AI search answers for the selected keywords, ${WEIGHTING}.`,
  ),
  total_keywords: column(
    'Keywords counted',
    'count',
    'Number of keywords the shares are computed over; the same on every row.',
  ),
  total_search_volume: column(
    'Total search volume',
    'count',
    'Sum of the average monthly search volumes of those keywords; the same on every row.',
  ),
  'ai_search_share_of_voice.total_impression_score': column(
    'AI search impression score',
    'score',
    "Total impression score of the AI search answers behind the AI search shares, on the service's own open scale (no stated range); the same on every row.",
  ),
};

const SHARE_OF_CLICKS_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day the shares are computed for.'),
  'domains.domain': column('Domain', 'text', 'Your site or one of its competitors.'),
  'domains.share_of_clicks': column(
    'Share of clicks',
    'fraction',
    'Share of the organic clicks on the selected keywords that the domain wins that day on the chosen device, as a fraction 0–1 (as the service sends it; 0.13 means 13 %).',
  ),
  'domains.monthly_clicks': column(
    'Estimated monthly clicks',
    'count',
    "Organic clicks a month the domain is estimated to win on the selected keywords at that day's ranks.",
  ),
};

// Domain research: a domain or URL beside your site.

/** Your rank and the domain's rank in domain ranking keywords. */
function domainRank(who: 'my_rank' | 'competitor_rank', whose: string, label: string): ColumnEntries {
  return {
    [`ranking_data.${who}.rank`]: column(
      `${label} rank`,
      'rank',
      `The organic rank of ${whose} for the keyword in the research database's latest reading.`,
    ),
    [`ranking_data.${who}.trend`]: column(
      `${label} rank change`,
      'number',
      `Change of the rank of ${whose} as the service reports it, in positions; positive means it moved up.`,
    ),
    [`ranking_data.${who}.landing_page`]: column(
      `${label} landing page`,
      'text',
      `The page of ${whose} that ranks for the keyword.`,
    ),
  };
}

const DOMAIN_OVERVIEW_COLUMNS: ColumnEntries = {
  related_keywords: column(
    'Ranking keywords',
    'count',
    'Number of keywords of the research database the domain or URL ranks for, within the gap type asked for.',
  ),
  'search_data.search_volume': column(
    'Average search volume',
    'count',
    'Average monthly search volume over the last 12 months of the keywords the domain or URL ranks for, as the service aggregates it.',
  ),
  'search_data.year_over_year': column('Year over year', 'number', yearOverYear('the keywords together')),
  'search_data.monthly_searches': column('Monthly searches', 'text', monthlySearches('the keywords together')),
  'serp_data.percentage_clicks': column('Organic click share', 'fraction', organicClickShare('the keywords together')),
  'serp_data.serp_features': column(
    'SERP feature counts',
    'code list',
    'The top SERP features of desktop searches with the number of keywords showing each, as FSN:7, QNS:5 (latest crawl within 30 days).',
  ),
  'est_traffic.my_traffic.traffic': column(
    'Your estimated traffic',
    'count',
    "Your site's estimated organic traffic (visits) from these keywords; 0 with the non-overlapping gap type.",
  ),
  'est_traffic.my_traffic.trend': column(
    'Your traffic change',
    'number',
    "Change of your site's estimated traffic, in visits as the service sends it (not a percentage); 0 with the non-overlapping gap type.",
  ),
  'est_traffic.competitor_traffic.traffic': column(
    'Their estimated traffic',
    'count',
    'Estimated organic traffic (visits) of the domain or URL asked for from these keywords.',
  ),
  'est_traffic.competitor_traffic.trend': column(
    'Their traffic change',
    'number',
    'Change of the estimated traffic of the domain or URL asked for, in visits as the service sends it (not a percentage).',
  ),
  'visibility_data.my_visibility.visibility': column(
    'Your visibility',
    'fraction',
    "Your site's visibility on these keywords, as a fraction 0–1 (0.091 reads 9.1 %; the service sends 9.1, divided by 100 here); 0 with the non-overlapping gap type.",
  ),
  'visibility_data.my_visibility.trend': column(
    'Your visibility change',
    'points',
    "Change of your site's visibility, in percentage points as the service sends it.",
  ),
  'visibility_data.competitor_visibility.visibility': column(
    'Their visibility',
    'fraction',
    'Visibility of the domain or URL asked for on these keywords in the latest crawl within 30 days, as a fraction 0–1 (the service sends a percentage, divided by 100 here).',
  ),
  'visibility_data.competitor_visibility.trend': column(
    'Their visibility change',
    'points',
    'Change of the visibility of the domain or URL asked for, in percentage points as the service sends it.',
  ),
};

const DOMAIN_KEYWORDS_COLUMNS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword of the research database the domain or URL ranks for.'),
  tracked_keyword_id: column(
    'Tracked keyword ID',
    'id',
    "The campaign's keyword id when the campaign tracks this keyword; empty otherwise.",
  ),
  'search_data.search_volume': column(
    'Search volume',
    'count',
    'Average monthly search volume of the keyword over the last 12 months.',
  ),
  'search_data.year_over_year': column('Year over year', 'number', yearOverYear('the keyword')),
  'search_data.monthly_searches': column('Monthly searches', 'text', monthlySearches('the keyword')),
  'serp_data.percentage_clicks': column('Organic click share', 'fraction', organicClickShare('the keyword')),
  'serp_data.serp_features': column(
    'SERP features',
    'code list',
    'Codes of the SERP features shown for the keyword, upper case and comma-joined.',
  ),
  'ranking_data.updated_on': column('Ranks updated', 'date', 'The day of the crawl the ranks of the row come from.'),
  ...domainRank('competitor_rank', 'the domain or URL asked for', 'Their'),
  ...domainRank('my_rank', 'your site', 'Your'),
};

// Organic traffic from analytics and Search Console.

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

export const V3_INSIGHT_COLUMNS: FunctionColumns = {
  ...V3_AI_COLUMNS,
  COMPETITION: COMPETITION_COLUMNS,
  SHARE_OF_VOICE: SHARE_OF_VOICE_COLUMNS,
  SHARE_OF_CLICKS: SHARE_OF_CLICKS_COLUMNS,
  DOMAIN_OVERVIEW: DOMAIN_OVERVIEW_COLUMNS,
  DOMAIN_KEYWORDS: DOMAIN_KEYWORDS_COLUMNS,
  ...V3_FORECAST_COLUMNS,
  TRAFFIC: TRAFFIC_COLUMNS,
  TRAFFIC_KEYWORDS: TRAFFIC_KEYWORDS_COLUMNS,
};
