/** Organic traffic: daily totals of a segment, and traffic by keyword. */
import * as z from 'zod/mini';
import { dateField, flagField, idField, numberField, section, textField } from '../../../schemas/fields';
import { foldAliases } from '../../../schemas/reshape';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../layout';

const trafficFigures = {
  sessions: numberField(),
  ecommerce: section({ conversions: numberField(), revenue: numberField() }),
  goals: section({ completions: numberField(), revenue: numberField() }),
};

const dailyTrafficSchema = z.pipe(
  z.transform(
    // Keyword data calls e-commerce conversions `transactions`.
    (record) => foldAliases(record, [['ecommerce.transactions', 'ecommerce.conversions']]),
  ),
  z.looseObject({ date: dateField(), ...trafficFigures, bounce_rate: numberField() }),
);

const dailyTrafficColumns: LayoutColumn[] = [
  field('date', 'date'),
  field('sessions', 'integer'),
  field('ecommerce.conversions', 'number'),
  field('ecommerce.revenue', 'number'),
  field('goals.completions', 'number'),
  field('goals.revenue', 'number'),
  field('bounce_rate', 'number'),
];

/** Daily organic traffic of one segment: one row per day. */
export const trafficLayout: Layout = {
  name: 'traffic',
  what: 'daily traffic data',
  schema: dailyTrafficSchema,
  columns: dailyTrafficColumns,
  help: describeLayout('One row per day.', dailyTrafficColumns, [
    'ecommerce.conversions also reads ecommerce.transactions.',
  ]),
};

const trafficKeywordSchema = z.pipe(
  z.transform((record) =>
    foldAliases(record, [['analytics_data.ecommerce.transactions', 'analytics_data.ecommerce.conversions']]),
  ),
  z.looseObject({
    keyword: textField(),
    tracked_keyword_id: idField(),
    brand: flagField(),
    current_page: textField(),
    gsc_data: section({ impressions: numberField(), clicks: numberField(), avg_position: numberField() }),
    analytics_data: section(trafficFigures),
  }),
);

const trafficKeywordColumns: LayoutColumn[] = [
  field('keyword', 'text'),
  field('tracked_keyword_id', 'integer'),
  field('brand', 'boolean'),
  field('current_page', 'text'),
  field('gsc_data.impressions', 'integer'),
  field('gsc_data.clicks', 'integer'),
  field('gsc_data.avg_position', 'number'),
  field('analytics_data.sessions', 'integer'),
  field('analytics_data.ecommerce.conversions', 'number'),
  field('analytics_data.ecommerce.revenue', 'number'),
  field('analytics_data.goals.completions', 'number'),
  field('analytics_data.goals.revenue', 'number'),
];

/** Organic traffic by search phrase: one row per phrase. */
export const trafficKeywordsLayout: Layout = {
  name: 'traffic_keywords',
  what: 'traffic by keyword',
  schema: trafficKeywordSchema,
  columns: trafficKeywordColumns,
  help: describeLayout('One row per search phrase that brought visits.', trafficKeywordColumns, [
    'tracked_keyword_id is empty for phrases the campaign does not track; brand is TRUE for brand phrases.',
  ]),
};
