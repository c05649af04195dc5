import { OFFSET_1000 } from '../../../engine/paging';
import type { Layout } from '../../../flatten';
import { aioCitationsLayout, aioKeywordsLayout, aioMentionsLayout } from '../../../flatten/layouts/more';
import { commaList, LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, COMPETITORS, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import { genericListFunction } from './generic-list';
import { DEVICE_DEFAULT_DESKTOP, DOMAIN, KEYWORD_IDS, KEYWORD_LIMIT, offsetPages } from './shared';

export const AIO_KEYWORDS = operationFunction({
  name: 'AIO_KEYWORDS',
  help: 'Google AI overviews of your tracked keywords day by day: your rank, brand presence, cited links and text.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    limit: {
      ...KEYWORD_LIMIT,
      help: 'look at most at this many keywords (default: all of them); each may give several rows',
    },
    keyword_ids: KEYWORD_IDS,
  },
  path: '/rank-tracker/v3.0/keywords/aio',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
  }),
  // `limit` counts keywords looked at, and only those with an AI overview come back, so a short page is not the
  // last; answers carry the overview text, so pages stay at 100 keywords.
  paging: offsetPages(100, 'scan'),
  layout: aioKeywordsLayout,
  validate: validateDateRange,
});

export const AIO_COMPETITION = genericListFunction({
  name: 'AIO_COMPETITION',
  help: 'Which competitors appear in the Google AI overview of each tracked keyword.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, COMPETITORS, DEVICE_DEFAULT_DESKTOP, GROUP_ID, OPTIONS],
  options: { ...TABLE_OPTIONS, limit: KEYWORD_LIMIT, keyword_ids: KEYWORD_IDS },
  what: 'AI overview competition data',
  path: '/rank-tracker/v3.0/keywords/competition/aio',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    device: (args.device as string | undefined) ?? 'desktop',
    competitors: commaList(args.competitors),
    keyword_ids: commaList(options.keyword_ids),
  }),
  paging: OFFSET_1000,
  result:
    'One row per keyword and competitor when the answer holds one list of competitors per keyword, otherwise one row per keyword; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
  validate: validateDateRange,
});

function visibilityFunction(name: string, path: string, help: string, layout: Layout) {
  return operationFunction({
    name,
    help,
    api: '3.0',
    params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
    options: {
      ...LIST_OPTIONS,
      limit: { type: 'integer', min: 1, max: 1_000_000, help: 'at most this many days (default: all of them)' },
      keyword_ids: KEYWORD_IDS,
      domain: DOMAIN,
    },
    path,
    query: (args, options) => ({
      ...periodOfCampaign(args),
      keyword_ids: commaList(options.keyword_ids),
      domain: options.domain as string | undefined,
    }),
    paging: OFFSET_1000,
    layout,
    validate: validateDateRange,
  });
}

export const AIO_MENTIONS = visibilityFunction(
  'AIO_MENTIONS',
  '/rank-tracker/v3.0/groups/daily-visibility/aio-mentions',
  'Daily share of keywords whose Google AI overview mentions your brand (or another domain), desktop and mobile.',
  aioMentionsLayout,
);

export const AIO_CITATIONS = visibilityFunction(
  'AIO_CITATIONS',
  '/rank-tracker/v3.0/groups/daily-visibility/aio-citations',
  'Daily share of keywords whose Google AI overview cites your site (or another domain), desktop and mobile.',
  aioCitationsLayout,
);
