/** The columns of the keyword-level rank tracker functions KEYWORDS and DAILY_RANKS (keywords.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import {
  clickShare,
  DEPTH,
  forDevices,
  KEYWORD_SEARCH_DATA,
  opportunity,
  serpFeatureCodes,
  trafficData,
} from '../../dictionary/shared/tracking';

const RANKING = forDevices((device, Word) => ({
  [`ranking_data.${device}.rank`]: column(
    `${Word} rank`,
    'rank',
    `${Word} Google rank of the campaign's site on the last day of the period; ${DEPTH}.`,
  ),
  [`ranking_data.${device}.trend`]: column(
    `${Word} rank trend`,
    'number',
    `Positions gained on ${device} over the period (positive = moved up, negative = dropped).`,
  ),
  [`ranking_data.${device}.trend_impact`]: column(
    `${Word} trend impact`,
    'number',
    `Estimated change in monthly organic visits that the ${device} rank change brings, as the service computes it.`,
  ),
  [`ranking_data.${device}.best_rank.rank`]: column(
    `Best ${device} rank`,
    'rank',
    `Best ${device} rank the campaign's site reached for the keyword in the period.`,
  ),
  [`ranking_data.${device}.best_rank.date`]: column(
    `Best ${device} rank date`,
    'date',
    `Day the best ${device} rank was reached.`,
  ),
}));

const LANDING_PAGES = forDevices((device) => ({
  [`landing_pages.${device}.current`]: column(
    `Current landing page (${device})`,
    'text',
    `The page of the campaign's site that ranks for the keyword on ${device}.`,
  ),
  [`landing_pages.${device}.desired`]: column(
    `Desired landing page (${device})`,
    'text',
    `The page set in the campaign as the one that should rank for the keyword on ${device}.`,
  ),
}));

const AI_OVERVIEW = forDevices((device) => ({
  [`ai_overview.${device}.rank`]: column(
    `AI overview rank (${device})`,
    'rank',
    `Position of the campaign's site among the sources of Google's ${device} AI overview; 100 means not in it.`,
  ),
  [`ai_overview.${device}.previous_rank`]: column(
    `Previous AI overview rank (${device})`,
    'rank',
    `The ${device} AI overview rank at the reading before, as the service sends it; 100 means not in it.`,
  ),
  [`ai_overview.${device}.trend`]: column(
    `AI overview trend (${device})`,
    'number',
    `Positions gained in the ${device} AI overview since the previous rank (positive = moved up).`,
  ),
  [`ai_overview.${device}.my_brand_present`]: column(
    `My brand in AI overview (${device})`,
    'flag',
    `TRUE when the campaign's domain appears in the ${device} AI overview.`,
  ),
  [`ai_overview.${device}.any_brand_present`]: column(
    `Any brand in AI overview (${device})`,
    'flag',
    `TRUE when any domain appears in the ${device} AI overview.`,
  ),
  [`ai_overview.${device}.processing`]: column(
    `AI overview processing (${device})`,
    'flag',
    `TRUE while the service is still reading the ${device} AI overview, so its figures may change.`,
  ),
}));

const AI_SEARCH: ColumnEntries = {
  'ai_search.rank': column(
    'AI search rank',
    'rank',
    "Position of the campaign's brand in the answer of the campaign's AI search engine at its latest weekly reading.",
  ),
  'ai_search.trend': column(
    'AI search trend',
    'number',
    'Positions gained in the AI search answer since the earlier reading (positive = moved up).',
  ),
  'ai_search.my_brand_presence': column(
    'My brand in AI search',
    'flag',
    "TRUE when the campaign's brand appears in the AI search answer.",
  ),
  'ai_search.any_brand_presence': column(
    'Any brand in AI search',
    'flag',
    'TRUE when any brand appears in the answer.',
  ),
  'ai_search.sentiment_of_my_brand': column(
    'My brand sentiment (AI search)',
    'text',
    "How the AI search answer speaks of the campaign's brand (positive, neutral or negative); empty when absent.",
  ),
};

const KEYWORDS: ColumnEntries = {
  main_keyword_id: column(
    'Main keyword ID',
    'id',
    'Id of the main keyword when this one is a close variation counted under it; empty otherwise.',
  ),
  search_intent: column(
    'Search intent',
    'text',
    "The keyword's search intent: informational, commercial or transactional.",
  ),
  labels: column(
    'Labels',
    'text',
    'Labels on the keyword, comma-separated: automatic (misspelled, low relevance, brands, localized), seasonal (in_full_season, out_of_season, season_approaching) or custom.',
  ),
  groups: column(
    'Group IDs',
    'text',
    'Ids of the groups holding the keyword, comma-separated (folders and smart groups too with include_all_groups).',
  ),
  ...KEYWORD_SEARCH_DATA,
  ...clickShare('the keyword'),
  ...serpFeatureCodes('on the last day of the period'),
  ...RANKING,
  ...LANDING_PAGES,
  ...trafficData('the keyword'),
  ...opportunity('the keyword', 'N/A when the service has not computed it'),
  ...AI_OVERVIEW,
  ...AI_SEARCH,
};

const DAILY_RANKS: ColumnEntries = {
  'ranking_data.date': column('Day', 'date', 'The day of the rank.'),
  'ranking_data.rank': column(
    'Rank',
    'rank',
    `Google rank that day, on the device of the row, of the campaign's site (or of the domain option); ${DEPTH}.`,
  ),
};

export const KEYWORDS_AREA_COLUMNS: FunctionColumns = {
  KEYWORDS,
  DAILY_RANKS,
};
