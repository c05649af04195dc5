/**
 * Keyword research (interface 3.0): RELATED_KEYWORDS, TOPIC_OVERVIEW, RESEARCH_KEYWORDS, RESEARCH_RANKS, with
 * their records and columns.
 */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields, itemFields, MONTHLY_SEARCHES_NOTE, searchDataColumns } from '../../flatten/columns';
import { defineLayout, field, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import {
  dateField,
  featureCodeField,
  idField,
  numberField,
  objectList,
  section,
  textField,
} from '../../schemas/fields';
import { searchDataSection, serpFeatureItems } from '../../schemas/record-fields';
import { foldAlias } from '../../schemas/reshape';
import { LIST_OPTIONS, ORDER_BY_FIELD, ORDER_DIRECTION, TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { param } from '../param';
import { CAMPAIGN_ID } from '../params';

export const withPercentageClicksInSerpData = (record: unknown) =>
  foldAlias(record, ['percentage_clicks'], ['serp_data', 'percentage_clicks']);

/** `serp_data` of keyword records: the features present as `{feature, position}`. */
export const keywordSerpData = () =>
  section({ percentage_clicks: numberField(), serp_features: serpFeatureItems({ position: numberField() }) });

export const researchKeywordShape = () => ({
  keyword: textField(),
  tracked_keyword_id: idField(),
  search_data: searchDataSection(),
  ranking_data: section({
    updated_on: dateField(),
    rank: numberField(),
    trend: numberField(),
    landing_page: textField(),
  }),
  serp_data: keywordSerpData(),
});

const researchKeywordSchema = lazy(() =>
  z.pipe(
    z.transform(withPercentageClicksInSerpData),
    z.looseObject({ ...researchKeywordShape(), connection_strength: numberField() }),
  ),
);

export const serpColumns = (): LayoutColumn[] => [
  field('serp_data.percentage_clicks', 'number'),
  field('serp_data.serp_features', 'text', 'features_present'),
];

const keywordRankColumns = (): LayoutColumn[] => [
  ...fields({
    'ranking_data.updated_on': 'date',
    'ranking_data.rank': 'number',
    'ranking_data.trend': 'number',
    'ranking_data.landing_page': 'text',
  }),
];

export const KEYWORD_NOTES = [
  MONTHLY_SEARCHES_NOTE,
  'serp_data.serp_features lists the codes of the SERP features present (upper case, comma-joined).',
  "ranking_data is your site's rank; tracked_keyword_id is empty for keywords the campaign does not track.",
];

const researchKeywordColumns: LayoutColumn[] = [
  ...fields({ keyword: 'text', tracked_keyword_id: 'integer' }),
  ...searchDataColumns(),
  ...serpColumns(),
  ...keywordRankColumns(),
];

/** Research keyword data: one row per keyword. */
/** Research keyword data as the research and keyword vault layouts both show it. */
export const RESEARCH_KEYWORD_TABLE = {
  // Research keywords carry no id of their own (tracked_keyword_id only for tracked ones): the phrase is the key. The
  // keywords argument is sent with each phrase once.
  recordKey: ['keyword'],
  schema: researchKeywordSchema,
  columns: researchKeywordColumns,
  rows: 'One row per keyword.',
  notes: KEYWORD_NOTES,
};

export const researchKeywordsLayout = defineLayout({
  what: 'research keyword data',
  ...RESEARCH_KEYWORD_TABLE,
});

/** Related keywords: one row per related keyword. */
export const relatedKeywordsLayout = defineLayout({
  what: 'related keywords',
  recordKey: ['keyword'],
  schema: researchKeywordSchema,
  columns: [...fields({ keyword: 'text', connection_strength: 'number' }), ...researchKeywordColumns.slice(1)],
  rows: 'One row per related keyword.',
  notes: KEYWORD_NOTES,
});

/** `serp_data` of overview records: the top features with the number of keywords showing them. */
export const overviewSerpData = () =>
  section({
    percentage_clicks: numberField(),
    serp_features: objectList({ feature: featureCodeField(), count: numberField() }),
  });

/** Columns of overview records (topic and keyword vault list overviews), after their count column. */
export const overviewColumns = (): LayoutColumn[] => [
  ...searchDataColumns(),
  field('serp_data.percentage_clicks', 'number'),
  field('serp_data.serp_features', 'text', 'feature_counts'),
  ...fields({ 'visibility_data.visibility': 'number', 'visibility_data.trend': 'number' }),
];

export const OVERVIEW_NOTES = [
  MONTHLY_SEARCHES_NOTE,
  'serp_data.serp_features lists the top SERP features with the number of keywords showing them, as FSN:7, QNS:5.',
  "visibility_data is your site's visibility on these keywords.",
];

export const overviewShape = () => ({
  search_data: searchDataSection(),
  serp_data: overviewSerpData(),
  visibility_data: section({ visibility: numberField(), trend: numberField() }),
});

/** Topic overview of one keyword: one row. */
export const topicOverviewLayout = defineLayout({
  what: 'topic overview data',
  schema: () =>
    z.pipe(
      z.transform(withPercentageClicksInSerpData),
      z.looseObject({ related_keywords: numberField(), ...overviewShape() }),
    ),
  columns: [field('related_keywords', 'integer'), ...overviewColumns()],
  rows: 'One row for the topic.',
  notes: ['related_keywords is the number of keywords in the topic.', ...OVERVIEW_NOTES],
});

const researchRanksSchema = lazy(() =>
  z.looseObject({
    keyword: textField(),
    updated_on: dateField(),
    ranking_data: objectList({
      domain: textField(),
      rank: numberField(),
      trend: numberField(),
      landing_page: textField(),
    }),
  }),
);

/** Research ranking data in long format: one row per keyword and domain. */
export const researchRanksLayout = defineLayout({
  what: 'research ranking data',
  // One record per keyword asked for, its domains nested.
  recordKey: ['keyword'],
  schema: researchRanksSchema,
  columns: [
    ...fields({ keyword: 'text', updated_on: 'date' }),
    ...itemFields('ranking_data', { domain: 'text', rank: 'number', trend: 'number', landing_page: 'text' }),
  ],
  unroll: { path: 'ranking_data', perDevice: false },
  rows: 'One row per keyword and domain asked for.',
  notes: ['A keyword without ranking data keeps one row with the domain columns empty.'],
});

const KEYWORD = param.text('keyword', 'One keyword (search phrase), e.g. running shoes.');

const KEYWORDS = param.list(
  'keywords',
  'text',
  'Keywords (search phrases): comma, semicolon or line separated text, or a range with one keyword per cell.',
);

const MAX_RESEARCH_DOMAINS = 10;

const DOMAINS = param.list(
  'domains',
  'domain',
  `Up to ${MAX_RESEARCH_DOMAINS} domains to look up: comma text or a range (e.g. yoursite.com, rival.com).`,
  MAX_RESEARCH_DOMAINS,
);

export const RELATED_KEYWORDS = defineFunction({
  help: 'Keywords related to one keyword, with search volume, SERP features, your rank and how closely each relates.',
  params: [CAMPAIGN_ID, KEYWORD],
  options: {
    ...LIST_OPTIONS,
    search: { type: 'text', help: 'only related keywords containing this text' },
    order_by: {
      type: 'enum',
      values: ['connection_strength', 'search_volume', 'year-over-year', 'rank', 'rank_trend', 'percentage_clicks'],
      help: 'connection_strength (default), search_volume, year-over-year, rank, rank_trend or percentage_clicks',
    },
    order_direction: ORDER_DIRECTION,
  },
  path: '/research/v3.0/related-keywords',
  paging: OFFSET_1000,
  layout: relatedKeywordsLayout,
});

export const TOPIC_OVERVIEW = defineFunction({
  sentAsPercent: ['visibility_data.visibility'],
  help: 'Summary of the topic around one keyword: related keywords, search volume, SERP features and your visibility.',
  params: [CAMPAIGN_ID, KEYWORD],
  options: TABLE_OPTIONS,
  path: '/research/v3.0/topic-overview',
  layout: topicOverviewLayout,
});

export const RESEARCH_KEYWORDS = defineFunction({
  help: 'Research data of any keywords, tracked or not: search volume, trend, SERP features and your rank.',
  params: [CAMPAIGN_ID, KEYWORDS],
  options: { ...LIST_OPTIONS, order_by: ORDER_BY_FIELD, order_direction: ORDER_DIRECTION },
  path: '/research/v3.0/keywords',
  paging: OFFSET_1000,
  layout: researchKeywordsLayout,
});

export const RESEARCH_RANKS = defineFunction({
  help: 'Current Google rank, trend and landing page of up to 10 domains on any keywords, tracked or not.',
  params: [CAMPAIGN_ID, KEYWORDS, DOMAINS],
  options: {
    ...LIST_OPTIONS,
    limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many keywords (default: all of them)' },
    order_by: { type: 'enum', values: ['rank', 'rank_trend'], help: 'rank or rank_trend' },
    order_direction: ORDER_DIRECTION,
  },
  path: '/research/v3.0/ranking-data',
  paging: OFFSET_1000,
  layout: researchRanksLayout,
});
