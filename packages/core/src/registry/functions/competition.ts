import { OFFSET_1000 } from '../../engine/paging';
import { competitionLayout } from '../../flatten';
import { commaList, LIST_OPTIONS, ORDER_DIRECTION } from '../common-options';
import { validateDateRange } from '../dates';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID, COMPETITORS, DEVICE, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../params';
import { periodOfCampaign } from '../query-parts';

export const COMPETITION = operationFunction({
  name: 'COMPETITION',
  help: 'Ranks of competitors on your tracked keywords: one row per keyword and competitor.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, COMPETITORS, DEVICE, GROUP_ID, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    keyword_ids: { type: 'list', item: 'id', help: 'only these keyword ids (comma list or range)' },
    search: { type: 'text', help: 'only keywords containing this text' },
    order_by: { type: 'enum', values: ['keyword', 'rank', 'rank_trend'], help: 'keyword, rank or rank_trend' },
    order_direction: ORDER_DIRECTION,
  },
  path: '/rank-tracker/v3.0/keywords/competition',
  query: (args, options) => {
    const competitors = args.competitors as string[] | undefined;
    return {
      ...periodOfCampaign(args),
      device: (args.device as string | undefined) ?? 'desktop',
      // This operation reads competitors as JSON-array text; newer ones take comma lists.
      competitors: competitors && competitors.length > 0 ? JSON.stringify(competitors) : undefined,
      keyword_ids: commaList(options.keyword_ids),
      search: options.search as string | undefined,
      order_by: options.order_by as string | undefined,
      order_direction: options.order_direction as string | undefined,
    };
  },
  paging: OFFSET_1000,
  layout: competitionLayout,
  validate: validateDateRange,
});
