/** The columns of V1_RANKS (v1-ranks.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { RANK_SCALE } from '../../dictionary/shared/v1';

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

export const V1_RANKS_AREA_COLUMNS: FunctionColumns = {
  V1_RANKS: RANKS_COLUMNS,
};
