/**
 * AI overview (interface 3.0): AIO_RANKS, AIO_KEYWORDS, AIO_COMPETITION, AIO_MENTIONS, AIO_CITATIONS, with their
 * records and columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, itemFields, perDeviceColumns } from '../../flatten/columns';
import { defineLayout, deviceColumn, field, type Layout, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { deviceNumbers, linkListField } from '../../schemas/record-fields';
import { isPlainObject, type PlainObject } from '../../schemas/values';
import { LIST_OPTIONS, TABLE_OPTIONS } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import {
  CAMPAIGN_ID,
  COMPETITORS,
  DEVICE,
  DOMAIN,
  END_DATE,
  GROUP_ID,
  KEYWORD_IDS,
  KEYWORD_LIMIT,
  KEYWORD_ROWS,
  offsetPages,
  SEGMENT_FILTERS,
  START_DATE,
} from '../params';
import { CAMPAIGN_PERIOD } from '../periods';

/**
 * Daily AI-overview rank record (interface 3.0, daily-ranks AIO operation). `keyword_id` and `rank` arrive as text in
 * the sample and become numbers; each device's `ranking_data` is a list of days, or one `{date, rank}` object in the
 * older description: both are read as a list.
 */
const dailyRanks = () =>
  objectList(
    { date: dateField(), rank: numberField(), my_brand_present: flagField(), any_brand_present: flagField() },
    { single: true },
  );

export const aioRankShape = () => ({
  keyword_id: idField(),
  keyword: textField(),
  ranking_data: section({ desktop: dailyRanks(), mobile: dailyRanks() }),
});

export const aioRankSchema = lazy(() => z.looseObject(aioRankShape()));

export type AioRankRecord = z.output<ReturnType<typeof aioRankSchema>>;

const columns: LayoutColumn[] = [
  ...fields({ keyword_id: 'integer', keyword: 'text' }),
  deviceColumn(),
  ...itemFields('ranking_data', {
    date: 'date',
    rank: 'number',
    my_brand_present: 'boolean',
    any_brand_present: 'boolean',
  }),
];

/** Daily AI-overview ranks in long format: one row per keyword, device and day. */
export const aioRanksLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'daily AI overview rank data',
  schema: aioRankSchema,
  columns,
  unroll: { path: 'ranking_data', perDevice: true },
  rows: 'One row per keyword, device and day (desktop rows first, then mobile).',
  notes: ['device is desktop or mobile. A keyword without any day keeps one row with the day columns empty.'],
});

// AI Overview: keyword data day by day, and daily mention and citation visibility.

/** `{<date>: {...}}` as a list of `{date, ...}`, oldest first; a list stays as it is. */
function daysAsList(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.keys(value)
    .sort()
    .map((date) => {
      const day = value[date];
      return isPlainObject(day) ? { date, ...day } : { date, value: day };
    });
}

function withDayLists(record: unknown): unknown {
  if (!isPlainObject(record) || !isPlainObject(record.sge_widget_data)) return record;
  const widget: PlainObject = record.sge_widget_data;
  return {
    ...record,
    sge_widget_data: { ...widget, desktop: daysAsList(widget.desktop), mobile: daysAsList(widget.mobile) },
  };
}

const overviewDays = () =>
  objectList({
    date: dateField(),
    rank: numberField(),
    brand_presence: flagField(),
    brand_presence_any: flagField(),
    links: linkListField(),
    content: textField(),
  });

const aioKeywordSchema = lazy(() =>
  z.pipe(
    z.transform(withDayLists),
    z.looseObject({
      keyword_id: idField(),
      keyword: textField(),
      sge_widget_data: section({ desktop: overviewDays(), mobile: overviewDays() }),
    }),
  ),
);

/** Keyword AI overview data in long format: one row per keyword, device and day. */
export const aioKeywordsLayout = defineLayout({
  recordKey: ['keyword_id'],
  what: 'keyword AI overview data',
  schema: aioKeywordSchema,
  columns: [
    ...fields({ keyword_id: 'integer', keyword: 'text' }),
    deviceColumn(),
    ...itemFields('sge_widget_data', {
      date: 'date',
      rank: 'number',
      brand_presence: 'boolean',
      brand_presence_any: 'boolean',
      links: 'text',
      content: 'text',
    }),
  ],
  unroll: { path: 'sge_widget_data', perDevice: true },
  rows: 'One row per keyword, device and day with an AI overview (desktop rows first).',
  notes: [
    'Only keywords with an AI overview are listed. brand_presence says your brand is mentioned, brand_presence_any',
    'that any tracked brand is; links are the cited addresses, comma-joined; content is the overview text. A rank',
    'of 100 means your site is not cited.',
  ],
});

function visibilityLayout(visibilityField: string, what: string): Layout {
  return defineLayout({
    what,
    recordKey: ['date'],
    schema: () => z.looseObject({ date: dateField(), [visibilityField]: deviceNumbers() }),
    columns: [field('date', 'date'), ...perDeviceColumns(visibilityField, 'number')],
    rows: 'One row per day.',
  });
}

/** Daily AI overview mention visibility: one row per day. */
export const aioMentionsLayout = visibilityLayout('aio_mentions_visibility', 'AI overview mention visibility');

/** Daily AI overview citation visibility: one row per day. */
export const aioCitationsLayout = visibilityLayout('aio_citations_visibility', 'AI overview citation visibility');

export const AIO_RANKS = defineFunction({
  help: 'Daily rank of your site in Google AI Overviews, per keyword, day and device, with brand presence flags.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...LIST_OPTIONS,
    keyword_ids: { type: 'list', item: 'id', help: 'only these keyword ids (comma list or range)' },
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks/aio',
  paging: OFFSET_1000,
  layout: aioRanksLayout,
});

export const AIO_KEYWORDS = defineFunction({
  help: 'Google AI overviews of your tracked keywords day by day: your rank, brand presence, cited links and text.',
  ...CAMPAIGN_PERIOD,
  options: {
    ...TABLE_OPTIONS,
    limit: {
      ...KEYWORD_LIMIT,
      help: 'look at most at this many keywords (default: all of them); each may give several rows',
    },
    keyword_ids: KEYWORD_IDS,
  },
  path: '/rank-tracker/v3.0/keywords/aio',
  // `limit` counts keywords looked at, and only those with an AI overview come back, so a short page is not the
  // last; answers carry the overview text, so pages stay at 100 keywords.
  paging: offsetPages(100, 'scan'),
  layout: aioKeywordsLayout,
});

export const AIO_COMPETITION = defineFunction({
  knownColumns: ['keyword_id', 'keyword', 'competitors.domain', 'competitors.present', 'competitors.rank'],
  help: 'Which competitors appear in the Google AI overview of each tracked keyword.',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, COMPETITORS, DEVICE, GROUP_ID],
  options: KEYWORD_ROWS,
  prepare: checkPeriod,
  what: 'AI overview competition data',
  path: '/rank-tracker/v3.0/keywords/competition/aio',
  query: (args) => ({ device: args.device ?? 'desktop' }),
  paging: OFFSET_1000,
  records: 'generic',
  // One record per keyword, its competitors nested (as COMPETITION).
  recordKey: ['keyword_id'],
  result:
    'One row per keyword and competitor when the answer holds one list of competitors per keyword, otherwise one row per keyword; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});

function visibilityFunction(path: string, help: string, layout: Layout) {
  return defineFunction({
    help,
    ...CAMPAIGN_PERIOD,
    options: {
      ...LIST_OPTIONS,
      limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many days (default: all of them)' },
      keyword_ids: KEYWORD_IDS,
      domain: DOMAIN,
      ...SEGMENT_FILTERS,
    },
    path,
    paging: OFFSET_1000,
    layout,
  });
}

export const AIO_MENTIONS = visibilityFunction(
  '/rank-tracker/v3.0/groups/daily-visibility/aio-mentions',
  'Daily share of keywords whose Google AI overview mentions your brand (or another domain), desktop and mobile.',
  aioMentionsLayout,
);

export const AIO_CITATIONS = visibilityFunction(
  '/rank-tracker/v3.0/groups/daily-visibility/aio-citations',
  'Daily share of keywords whose Google AI overview cites your site (or another domain), desktop and mobile.',
  aioCitationsLayout,
);
