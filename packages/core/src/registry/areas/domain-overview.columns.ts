/** The columns of DOMAIN_OVERVIEW and DOMAIN_KEYWORDS (domain-overview.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { monthlySearches, organicClickShare, yearOverYear } from '../../dictionary/shared/insights';

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

export const DOMAIN_OVERVIEW_AREA_COLUMNS: FunctionColumns = {
  DOMAIN_OVERVIEW: DOMAIN_OVERVIEW_COLUMNS,
  DOMAIN_KEYWORDS: DOMAIN_KEYWORDS_COLUMNS,
};
