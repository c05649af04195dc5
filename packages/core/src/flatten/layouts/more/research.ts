/** Keyword research: related keywords, keyword data, topic overview, ranking data, domain ranking keywords. */
import * as z from 'zod/mini';
import {
  dateField,
  featureCodeField,
  idField,
  numberField,
  objectList,
  section,
  textField,
} from '../../../schemas/fields';
import { foldAlias } from '../../../schemas/reshape';
import { describeLayout, field, itemField, type Layout, type LayoutColumn } from '../../layout';
import { MONTHLY_SEARCHES_NOTE, searchDataColumns } from './columns';
import { searchDataSection, serpFeatureItems } from './record-fields';

const withPercentageClicksInSerpData = (record: unknown) =>
  foldAlias(record, ['percentage_clicks'], ['serp_data', 'percentage_clicks']);

/** `serp_data` of keyword records: the features present as `{feature, position}`. */
export const keywordSerpData = () =>
  section({ percentage_clicks: numberField(), serp_features: serpFeatureItems({ position: numberField() }) });

const researchKeywordShape = {
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
};

const researchKeywordSchema = z.pipe(
  z.transform(withPercentageClicksInSerpData),
  z.looseObject({ ...researchKeywordShape, connection_strength: numberField() }),
);

const serpColumns = (): LayoutColumn[] => [
  field('serp_data.percentage_clicks', 'number'),
  field('serp_data.serp_features', 'text', 'features_present'),
];

const keywordRankColumns = (): LayoutColumn[] => [
  field('ranking_data.updated_on', 'date'),
  field('ranking_data.rank', 'number'),
  field('ranking_data.trend', 'number'),
  field('ranking_data.landing_page', 'text'),
];

const KEYWORD_NOTES = [
  MONTHLY_SEARCHES_NOTE,
  'serp_data.serp_features lists the codes of the SERP features present (upper case, comma-joined).',
  "ranking_data is your site's rank; tracked_keyword_id is empty for keywords the campaign does not track.",
];

const researchKeywordColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('tracked_keyword_id', 'integer'),
  ...searchDataColumns(),
  ...serpColumns(),
  ...keywordRankColumns(),
];

/** Research keyword data: one row per keyword. */
export const researchKeywordsLayout: Layout = {
  name: 'research_keywords',
  what: 'research keyword data',
  schema: researchKeywordSchema,
  columns: researchKeywordColumns,
  help: describeLayout('One row per keyword.', researchKeywordColumns, KEYWORD_NOTES),
};

const relatedKeywordColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('connection_strength', 'number'),
  ...researchKeywordColumns.slice(1),
];

/** Related keywords: one row per related keyword. */
export const relatedKeywordsLayout: Layout = {
  name: 'related_keywords',
  what: 'related keywords',
  schema: researchKeywordSchema,
  columns: relatedKeywordColumns,
  help: describeLayout('One row per related keyword.', relatedKeywordColumns, KEYWORD_NOTES),
};

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
  field('visibility_data.visibility', 'number'),
  field('visibility_data.trend', 'number'),
];

export const OVERVIEW_NOTES = [
  MONTHLY_SEARCHES_NOTE,
  'serp_data.serp_features lists the top SERP features with the number of keywords showing them, as FSN:7, QNS:5.',
  "visibility_data is your site's visibility on these keywords.",
];

export const overviewShape = {
  search_data: searchDataSection(),
  serp_data: overviewSerpData(),
  visibility_data: section({ visibility: numberField(), trend: numberField() }),
};

const topicOverviewColumns: LayoutColumn[] = [field('related_keywords', 'integer'), ...overviewColumns()];

/** Topic overview of one keyword: one row. */
export const topicOverviewLayout: Layout = {
  name: 'topic_overview',
  what: 'topic overview data',
  schema: z.pipe(
    z.transform(withPercentageClicksInSerpData),
    z.looseObject({ related_keywords: numberField(), ...overviewShape }),
  ),
  columns: topicOverviewColumns,
  help: describeLayout('One row for the topic.', topicOverviewColumns, [
    'related_keywords is the number of keywords in the topic.',
    ...OVERVIEW_NOTES,
  ]),
};

const researchRanksSchema = z.looseObject({
  keyword: textField(),
  updated_on: dateField(),
  ranking_data: objectList({
    domain: textField(),
    rank: numberField(),
    trend: numberField(),
    landing_page: textField(),
  }),
});

const researchRanksColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('updated_on', 'date'),
  itemField('ranking_data', 'domain', 'text'),
  itemField('ranking_data', 'rank', 'number'),
  itemField('ranking_data', 'trend', 'number'),
  itemField('ranking_data', 'landing_page', 'text'),
];

/** Research ranking data in long format: one row per keyword and domain. */
export const researchRanksLayout: Layout = {
  name: 'research_ranks',
  what: 'research ranking data',
  schema: researchRanksSchema,
  columns: researchRanksColumns,
  unroll: { path: 'ranking_data', perDevice: false },
  help: describeLayout('One row per keyword and domain asked for.', researchRanksColumns, [
    'A keyword without ranking data keeps one row with the domain columns empty.',
  ]),
};

const domainRank = () => section({ rank: numberField(), trend: numberField(), landing_page: textField() });

const domainKeywordSchema = z.pipe(
  z.transform(withPercentageClicksInSerpData),
  z.looseObject({
    ...researchKeywordShape,
    ranking_data: section({ updated_on: dateField(), my_rank: domainRank(), competitor_rank: domainRank() }),
  }),
);

const rankColumns = (who: string): LayoutColumn[] => [
  field(`ranking_data.${who}.rank`, 'number'),
  field(`ranking_data.${who}.trend`, 'number'),
  field(`ranking_data.${who}.landing_page`, 'text'),
];

const domainKeywordColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('tracked_keyword_id', 'integer'),
  ...searchDataColumns(),
  ...serpColumns(),
  field('ranking_data.updated_on', 'date'),
  ...rankColumns('competitor_rank'),
  ...rankColumns('my_rank'),
];

/** Keywords a domain or URL ranks for: one row per keyword. */
export const domainKeywordsLayout: Layout = {
  name: 'domain_keywords',
  what: 'domain ranking keywords',
  schema: domainKeywordSchema,
  columns: domainKeywordColumns,
  help: describeLayout('One row per keyword the domain or URL ranks for.', domainKeywordColumns, [
    "competitor_rank is the rank of the domain or URL asked for; my_rank is your site's.",
    ...KEYWORD_NOTES.slice(0, 2),
    'tracked_keyword_id is empty for keywords the campaign does not track.',
  ]),
};
