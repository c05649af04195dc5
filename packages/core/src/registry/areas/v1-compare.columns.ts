/** The columns of V1_COMPARE_KEYWORDS and V1_COMPARE_VISIBILITY (v1-compare.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { ANNOTATIONS, RANK_SCALE, visibility } from '../../dictionary/shared/v1';

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

export const V1_COMPARE_AREA_COLUMNS: FunctionColumns = {
  V1_COMPARE_KEYWORDS: COMPARE_KEYWORDS_COLUMNS,
  V1_COMPARE_VISIBILITY: COMPARE_VISIBILITY_COLUMNS,
};
