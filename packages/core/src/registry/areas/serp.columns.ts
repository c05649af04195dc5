/** The columns of SERP_VISIBILITY, SERP_FEATURES, TOP_RESULTS and RANKING_PAGES (serp.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { serpFeatureCodes } from '../../dictionary/shared/tracking';

const SERP_VISIBILITY_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day of the figures.'),
  device: column(
    'Device',
    'text',
    'Desktop or mobile: the results the visibility is measured on (desktop by default).',
  ),
  visibility: column(
    'Visibility',
    'fraction',
    "Your site's visibility that day over the keywords asked for (all keywords or the Brand folder), as a fraction 0–1 (0.205 reads 20.5 %).",
  ),
  'serp_features.feature': column(
    'SERP feature',
    'code list',
    'The code of one SERP feature of the results; the row gives your visibility within it.',
  ),
  'serp_features.visibility': column(
    'Feature visibility',
    'fraction',
    "Your site's visibility within that SERP feature that day, as a fraction 0–1.",
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

export const SERP_AREA_COLUMNS: FunctionColumns = {
  SERP_VISIBILITY: SERP_VISIBILITY_COLUMNS,
  SERP_FEATURES,
  TOP_RESULTS,
  RANKING_PAGES,
};
