/** The columns of AIS_KEYWORDS, AIS_RANKS, AIS_COMPETITION, AIS_MENTIONS, AIS_CITATIONS and AIS_STATS (ai-search.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { series } from '../../dictionary/shared/ai-series';

/** The weekly brand figures of AI search keyword data and ranks, under `ai_search_data` or `ranking_data`. */
function aiSearchWeek(path: string): ColumnEntries {
  return {
    [`${path}.date`]: column('Week', 'date', 'The day of the weekly AI search crawl the figures of the row come from.'),
    [`${path}.rank`]: column(
      'AI search rank',
      'rank',
      "Your site's position in the answer of the chosen AI search engine that week; 100 means it is not in the answer.",
    ),
    [`${path}.my_brand_present`]: column(
      'Your brand mentioned',
      'flag',
      'TRUE when the AI search answer of that week mentions your brand.',
    ),
    [`${path}.any_brand_present`]: column(
      'Any brand mentioned',
      'flag',
      'TRUE when the AI search answer of that week mentions any brand, yours or a competitor.',
    ),
    [`${path}.sentiment_of_my_brand`]: column(
      'Brand sentiment',
      'text',
      'How the answer speaks of your brand (positive, neutral or negative); empty when it does not mention it.',
    ),
  };
}

const AIS_KEYWORD_COLUMNS: ColumnEntries = {
  ...aiSearchWeek('ai_search_data'),
  'ai_search_data.citations': column(
    'Cited links',
    'text',
    'The addresses the AI search answer of that week cites, comma-joined.',
  ),
};

const AIS_COMPETITION_COLUMNS: ColumnEntries = {
  'competitors.domain': column(
    'Domain',
    'text',
    'A domain competing on the keyword: your site, the competitors asked for or saved, and the top ones.',
  ),
  'competitors.rank': column(
    'AI search rank',
    'rank',
    "The domain's position in the AI search answer for the keyword; 100 means it is not in the answer.",
  ),
  'competitors.rank_trend': column(
    'Rank change',
    'number',
    "Change of the domain's AI search rank over the period, in positions; positive means it moved up.",
  ),
  'competitors.any_brand_present': column(
    'Any brand mentioned',
    'flag',
    'TRUE when the AI search answer for the keyword mentions any brand at all.',
  ),
  'competitors.competitor_brand_present': column(
    'Domain brand mentioned',
    'flag',
    "TRUE when the AI search answer for the keyword mentions this domain's brand.",
  ),
};

const AIS_STATS_COLUMNS: ColumnEntries = {
  'engines.engine': column('Engine', 'text', 'The AI search engine: openai, gemini or perplexity.'),
  'engines.enabled': column('Enabled', 'flag', 'TRUE when the engine is enabled for the campaign (in its plan).'),
  'engines.active': column('Active', 'flag', 'TRUE when the engine is currently crawled for the campaign.'),
  'engines.last_crawl_date': column(
    'Last crawl',
    'date',
    "The day of the engine's latest crawl of the campaign's keywords; empty when it never ran.",
  ),
  'engines.has_data': column(
    'Has data',
    'flag',
    'TRUE when the service holds answers of this engine for the campaign.',
  ),
  'stats.presence_rate': column(
    'Brand presence rate',
    'fraction',
    "Share of the campaign's keywords whose answer from this engine mentions your brand, as a fraction 0–1 (as the service sends it; 0.42 means 42 %).",
  ),
  'stats.other_figures': column(
    'Other engine figures',
    'text',
    "The engine's other figures as the service names them, written name=value and comma-joined.",
  ),
};

const AIS_WEEK = 'The first day of the week the AI search answers were read (these series are weekly).';

export const AI_SEARCH_AREA_COLUMNS: FunctionColumns = {
  AIS_KEYWORDS: AIS_KEYWORD_COLUMNS,
  AIS_RANKS: aiSearchWeek('ranking_data'),
  AIS_COMPETITION: AIS_COMPETITION_COLUMNS,
  AIS_MENTIONS: series(AIS_WEEK, {
    brand_presence_visibility: column(
      'AI search brand mentions',
      'fraction',
      'Share of the keywords whose AI search answer mentions the brand (or the domain asked for) that week, 0–1.',
    ),
  }),
  AIS_CITATIONS: series(AIS_WEEK, {
    source_citation_visibility: column(
      'AI search citations',
      'fraction',
      'Share of the keywords whose AI search answer cites the site (or the domain asked for) that week, 0–1.',
    ),
  }),
  AIS_STATS: AIS_STATS_COLUMNS,
};
