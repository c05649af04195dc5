/**
 * Column entries several 3.0 tracking and research areas share (registry/areas/*.columns.ts): search data, click share, SERP feature codes,
 * traffic, opportunity and the research keyword columns. Each helper takes the words that name what the figure is
 * about ("the keyword", "the group's keywords") where that differs between functions.
 */
import { type ColumnEntries, column } from '../column-meaning';

export type Device = 'desktop' | 'mobile';

/** The word a label or sentence starts with for a device. */
export const DEVICE_WORD: Readonly<Record<Device, string>> = { desktop: 'Desktop', mobile: 'Mobile' };

/** The entries `make` builds for desktop, then for mobile, in one map. */
export function forDevices(make: (device: Device, Word: string) => ColumnEntries): ColumnEntries {
  return { ...make('desktop', DEVICE_WORD.desktop), ...make('mobile', DEVICE_WORD.mobile) };
}

/** The sentence tail every SERP feature code column ends with. */
export const LEGEND = 'the codes are explained in the SERP feature legend';

/** What a 3.0 rank at the tracking depth means; cited by every rank of a tracked keyword. */
export const DEPTH =
  "a rank equal to the campaign's tracking depth (Desktop / Mobile tracking depth in CAMPAIGNS) means not found within it";

/** `search_data.*` of one keyword. */
export const KEYWORD_SEARCH_DATA: ColumnEntries = {
  'search_data.search_volume': column(
    'Search volume',
    'count',
    'Average monthly Google searches for the keyword over the last 12 months (the latest figure).',
  ),
  'search_data.year_over_year': column(
    'Year-over-year ratio',
    'number',
    "Last month's searches divided by those of the same month a year earlier (1.49 means 49 % more); capped at 10, which marks a keyword that is new.",
  ),
  'search_data.monthly_searches': column(
    'Monthly searches',
    'text',
    'Searches in each of the previous 13 months as YYYY-MM:volume pairs, oldest first.',
  ),
};

/** `search_data.*` summed over a set of keywords, named by `scope` ("the group's keywords"). */
export function aggregateSearchData(scope: string): ColumnEntries {
  return {
    'search_data.search_volume': column(
      'Search volume',
      'count',
      `Combined average monthly Google searches (12-month average) of ${scope}.`,
    ),
    'search_data.year_over_year': column(
      'Year-over-year ratio',
      'number',
      `Last month's combined searches of ${scope} divided by those of the same month a year earlier (1.49 means 49 % more); capped at 10.`,
    ),
    'search_data.monthly_searches': column(
      'Monthly searches',
      'text',
      `Combined searches of ${scope} in each of the previous 13 months as YYYY-MM:volume pairs, oldest first.`,
    ),
  };
}

/** `serp_data.percentage_clicks` of `scope`: a 0–1 fraction in every 3.0 answer seen. */
export function clickShare(scope: string): ColumnEntries {
  return {
    'serp_data.percentage_clicks': column(
      'Organic click share',
      'fraction',
      `Share of the searches for ${scope} that end in a click on an organic result once searches answered by SERP features are discounted; a 0–1 fraction as the service sends it (0.57 = 57 %).`,
    ),
  };
}

/** `traffic_data.*` (analytics figures of the period) of `scope`. */
export function trafficData(scope: string): ColumnEntries {
  return {
    'traffic_data.sessions': column('Sessions', 'count', `Organic sessions ${scope} brought in the period.`),
    'traffic_data.ecommerce.transactions': column(
      'Transactions',
      'count',
      `E-commerce transactions of the organic sessions ${scope} brought in the period.`,
    ),
    'traffic_data.ecommerce.revenue': column(
      'E-commerce revenue',
      'currency',
      `E-commerce revenue of those sessions in the period, in the currency of the campaign's analytics (as we read it).`,
    ),
    'traffic_data.goals.completions': column(
      'Goal completions',
      'count',
      `Analytics goal completions of the organic sessions ${scope} brought in the period.`,
    ),
    'traffic_data.goals.revenue': column(
      'Goal revenue',
      'currency',
      "Value of those goal completions in the period, in the currency of the campaign's analytics (as we read it).",
    ),
  };
}

/** `opportunity.*` of `scope`. */
export function opportunity(scope: string, scoreNote: string): ColumnEntries {
  return {
    'opportunity.score': column(
      'Opportunity score',
      'score',
      `How much ${scope} could gain from better ranks, on a 0–10 scale (10 = most); ${scoreNote}.`,
    ),
    'opportunity.additional_monthly_sessions': column(
      'Extra monthly sessions (top 3)',
      'count',
      `Additional organic sessions a month ${scope} would bring if ranked in the top 3.`,
    ),
    'opportunity.avg_cpc': column(
      'Average CPC',
      'currency',
      `Average cost per paid click for ${scope}, in the campaign's currency.`,
    ),
    'opportunity.difficulty': column(
      'Top 10 difficulty',
      'text',
      `How hard reaching the top 10 is for ${scope}: already_top_10, easy, medium or hard.`,
    ),
  };
}

/** `serp_data.serp_features` of one research keyword: the codes of the features on its results page. */
export const KEYWORD_SERP_FEATURES: ColumnEntries = {
  'serp_data.serp_features': column(
    'SERP features',
    'code list',
    `Codes of the SERP features on the keyword's Google results page, comma-joined; ${LEGEND}.`,
  ),
};

/**
 * The columns of research keyword data (RESEARCH_KEYWORDS, RELATED_KEYWORDS, VAULT_KEYWORDS) after `keyword`;
 * `whose` names the site the ranking data is for.
 */
export function researchKeywordColumns(whose: string): ColumnEntries {
  return {
    tracked_keyword_id: column(
      'Tracked keyword ID',
      'id',
      "The campaign's keyword id when the campaign tracks this keyword; empty when it does not.",
    ),
    ...KEYWORD_SEARCH_DATA,
    ...clickShare('the keyword'),
    ...KEYWORD_SERP_FEATURES,
    'ranking_data.updated_on': column(
      'Rank updated on',
      'date',
      'Day the research database last read the rank of this keyword.',
    ),
    'ranking_data.rank': column('Rank', 'rank', `Google rank of ${whose} for the keyword in the research database.`),
    'ranking_data.trend': column(
      'Rank trend',
      'number',
      'Positions gained since the previous reading of the research database (positive = moved up, negative = dropped).',
    ),
    'ranking_data.landing_page': column('Landing page', 'text', `The page of ${whose} that ranks for the keyword.`),
  };
}

/**
 * The columns of an overview of a set of keywords (TOPIC_OVERVIEW, VAULT_OVERVIEW) after its count column; `scope`
 * names the keywords.
 */
export function overviewColumns(scope: string): ColumnEntries {
  return {
    ...aggregateSearchData(scope),
    ...clickShare(scope),
    'serp_data.serp_features': column(
      'Top SERP features',
      'code list',
      `The SERP features most often on the results of ${scope}, each with the number of keywords showing it (FSN:7); ${LEGEND}.`,
    ),
    'visibility_data.visibility': column(
      'Visibility',
      'fraction',
      `Visibility of the campaign's site on ${scope}, as a fraction 0–1 like every visibility (the service sends a percentage here, divided by 100).`,
    ),
    'visibility_data.trend': column(
      'Visibility change',
      'points',
      'Change of that visibility in percentage points over the last 30 days, as the service computes it.',
    ),
  };
}

/** `serp_data.desktop/mobile` and their `.listed` columns: the SERP feature codes of a results page `when`. */
export function serpFeatureCodes(when: string): ColumnEntries {
  return forDevices((device, Word) => ({
    [`serp_data.${device}`]: column(
      `SERP features (${device})`,
      'code list',
      `${Word} SERP features on the keyword's Google results ${when}, comma-joined; ${LEGEND}.`,
    ),
    [`serp_data.${device}.listed`]: column(
      `Listed in features (${device})`,
      'code list',
      `The ${device} SERP features ${when} in which the campaign's site is listed, comma-joined; ${LEGEND}.`,
    ),
  }));
}
