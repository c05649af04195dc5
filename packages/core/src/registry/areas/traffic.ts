/** Organic traffic (interface 3.0): TRAFFIC, TRAFFIC_KEYWORDS, with their records and columns. */
import * as z from 'zod/mini';
import { OFFSET_1000 } from '../../engine/paging';
import { fields } from '../../flatten/columns';
import { defineLayout } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, flagField, idField, numberField, section, textField } from '../../schemas/fields';
import { foldAliases } from '../../schemas/reshape';
import { LIST_OPTIONS, ORDER_DIRECTION, TABLE_OPTIONS } from '../common-options';
import { checkPeriod } from '../dates';
import { defineFunction } from '../define-function';
import { optional, param, withHelp } from '../param';
import { CAMPAIGN_ID, END_DATE, START_DATE } from '../params';

const trafficFigures = () => ({
  sessions: numberField(),
  ecommerce: section({ conversions: numberField(), revenue: numberField() }),
  goals: section({ completions: numberField(), revenue: numberField() }),
});

const dailyTrafficSchema = lazy(() =>
  z.pipe(
    z.transform(
      // Keyword data calls e-commerce conversions `transactions`.
      (record) => foldAliases(record, [['ecommerce.transactions', 'ecommerce.conversions']]),
    ),
    z.looseObject({ date: dateField(), ...trafficFigures(), bounce_rate: numberField() }),
  ),
);

/** Daily organic traffic of one segment: one row per day. */
export const trafficLayout = defineLayout({
  what: 'daily traffic data',
  schema: dailyTrafficSchema,
  columns: fields({
    date: 'date',
    sessions: 'integer',
    'ecommerce.conversions': 'number',
    'ecommerce.revenue': 'number',
    'goals.completions': 'number',
    'goals.revenue': 'number',
    bounce_rate: 'number',
  }),
  rows: 'One row per day.',
  notes: ['ecommerce.conversions also reads ecommerce.transactions.'],
});

const trafficKeywordSchema = lazy(() =>
  z.pipe(
    z.transform((record) =>
      foldAliases(record, [['analytics_data.ecommerce.transactions', 'analytics_data.ecommerce.conversions']]),
    ),
    z.looseObject({
      keyword: textField(),
      tracked_keyword_id: idField(),
      brand: flagField(),
      current_page: textField(),
      gsc_data: section({ impressions: numberField(), clicks: numberField(), avg_position: numberField() }),
      analytics_data: section(trafficFigures()),
    }),
  ),
);

/** Organic traffic by search phrase: one row per phrase. */
export const trafficKeywordsLayout = defineLayout({
  what: 'traffic by keyword',
  // One record per search phrase; tracked_keyword_id is empty for untracked phrases, so the phrase is the key.
  recordKey: ['keyword'],
  schema: trafficKeywordSchema,
  columns: fields({
    keyword: 'text',
    tracked_keyword_id: 'integer',
    brand: 'boolean',
    current_page: 'text',
    'gsc_data.impressions': 'integer',
    'gsc_data.clicks': 'integer',
    'gsc_data.avg_position': 'number',
    'analytics_data.sessions': 'integer',
    'analytics_data.ecommerce.conversions': 'number',
    'analytics_data.ecommerce.revenue': 'number',
    'analytics_data.goals.completions': 'number',
    'analytics_data.goals.revenue': 'number',
  }),
  rows: 'One row per search phrase that brought visits.',
  notes: ['tracked_keyword_id is empty for phrases the campaign does not track; brand is TRUE for brand phrases.'],
});

const SEGMENT = optional(
  param.text('segment', 'Traffic segment: all, non-brand, brand, or the name of one of your custom segments.'),
);

export const TRAFFIC = defineFunction({
  help: 'Daily organic sessions, conversions, revenue and bounce rate of a traffic segment (non-brand by default).',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, withHelp(SEGMENT, `${SEGMENT.help} Default: non-brand.`)],
  options: TABLE_OPTIONS,
  prepare: checkPeriod,
  path: '/organic-traffic/v3.0/daily-traffic',
  layout: trafficLayout,
});

export const TRAFFIC_KEYWORDS = defineFunction({
  help: 'Organic traffic by search phrase for a period: Search Console clicks and position, sessions, conversions.',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, SEGMENT],
  options: {
    ...LIST_OPTIONS,
    tracking_status: {
      type: 'enum',
      values: ['tracked', 'untracked', 'all'],
      help: 'tracked, untracked or all phrases (default all)',
    },
    search: { type: 'text', help: 'only phrases containing this text' },
    order_by: {
      type: 'enum',
      values: ['avg_position', 'sessions', 'transactions', 'goals', 'transactions_revenue', 'goals_revenue'],
      help: 'avg_position, sessions, transactions, goals, transactions_revenue or goals_revenue',
    },
    order_direction: ORDER_DIRECTION,
  },
  prepare: checkPeriod,
  path: '/organic-traffic/v3.0/keywords',
  paging: OFFSET_1000,
  layout: trafficKeywordsLayout,
});
