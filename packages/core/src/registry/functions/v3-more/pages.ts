import { OFFSET_1000 } from '../../../engine/paging';
import { rankingPagesLayout, topResultsLayout } from '../../../flatten/layouts/more';
import { commaList, LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, GROUP_ID, OPTIONS } from '../../params';
import { checkDay, DAY, DEVICE_DEFAULT_DESKTOP, KEYWORD_IDS, KEYWORD_LIMIT, offsetPages } from './shared';

export const TOP_RESULTS = operationFunction({
  name: 'TOP_RESULTS',
  help: 'The top 100 Google results of each tracked keyword on one day: domain, page, title, description and intent.',
  api: '3.0',
  params: [CAMPAIGN_ID, DAY, DEVICE_DEFAULT_DESKTOP, GROUP_ID, OPTIONS],
  options: { ...TABLE_OPTIONS, limit: KEYWORD_LIMIT, keyword_ids: KEYWORD_IDS },
  path: '/rank-tracker/v3.0/keywords/top-results',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    date: args.date as string,
    device: (args.device as string | undefined) ?? 'desktop',
    group_id: args.group_id as number | undefined,
    keyword_ids: commaList(options.keyword_ids),
  }),
  // Each keyword carries 100 results with titles and descriptions: 100 keywords a page keep answers a few MB.
  paging: offsetPages(100),
  layout: topResultsLayout,
  validate: checkDay('date'),
});

export const RANKING_PAGES = operationFunction({
  name: 'RANKING_PAGES',
  help: 'The pages of your site that rank for tracked keywords, with their titles and the keywords each ranks for.',
  api: '3.0',
  params: [CAMPAIGN_ID, GROUP_ID, OPTIONS],
  options: {
    ...LIST_OPTIONS,
    limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many pages (default: all of them)' },
    keyword_ids: KEYWORD_IDS,
    search: { type: 'text', help: 'only pages matching this text' },
  },
  path: '/rank-tracker/v3.0/keywords/ranking-pages',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    group_id: args.group_id as number | undefined,
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
  }),
  paging: OFFSET_1000,
  layout: rankingPagesLayout,
});
