/** The columns of AIO_RANKS, AIO_KEYWORDS, AIO_COMPETITION, AIO_MENTIONS and AIO_CITATIONS (ai-overview.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { series } from '../../dictionary/shared/ai-series';

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

const AIO_COMPETITION_COLUMNS: ColumnEntries = {
  'competitors.domain': column(
    'Domain',
    'text',
    "A domain looked for in the keyword's AI overview: your site first, then the competitors asked for (else the campaign's).",
  ),
  'competitors.present': column(
    'In AI overview',
    'flag',
    "TRUE when the keyword's AI overview links to a page of that domain on the last tracked day of the period.",
  ),
  'competitors.rank': column(
    'AI overview rank',
    'rank',
    "The domain's place among the sources the AI overview links to (1 = first); 100 when it does not link to it.",
  ),
};

const AIO_SERIES_DAY = 'The day the AI overviews of the keywords were read.';

export const AI_OVERVIEW_AREA_COLUMNS: FunctionColumns = {
  AIO_RANKS: AIO_RANK_COLUMNS,
  AIO_KEYWORDS: AIO_KEYWORD_COLUMNS,
  AIO_COMPETITION: AIO_COMPETITION_COLUMNS,
  AIO_MENTIONS: series(AIO_SERIES_DAY, {
    'aio_mentions_visibility.desktop': column(
      'AIO mentions (desktop)',
      'fraction',
      "Share of the keywords whose desktop AI overview mentions the brand (or the domain asked for), 0–1; 3.0's group visibility series use fractions, the campaign list percent.",
    ),
    'aio_mentions_visibility.mobile': column(
      'AIO mentions (mobile)',
      'fraction',
      'Share of the keywords whose mobile AI overview mentions the brand (or the domain asked for), 0–1.',
    ),
  }),
  AIO_CITATIONS: series(AIO_SERIES_DAY, {
    'aio_citations_visibility.desktop': column(
      'AIO citations (desktop)',
      'fraction',
      'Share of the keywords whose desktop AI overview links to the site (or the domain asked for), 0–1.',
    ),
    'aio_citations_visibility.mobile': column(
      'AIO citations (mobile)',
      'fraction',
      'Share of the keywords whose mobile AI overview links to the site (or the domain asked for), 0–1.',
    ),
  }),
};
