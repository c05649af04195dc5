import { OFFSET_1000 } from '../../../engine/paging';
import { dailyRanksLayout } from '../../../flatten/layouts/more';
import { commaList, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import { DOMAIN, KEYWORD_IDS, KEYWORD_LIMIT, SEARCH } from './shared';

export const DAILY_RANKS = operationFunction({
  name: 'DAILY_RANKS',
  help: 'Day-by-day desktop and mobile Google rank of each tracked keyword, for your site or any other domain.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    limit: KEYWORD_LIMIT,
    keyword_ids: KEYWORD_IDS,
    search: SEARCH,
    domain: { ...DOMAIN, help: 'the domain whose ranks to show, e.g. rival.com (default: the campaign domain)' },
    get_archive: { type: 'boolean', help: 'TRUE also lists archived keywords (default FALSE)' },
  },
  path: '/rank-tracker/v3.0/keywords/daily-ranks',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
    domain: options.domain as string | undefined,
    get_archive: typeof options.get_archive === 'boolean' ? String(options.get_archive) : undefined,
  }),
  paging: OFFSET_1000,
  layout: dailyRanksLayout,
  validate: validateDateRange,
});
