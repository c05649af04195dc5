/** The columns of COMPETITION, SHARE_OF_VOICE and SHARE_OF_CLICKS (competition.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';

const COMPETITION_COLUMNS: ColumnEntries = {
  keyword_name: column('Keyword', 'text', 'The search query as the campaign tracks it.'),
  'competitors.domain': column(
    'Domain',
    'text',
    'A domain ranking for the keyword: your site, the competitors saved or asked for, and the top competitors.',
  ),
  'competitors.landing_page': column('Landing page', 'text', "The domain's page that ranks for the keyword."),
  'competitors.rank': column(
    'Rank',
    'rank',
    "The domain's organic rank for the keyword at the end of the period on the chosen device; a rank equal to the campaign's tracking depth means not found within it.",
  ),
  'competitors.rank_trend': column(
    'Rank change',
    'number',
    "Change of the domain's rank over the period, in positions; positive means it moved up.",
  ),
};

const WEIGHTING =
  'weighted by search volume unless metrics_weighted_by_search_volume is off, as a fraction 0–1 (as the service sends it; 0.13 means 13 %)';

const SHARE_OF_VOICE_COLUMNS: ColumnEntries = {
  domain: column('Domain', 'text', 'Your site or one of its competitors; each domain has one row.'),
  is_campaign_website: column('Your site', 'flag', "TRUE on the row of the campaign's own website."),
  'organic_share_of_voice.domains.share_of_voice': column(
    'Organic share of voice',
    'fraction',
    `Share of the organic clicks the selected keywords could bring that the domain wins on that day and device, ${WEIGHTING}.`,
  ),
  'ai_overview_share_of_voice.domains.share_of_voice': column(
    'AIO share of voice',
    'fraction',
    `Share of voice of the domain in the Google AI overviews of the selected keywords on that day, ${WEIGHTING}.`,
  ),
  'ai_search_share_of_voice.domains.share_of_voice': column(
    'AI search share of voice',
    'fraction',
    `Share of voice of the domain in the AI search answers for the selected keywords, ${WEIGHTING}.`,
  ),
  total_keywords: column(
    'Keywords counted',
    'count',
    'Number of keywords the shares are computed over; the same on every row.',
  ),
  total_search_volume: column(
    'Total search volume',
    'count',
    'Sum of the average monthly search volumes of those keywords; the same on every row.',
  ),
  'ai_search_share_of_voice.total_impression_score': column(
    'AI search impression score',
    'score',
    "Total impression score of the AI search answers behind the AI search shares, on the service's own open scale (no stated range); the same on every row.",
  ),
};

const SHARE_OF_CLICKS_COLUMNS: ColumnEntries = {
  date: column('Date', 'date', 'The day the shares are computed for.'),
  'domains.domain': column('Domain', 'text', 'Your site or one of its competitors.'),
  'domains.share_of_clicks': column(
    'Share of clicks',
    'fraction',
    'Share of the organic clicks on the selected keywords that the domain wins that day on the chosen device, as a fraction 0–1 (as the service sends it; 0.13 means 13 %).',
  ),
  'domains.monthly_clicks': column(
    'Estimated monthly clicks',
    'count',
    "Organic clicks a month the domain is estimated to win on the selected keywords at that day's ranks.",
  ),
};

export const COMPETITION_AREA_COLUMNS: FunctionColumns = {
  COMPETITION: COMPETITION_COLUMNS,
  SHARE_OF_VOICE: SHARE_OF_VOICE_COLUMNS,
  SHARE_OF_CLICKS: SHARE_OF_CLICKS_COLUMNS,
};
