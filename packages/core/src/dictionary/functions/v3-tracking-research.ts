/**
 * Columns of the keyword research functions (RELATED_KEYWORDS, TOPIC_OVERVIEW, RESEARCH_KEYWORDS, RESEARCH_RANKS) and
 * of the keyword vault (VAULT_OVERVIEW, VAULT_KEYWORDS).
 */
import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';
import { overviewColumns, researchKeywordColumns } from './v3-tracking-shared';

const CAMPAIGN_SITE = "the campaign's site";

const RELATED_KEYWORDS: ColumnEntries = {
  keyword: column('Related keyword', 'text', 'A keyword of the research database related to the keyword asked for.'),
  connection_strength: column(
    'Connection strength',
    'score',
    'How closely this keyword relates to the one asked for, on a 0–1 scale (1 = closest), as the service sends it.',
  ),
  ...researchKeywordColumns(CAMPAIGN_SITE),
};

const TOPIC_OVERVIEW: ColumnEntries = {
  related_keywords: column(
    'Related keywords',
    'count',
    'Number of keywords of the research database in the topic of the keyword asked for.',
  ),
  ...overviewColumns("the topic's keywords"),
};

const RESEARCH_KEYWORDS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword asked for, tracked by the campaign or not.'),
  ...researchKeywordColumns(CAMPAIGN_SITE),
};

const RESEARCH_RANKS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword asked for, tracked by the campaign or not.'),
  updated_on: column('Rank updated on', 'date', 'Day the research database last read the ranks of this keyword.'),
  'ranking_data.domain': column('Domain', 'text', 'One of the domains asked for.'),
  'ranking_data.rank': column('Rank', 'rank', 'Google rank of that domain for the keyword in the research database.'),
  'ranking_data.trend': column(
    'Rank trend',
    'number',
    "Positions the domain gained since the research database's previous reading (positive = moved up).",
  ),
  'ranking_data.landing_page': column('Landing page', 'text', "The domain's page that ranks for the keyword."),
};

const VAULT_OVERVIEW: ColumnEntries = {
  keyword_count: column('Keywords', 'count', 'Number of keywords in the keyword vault list.'),
  ...overviewColumns("the list's keywords"),
};

const VAULT_KEYWORDS: ColumnEntries = {
  keyword: column('Keyword', 'text', 'A keyword of the keyword vault list.'),
  ...researchKeywordColumns("the campaign's site (or of the domain option)"),
};

export const V3_RESEARCH_COLUMNS: FunctionColumns = {
  RELATED_KEYWORDS,
  TOPIC_OVERVIEW,
  RESEARCH_KEYWORDS,
  RESEARCH_RANKS,
  VAULT_OVERVIEW,
  VAULT_KEYWORDS,
};
