import { OFFSET_1000 } from '../../engine/paging';
import { keywordsLayout } from '../../flatten';
import { commaList, LIST_OPTIONS, ORDER_DIRECTION } from '../common-options';
import { validateDateRange } from '../dates';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../params';
import { periodOfCampaign } from '../query-parts';

export const KEYWORDS = operationFunction({
  name: 'KEYWORDS',
  help: 'Tracked keywords with search volume, desktop and mobile ranks, SERP features, traffic and opportunity for a period.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    keyword_ids: { type: 'list', item: 'id', help: 'only these keyword ids (comma list or range)' },
    search: { type: 'text', help: 'only keywords containing this text' },
    include_all_groups: { type: 'boolean', help: 'TRUE also lists folder and smart group ids in groups (slower)' },
    order_by: {
      type: 'enum',
      values: ['keyword', 'search_volume', 'year-over-year', 'rank', 'rank_trend', 'rank_trend_impact', 'opportunity'],
      help: 'keyword, search_volume, year-over-year, rank, rank_trend, rank_trend_impact or opportunity',
    },
    order_direction: ORDER_DIRECTION,
  },
  path: '/rank-tracker/v3.0/keywords',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
    include_all_groups: options.include_all_groups === true ? 'true' : undefined,
    order_by: options.order_by as string | undefined,
    order_direction: options.order_direction as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: keywordsLayout,
  validate: validateDateRange,
});
