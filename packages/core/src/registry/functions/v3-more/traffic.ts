import { OFFSET_1000 } from '../../../engine/paging';
import { trafficKeywordsLayout, trafficLayout } from '../../../flatten/layouts/more';
import { LIST_OPTIONS, ORDER_DIRECTION, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, END_DATE, OPTIONS, START_DATE } from '../../params';
import type { ParamDef } from '../../types';

const SEGMENT: ParamDef = {
  name: 'segment',
  type: 'text',
  optional: true,
  help: 'Traffic segment: all, non-brand, brand, or the name of one of your custom segments.',
};

export const TRAFFIC = operationFunction({
  name: 'TRAFFIC',
  help: 'Daily organic sessions, conversions, revenue and bounce rate of a traffic segment (non-brand by default).',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, { ...SEGMENT, help: `${SEGMENT.help} Default: non-brand.` }, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/organic-traffic/v3.0/daily-traffic',
  query: (args) => ({
    campaign_id: args.campaign_id as number,
    start_date: args.start_date as string,
    end_date: args.end_date as string,
    segment: args.segment as string | undefined,
  }),
  paging: { kind: 'none' },
  layout: trafficLayout,
  validate: validateDateRange,
});

export const TRAFFIC_KEYWORDS = operationFunction({
  name: 'TRAFFIC_KEYWORDS',
  help: 'Organic traffic by search phrase for a period: Search Console clicks and position, sessions, conversions.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, SEGMENT, OPTIONS],
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
  path: '/organic-traffic/v3.0/keywords',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    start_date: args.start_date as string,
    end_date: args.end_date as string,
    segment: args.segment as string | undefined,
    tracking_status: options.tracking_status as string | undefined,
    search: options.search as string | undefined,
    order_by: options.order_by as string | undefined,
    order_direction: options.order_direction as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: trafficKeywordsLayout,
  validate: validateDateRange,
});
