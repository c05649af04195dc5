/** The columns of the keyword vault: VAULT_LISTS, VAULT_OVERVIEW, VAULT_KEYWORDS (vault.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { overviewColumns, researchKeywordColumns } from '../../dictionary/shared/tracking';

const VAULT_LIST_COLUMNS: ColumnEntries = {
  list: column(
    'List',
    'text',
    'The name of the keyword vault list: VAULT_OVERVIEW and VAULT_KEYWORDS take it as list_name.',
  ),
  keyword_count: column('Keywords', 'count', 'The number of keywords saved in the list.'),
  created_date: column('Created on', 'date', 'The day the list was created.'),
};

const VAULT_OVERVIEW: ColumnEntries = {
  keyword_count: column('Keywords', 'count', 'Number of keywords in the keyword vault list.'),
  ...overviewColumns("the list's keywords"),
};

const VAULT_KEYWORDS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword of the keyword vault list.'),
  ...researchKeywordColumns("the campaign's site (or of the domain option)"),
};

export const VAULT_AREA_COLUMNS: FunctionColumns = {
  VAULT_LISTS: VAULT_LIST_COLUMNS,
  VAULT_OVERVIEW,
  VAULT_KEYWORDS,
};
