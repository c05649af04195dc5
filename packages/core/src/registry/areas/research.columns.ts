/** The columns of the keyword research functions RELATED_KEYWORDS, TOPIC_OVERVIEW, RESEARCH_KEYWORDS, RESEARCH_RANKS (research.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { overviewColumns, researchKeywordColumns } from '../../dictionary/shared/tracking';

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

export const RESEARCH_AREA_COLUMNS: FunctionColumns = {
  RELATED_KEYWORDS,
  TOPIC_OVERVIEW,
  RESEARCH_KEYWORDS,
  RESEARCH_RANKS,
};
