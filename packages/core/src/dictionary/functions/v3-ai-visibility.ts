import { type ColumnEntries, column, type FunctionColumns } from '../column-meaning';

/** A daily or weekly share of keywords, as the AI visibility series send it: a fraction, not a percent. */
function series(day: string, entries: ColumnEntries): ColumnEntries {
  return { date: column('Date', 'date', day), ...entries };
}

const AIO_DAY = 'The day the AI overviews of the keywords were read.';
const AIS_WEEK = 'The first day of the week the AI search answers were read (these series are weekly).';

/** The columns of AIO_MENTIONS, AIO_CITATIONS, AIS_MENTIONS and AIS_CITATIONS. */
export const V3_AI_VISIBILITY_COLUMNS: FunctionColumns = {
  AIO_MENTIONS: series(AIO_DAY, {
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
  AIO_CITATIONS: series(AIO_DAY, {
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
};
