/**
 * Columns of the keyword-level rank tracker functions: KEYWORDS, DAILY_RANKS, SERP_FEATURES, TOP_RESULTS,
 * RANKING_PAGES, and of the keyword imports: IMPORT_KEYWORDS, IMPORT_STATUS.
 */
import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';
import {
  clickShare,
  DEPTH,
  forDevices,
  KEYWORD_SEARCH_DATA,
  LEGEND,
  opportunity,
  trafficData,
} from './v3-tracking-shared';

/** `serp_data.desktop/mobile` and their `.listed` columns: the SERP feature codes of a results page `when`. */
function serpFeatureCodes(when: string): ColumnEntries {
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

const SERP_FEATURES: ColumnEntries = {
  'serp_data.date': column('Day', 'date', 'The day the SERP features of this row were seen.'),
  ...serpFeatureCodes('that day'),
};

const TOP_RESULTS: ColumnEntries = {
  'top_100_results.rank': column(
    'Rank',
    'rank',
    'Position of this result in the Google results of the keyword that day.',
  ),
  'top_100_results.domain': column('Domain', 'text', 'Domain of the site holding this result.'),
  'top_100_results.landing_page': column('Landing page', 'text', 'Address (URL) of the page this result links to.'),
  'top_100_results.title': column('Result title', 'text', 'Title of the result as Google shows it.'),
  'top_100_results.description': column(
    'Result description',
    'text',
    'Description (snippet) of the result as Google shows it.',
  ),
  'top_100_results.search_intent': column(
    'Result search intent',
    'text',
    'Search intent of this result as the service classes it (informational, commercial, transactional…).',
  ),
};

const RANKING_PAGES: ColumnEntries = {
  url: column('Page URL', 'text', "Address of a page of the campaign's site that ranks for tracked keywords."),
  title: column('Page title', 'text', 'Title of that page as the service read it.'),
  description: column('Page description', 'text', 'Description of that page as the service read it.'),
  'ranking_keywords.keyword_id': column('Keyword ID', 'id', 'Id of a tracked keyword the page ranks for.'),
  'ranking_keywords.keyword': column('Keyword', 'text', 'A tracked keyword the page ranks for.'),
};

const IMPORT_KEYWORDS: ColumnEntries = {
  keyword: column(
    'Keyword',
    'text',
    'A keyword the import would send, as the service stores it: invisible characters removed, trimmed, spaces collapsed, lower case, duplicates removed.',
  ),
  already_tracked: column(
    'Already tracked',
    'flag',
    'TRUE when the campaign already tracks the keyword, so the service skips it and charges nothing for it.',
  ),
  next_step: column(
    'Next step',
    'text',
    'What happens to the keyword: the formula never adds keywords, the Add keywords action does.',
  ),
};

const IMPORT_STATUS: ColumnEntries = {
  date_start: column(
    'Started at',
    'text',
    'Date and time the import started, as the service writes it (YYYY-MM-DD hh:mm:ss).',
  ),
  date_done: column(
    'Finished at',
    'text',
    'Date and time the import finished, as the service writes it; N/A while it still runs.',
  ),
  imported: column('Keywords imported', 'count', 'Keywords of the import added to the campaign so far.'),
  processing: column('Keywords processing', 'count', 'Keywords of the import still being processed.'),
};

export const V3_KEYWORD_COLUMNS: FunctionColumns = {
  KEYWORDS,
  DAILY_RANKS,
  SERP_FEATURES,
  TOP_RESULTS,
  RANKING_PAGES,
  IMPORT_KEYWORDS,
  IMPORT_STATUS,
};
