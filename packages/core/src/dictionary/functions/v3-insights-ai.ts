import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';

/**
 * The columns of AIO_RANKS, AIO_KEYWORDS, AIS_KEYWORDS, AIS_RANKS, AIS_COMPETITION and AIS_STATS (part of
 * V3_INSIGHT_COLUMNS).
 */

// AI overview (Google): one row per keyword, device and day.

/** Declared here (it wins over the common entry) so that the meaning reads as a sentence. */
const DEVICE = column(
  'Device',
  'text',
  'Desktop or mobile: the search results the AI overview of this row comes from.',
);

const AIO_DAY = column('Date', 'date', 'The day the AI overview of the keyword was read.');

const AIO_RANK = column(
  'AIO rank',
  'rank',
  "Your site's position among the sources the Google AI overview cites that day; 100 means your site is not in the overview.",
);

/** Columns of the AI overview daily ranks under `ranking_data`. */
const AIO_RANK_COLUMNS: ColumnEntries = {
  device: DEVICE,
  'ranking_data.date': AIO_DAY,
  'ranking_data.rank': AIO_RANK,
  'ranking_data.my_brand_present': column(
    'Your site in AIO',
    'flag',
    'TRUE when your site (the campaign domain) appears in the AI overview that day.',
  ),
  'ranking_data.any_brand_present': column(
    'Any site in AIO',
    'flag',
    'TRUE when any domain, yours or another, appears in the AI overview that day.',
  ),
};

const AIO_KEYWORD_COLUMNS: ColumnEntries = {
  device: DEVICE,
  'sge_widget_data.date': AIO_DAY,
  'sge_widget_data.rank': AIO_RANK,
  'sge_widget_data.brand_presence': column(
    'Your brand in AIO',
    'flag',
    'TRUE when the AI overview of that day mentions your brand.',
  ),
  'sge_widget_data.brand_presence_any': column(
    'Any brand in AIO',
    'flag',
    'TRUE when the AI overview of that day mentions any tracked brand, yours or a competitor.',
  ),
  'sge_widget_data.links': column(
    'Cited links',
    'text',
    'The addresses the AI overview cites that day, comma-joined in the order the service lists them.',
  ),
  'sge_widget_data.content': column('Overview text', 'text', 'The text of the AI overview as the service stored it.'),
};

// AI search (answer engines such as ChatGPT, Gemini, Perplexity): one row per keyword and weekly crawl.

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

export const V3_AI_COLUMNS: FunctionColumns = {
  AIO_RANKS: AIO_RANK_COLUMNS,
  AIO_KEYWORDS: AIO_KEYWORD_COLUMNS,
  AIS_KEYWORDS: AIS_KEYWORD_COLUMNS,
  AIS_RANKS: aiSearchWeek('ranking_data'),
  AIS_COMPETITION: AIS_COMPETITION_COLUMNS,
  AIS_STATS: AIS_STATS_COLUMNS,
};
