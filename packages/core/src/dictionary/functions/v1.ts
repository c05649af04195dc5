import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';

/**
 * The columns of every V1_ function (interface 1.2). 1.2 sends visibility and rates as percentages (0–100); the tables
 * show them as fractions 0–1 like 3.0's shares (the area files list them as `sentAsPercent`). 1.2 ranks run 1 to 100
 * with 101 for "not in the top 100" where 3.0 uses the campaign's tracking depth.
 */

/** How a 1.2 visibility figure reads, said once for every column that holds one. */
const VISIBILITY_UNIT = 'as a fraction 0–1 (0.142 reads 14.2 %; interface 1.2 sends 14.2, divided by 100 here)';

/** How a 1.2 rank reads. */
const RANK_SCALE = '1 to 100, where 101 means not found in the top 100';

const visibility = (label: string, what: string) => column(label, 'fraction', `${what}, ${VISIBILITY_UNIT}.`);

const visibilityChange = (label: string, what: string) =>
  column(
    label,
    'points',
    `${what}, in percentage points of visibility (most likely the end value minus the start value).`,
  );

// Sites and groups.

const SITE_COLUMNS: ColumnEntries = {
  id: column('Site ID', 'id', 'The id of the site that every other V1 function takes.'),
  name: column('Site name', 'text', 'The name the site is tracked under.'),
  url: column('Site URL', 'text', 'The address of the tracked website.'),
  owner: column('Owner', 'text', 'The owner of the site, as an e-mail address.'),
  date: column('Date added', 'date', 'The day the site was added to the account.'),
  localized: column('Location', 'text', 'The location a localized site is tracked in; empty when it is not localized.'),
  localized_canonical: column(
    'Canonical location',
    'text',
    'The full canonical name of the location of a localized site; empty when it is not localized.',
  ),
  pitching: column('Pitching', 'flag', 'TRUE for a site set up as a pitch (a prospect), FALSE for a client site.'),
};

const GROUP_IDENTITY: ColumnEntries = {
  id: column('Group ID', 'id', 'The id of the keyword group that the other V1 functions take (0 is all keywords).'),
  name: column('Group', 'text', 'The name of the keyword group.'),
  is_smart: column(
    'Smart group',
    'flag',
    'TRUE for a smart group (its keywords follow a rule), FALSE for a plain one.',
  ),
};

const GROUP_PERIOD_FIGURES: ColumnEntries = {
  kw_count: column('Keywords', 'count', 'The number of keywords in the group in the period.'),
  search_volume: column(
    'Search volume',
    'count',
    'The total average monthly searches of the keywords of the group in the period.',
  ),
  keywords: column(
    'Keyword IDs',
    'text',
    'The ids of the keywords of the group, comma-separated; filled only with load_keyword_ids=TRUE in options.',
  ),
};

const KEYWORD_GROUPS_COLUMNS: ColumnEntries = {
  ...GROUP_IDENTITY,
  ...GROUP_PERIOD_FIGURES,
  vscore_start: visibility(
    'Desktop visibility at start',
    'Desktop visibility of the group on the first day of the period',
  ),
  vscore_end: visibility('Desktop visibility at end', 'Desktop visibility of the group on the last day of the period'),
  vscore_start_mobile: visibility(
    'Mobile visibility at start',
    'Mobile visibility of the group on the first day of the period',
  ),
  vscore_end_mobile: visibility(
    'Mobile visibility at end',
    'Mobile visibility of the group on the last day of the period',
  ),
};

const GROUP_DETAILS_COLUMNS: ColumnEntries = {
  ...GROUP_PERIOD_FIGURES,
  vscore_start_desktop: visibility(
    'Desktop visibility at start',
    'Desktop visibility of the group on the first day of the period',
  ),
  vscore_stop_desktop: visibility(
    'Desktop visibility at end',
    'Desktop visibility of the group on the last day of the period',
  ),
  vscore_start_mobile: visibility(
    'Mobile visibility at start',
    'Mobile visibility of the group on the first day of the period',
  ),
  vscore_stop_mobile: visibility(
    'Mobile visibility at end',
    'Mobile visibility of the group on the last day of the period',
  ),
  desktop_performance_change: visibilityChange(
    'Desktop visibility change',
    'The performance-related change in desktop visibility of the group over the period',
  ),
  mobile_performance_change: visibilityChange(
    'Mobile visibility change',
    'The performance-related change in mobile visibility of the group over the period',
  ),
};

const ALL_GROUP_DETAILS_COLUMNS: ColumnEntries = {
  group_name: column('Group', 'text', 'The name of the keyword group this row describes.'),
  ...GROUP_DETAILS_COLUMNS,
};

// Traffic forecast.

const ON_TARGET_COLUMNS: ColumnEntries = {
  type: column('Forecast type', 'text', 'What the forecast is set on: Visibility or Traffic.'),
  real: column(
    'Real traffic',
    'count',
    'The organic sessions the site actually had over the forecast period (the period is not documented).',
  ),
  estimated: column('Estimated traffic', 'count', 'The organic sessions the forecast expected over the same period.'),
  on_target: column(
    'On target',
    'fraction',
    'Real traffic as a fraction of estimated traffic (1 means exactly on target; above 1 is ahead of it; the service sends a percentage, divided by 100 here).',
  ),
  manual: column(
    'Manual update',
    'text',
    'When the forecast was last updated by hand, as the service writes it; empty for a forecast that is not manual.',
  ),
};

const ON_TARGET_BY_DATES_COLUMNS: ColumnEntries = {
  date: column('Month', 'date', 'The month of the row, as its first day.'),
  search_volume: column('Search volume', 'count', 'The searches of the tracked keywords in that month.'),
  real_traffic: column('Real traffic', 'count', 'The organic sessions the site actually had in that month.'),
  inertial_traffic: column(
    'Inertial traffic',
    'count',
    'The organic sessions expected in that month without any SEO progress (ranks staying as they were).',
  ),
  estimated_traffic: column(
    'Estimated traffic',
    'count',
    'The organic sessions the objective forecast expects in that month with its goal reached.',
  ),
  estimated_additional_traffic: column(
    'Estimated additional traffic',
    'count',
    'Estimated traffic minus inertial traffic: the sessions the SEO work is expected to add in that month.',
  ),
  visibility_score: visibility(
    'Visibility',
    'Visibility of the site in that month (most likely desktop; the device is not documented)',
  ),
};

// Keywords and ranks.

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

const RANKS_COLUMNS: ColumnEntries = {
  'keyword_data.id': column('Keyword ID', 'id', "The service's id of the tracked keyword."),
  'keyword_data.name': column('Keyword', 'text', 'The search query as the site tracks it.'),
  'keyword_data.search_volume': column('Search volume', 'count', 'The average monthly searches of the keyword.'),
  device: column(
    'Device',
    'text',
    'Desktop or mobile: the search results the rank of this row comes from (1.2 requests number them 1 and 2).',
  ),
  date: column('Date', 'date', 'The day of the rank.'),
  rank: column('Rank', 'rank', `The Google rank of the site for the keyword on that day and device, ${RANK_SCALE}.`),
};

const KEYWORD_SERP_COLUMNS: ColumnEntries = {
  position: column('Position', 'rank', 'The position of the result in the top 100 Google results for the keyword.'),
  site: column('Domain', 'text', 'The domain that holds this position.'),
  full_lp: column('Landing page', 'text', 'The full address of the page that ranks at this position.'),
};

// Traffic, content and visibility.

const segmentColumns = (segment: 'non_brand' | 'brand', name: string, searches: string): ColumnEntries => ({
  [`visits_${segment}`]: column(`${name} visits`, 'count', `The organic sessions from ${searches} that day.`),
  [`goals_conversions_${segment}`]: column(
    `${name} conversions`,
    'count',
    `The goal completions of the organic sessions from ${searches} that day.`,
  ),
  [`conversion_rate_${segment}`]: column(
    `${name} conversion rate`,
    'fraction',
    `Goal completions per organic session from ${searches} that day, as a fraction 0–1 (the service sends a percentage, divided by 100 here).`,
  ),
  [`goals_conversions_value_${segment}`]: column(
    `${name} conversion value`,
    'currency',
    `The value of the goal completions from ${searches} that day, in the site's analytics currency.`,
  ),
});

const ORGANIC_TRAFFIC_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the traffic figures.'),
  ...segmentColumns('non_brand', 'Non-brand', 'searches that do not name the brand'),
  ...segmentColumns('brand', 'Brand', 'searches that name the brand'),
};

const CONTENT_COLUMNS: ColumnEntries = {
  date: column('Published', 'date', 'The day the article was published.'),
  title: column('Article title', 'text', 'The title of the article that links to the site.'),
  article_url: column('Article URL', 'text', 'The address of the article.'),
  source: column('Source', 'text', 'Where the article comes from or was promoted, as the service names it.'),
  'social.facebook': column(
    'Facebook shares',
    'count',
    'Facebook engagement of the article (most likely shares; the service does not say which interactions it counts).',
  ),
  visits: column('Visits', 'count', 'The sessions the article brought to the site in the period.'),
  conversions: column('Conversions', 'count', 'The goal completions of the sessions the article brought.'),
  conversions_value: column(
    'Conversion value',
    'currency',
    "The value of the conversions the article brought, in the site's analytics currency.",
  ),
  'landing_pages.url': column('Landing page', 'text', 'A page of the site the article links to.'),
  'landing_pages.keywords': column(
    'Landing page keywords',
    'text',
    'The tracked keywords of the landing page, comma-separated; where the service sends only their number, that number.',
  ),
  'landing_pages.search_volume': column(
    'Landing page search volume',
    'count',
    'The total average monthly searches of the keywords of the landing page.',
  ),
  'landing_pages.visibility_score': visibility(
    'Landing page visibility',
    'Visibility of the landing page on its keywords on the last day of the period',
  ),
  'landing_pages.visibility_score_change': visibilityChange(
    'Landing page visibility change',
    'The change in visibility of the landing page over the period',
  ),
};

const ANNOTATIONS = column(
  'Annotations',
  'text',
  'The notes on the visibility graph for that day, joined with "; "; empty on days without notes.',
);

const VISIBILITY_DATA_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the visibility figure.'),
  vscore: visibility('Visibility', 'Visibility of the group on the device asked for that day'),
  annotations: ANNOTATIONS,
};

// Comparison with competitors.

const COMPARE_KEYWORDS_COLUMNS: ColumnEntries = {
  name: column('Keyword', 'text', 'The tracked search query.'),
  search_volume: column('Search volume', 'count', 'The average monthly searches of the keyword.'),
  avg_cpc: column(
    'Average CPC',
    'currency',
    "The average cost per click of the keyword in paid search, in the site's currency.",
  ),
  yoy: column(
    'Year over year',
    'number',
    "A ratio: last month's searches divided by those of the same month a year before (1.25 means 25 % more; 10 is the cap).",
  ),
  serp_features: column(
    'SERP features',
    'code list',
    'The codes of the SERP features on the results page of the keyword (upper case, comma-separated; see the legend).',
  ),
  'competitors.domain': column(
    'Domain',
    'text',
    'The domain this row ranks: your site or one of the competitors named.',
  ),
  'competitors.rank': column('Domain rank', 'rank', `The Google rank of that domain for the keyword, ${RANK_SCALE}.`),
  'competitors.change': column(
    'Domain rank change',
    'number',
    'The change in rank of that domain over the period, in positions (the service does not document the sign).',
  ),
};

const COMPARE_VISIBILITY_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the visibility figures.'),
  domain: column('Domain', 'text', 'Your site or one of the competitors the row measures.'),
  vscore: visibility('Visibility', 'Visibility of that domain on the keywords asked for that day'),
  annotations: ANNOTATIONS,
};

/** The columns of every V1_ function with a layout. */
export const V1_COLUMNS: FunctionColumns = {
  V1_SITES: SITE_COLUMNS,
  V1_ON_TARGET: ON_TARGET_COLUMNS,
  V1_ON_TARGET_BY_DATES: ON_TARGET_BY_DATES_COLUMNS,
  V1_GROUPS: GROUP_IDENTITY,
  V1_GROUP_DETAILS: GROUP_DETAILS_COLUMNS,
  V1_ALL_GROUP_DETAILS: ALL_GROUP_DETAILS_COLUMNS,
  V1_KEYWORD_GROUPS: KEYWORD_GROUPS_COLUMNS,
  V1_KEYWORD_DATA: KEYWORD_DATA_COLUMNS,
  V1_RANKS: RANKS_COLUMNS,
  V1_KEYWORD_SERP: KEYWORD_SERP_COLUMNS,
  V1_ORGANIC_TRAFFIC: ORGANIC_TRAFFIC_COLUMNS,
  V1_CONTENT: CONTENT_COLUMNS,
  V1_VISIBILITY_DATA: VISIBILITY_DATA_COLUMNS,
  V1_COMPARE_KEYWORDS: COMPARE_KEYWORDS_COLUMNS,
  V1_COMPARE_VISIBILITY: COMPARE_VISIBILITY_COLUMNS,
};
