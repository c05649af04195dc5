import { shareOfClicksLayout, shareOfVoiceLayout } from '../../../flatten/layouts/more';
import { commaList, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, COMPETITORS, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import { checkDay, DAY, DEVICE_DEFAULT_DESKTOP, KEYWORD_IDS, oneOrZero, WEIGHTED } from './shared';

export const SHARE_OF_VOICE = operationFunction({
  name: 'SHARE_OF_VOICE',
  help: 'Share of voice of your site and its competitors on one day: organic, in AI overviews and in AI search answers.',
  api: '3.0',
  params: [CAMPAIGN_ID, DAY, COMPETITORS, DEVICE_DEFAULT_DESKTOP, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    keyword_ids: KEYWORD_IDS,
    metrics_weighted_by_search_volume: WEIGHTED,
  },
  path: '/rank-tracker/v3.0/share-of-voice',
  query: (args, options) => ({
    campaign_id: args.campaign_id as number,
    date: args.date as string,
    device: (args.device as string | undefined) ?? 'desktop',
    group_id: args.group_id as number | undefined,
    competitors: commaList(args.competitors),
    keyword_ids: commaList(options.keyword_ids),
    metrics_weighted_by_search_volume: oneOrZero(options.metrics_weighted_by_search_volume),
  }),
  paging: { kind: 'none' },
  layout: shareOfVoiceLayout,
  validate: checkDay('date'),
});

export const SHARE_OF_CLICKS = operationFunction({
  name: 'SHARE_OF_CLICKS',
  help: 'Day-by-day share of organic clicks won by your site and each competitor, with their estimated monthly clicks.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, DEVICE_DEFAULT_DESKTOP, GROUP_ID, OPTIONS],
  options: { ...TABLE_OPTIONS, keyword_ids: KEYWORD_IDS },
  path: '/rank-tracker/v3.0/daily-share-of-clicks',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    device: (args.device as string | undefined) ?? 'desktop',
    keyword_ids: commaList(options.keyword_ids),
  }),
  paging: { kind: 'none' },
  layout: shareOfClicksLayout,
  validate: validateDateRange,
});
