import { OFFSET_1000 } from '../../engine/paging';
import { aioRanksLayout } from '../../flatten';
import { commaList, LIST_OPTIONS } from '../common-options';
import { validateDateRange } from '../dates';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../params';
import { periodOfCampaign } from '../query-parts';

export const AIO_RANKS = operationFunction({
  name: 'AIO_RANKS',
  help: 'Daily rank of your site in Google AI Overviews, per keyword, day and device, with brand presence flags.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    keyword_ids: { type: 'list', item: 'id', help: 'only these keyword ids (comma list or range)' },
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks/aio',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
  }),
  paging: OFFSET_1000,
  layout: aioRanksLayout,
  validate: validateDateRange,
});
