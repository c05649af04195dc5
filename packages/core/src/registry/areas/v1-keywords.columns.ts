/** The columns of V1_KEYWORD_DATA, V1_CANNIBALIZATION and V1_KEYWORD_SERP (v1-keywords.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { RANK_SCALE } from '../../dictionary/shared/v1';

const KEYWORD_DATA_COLUMNS: ColumnEntries = {
  id: column('Keyword ID', 'id', "The service's id of the tracked keyword (1.2 names it id; 3.0 keyword_id)."),
  'keyword_data.name': column('Keyword', 'text', 'The search query as the site tracks it.'),
  'keyword_data.average_search_volume': column(
    'Search volume',
    'count',
    'The average monthly searches of the keyword over the last 12 months.',
  ),
  'keyword_data.yoy': column(
    'Year over year',
    'number',
    "A ratio: last month's searches divided by those of the same month a year before (1.25 means 25 % more; 10 is the cap).",
  ),
  'keyword_data.average_cpc': column(
    'Average CPC',
    'currency',
    "The average cost per click of the keyword in paid search, in the site's currency.",
  ),
  position: column(
    'Desktop rank',
    'rank',
    `The desktop Google rank of the site on the last day of the period, ${RANK_SCALE}.`,
  ),
  position_trend: column(
    'Desktop rank change',
    'number',
    'Desktop positions gained over the period (rank at the start minus rank at the end, so positive means it moved up).',
  ),
  visibility_impact_desktop: column(
    'Desktop visibility impact',
    'number',
    'How much the desktop rank change moved visibility; the scale is not documented (most likely the change in estimated clicks).',
  ),
  'keyword_data.landing_page': column('Desktop landing page', 'text', 'The page of the site that ranks on desktop.'),
  position_mobile: column(
    'Mobile rank',
    'rank',
    `The mobile Google rank of the site on the last day of the period, ${RANK_SCALE}.`,
  ),
  position_trend_mobile: column(
    'Mobile rank change',
    'number',
    'Mobile positions gained over the period (rank at the start minus rank at the end, so positive means it moved up).',
  ),
  visibility_impact_mobile: column(
    'Mobile visibility impact',
    'number',
    'How much the mobile rank change moved visibility; the scale is not documented (most likely the change in estimated clicks).',
  ),
  'keyword_data.landing_page_mobile': column(
    'Mobile landing page',
    'text',
    'The page of the site that ranks on mobile.',
  ),
  visits: column('Visits', 'count', 'The non-brand organic sessions the keyword brought in the period.'),
  bounces: column('Bounces', 'count', 'The sessions from the keyword that left after one page (a count, not a rate).'),
  conversions_goals: column('Goal conversions', 'count', 'The goal completions of the sessions from the keyword.'),
  conversions_goals_rate: column(
    'Goal conversion rate',
    'fraction',
    'Goal completions per session from the keyword, as a fraction 0–1 (the service sends a percentage, divided by 100 here).',
  ),
  revenue_value: column(
    'Revenue',
    'currency',
    "The revenue of the sessions from the keyword, in the site's analytics currency.",
  ),
  'keyword_data.top_10_difficulty': column(
    'Top 10 difficulty',
    'text',
    'How hard reaching the top 10 is: already_top_10, easy, medium or hard (a number would be shown as sent).',
  ),
  'keyword_data.opportunity': column(
    'Opportunity score',
    'score',
    '0 to 10: how much traffic the keyword could add if it reached the top 3 (N/A when the service does not compute it).',
  ),
  group_name: column('Groups', 'text', 'The keyword groups the keyword belongs to, comma-separated.'),
  'keyword_data.date_added': column('Date added', 'date', 'The day the keyword started being tracked.'),
  'keyword_data.main_keyword_id': column(
    'Main keyword ID',
    'id',
    'For a close variation, the id of the main keyword it varies; 0 or empty for a main keyword.',
  ),
  'keyword_data.close_variation': column(
    'Close variation',
    'flag',
    'TRUE when the keyword is a close variation of another tracked keyword (its main keyword).',
  ),
};

const KEYWORD_SERP_COLUMNS: ColumnEntries = {
  position: column('Position', 'rank', 'The position of the result in the top 100 Google results for the keyword.'),
  site: column('Domain', 'text', 'The domain that holds this position.'),
  full_lp: column('Landing page', 'text', 'The full address of the page that ranks at this position.'),
};

const CANNIBALIZATION_COLUMNS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A tracked keyword for which more than one page of the site ranks.'),
  'landing_pages.url': column('Landing page', 'text', 'One of the pages of the site ranking for the keyword.'),
  'landing_pages.rank': column(
    'Rank',
    'rank',
    "That page's Google rank for the keyword, 1 to 100, where 101 means not found in the top 100.",
  ),
};

export const V1_KEYWORDS_AREA_COLUMNS: FunctionColumns = {
  V1_KEYWORD_DATA: KEYWORD_DATA_COLUMNS,
  V1_CANNIBALIZATION: CANNIBALIZATION_COLUMNS,
  V1_KEYWORD_SERP: KEYWORD_SERP_COLUMNS,
};
