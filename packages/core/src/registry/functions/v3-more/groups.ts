import { OFFSET_1000 } from '../../../engine/paging';
import { groupDataLayout, groupsLayout, groupVisibilityLayout } from '../../../flatten/layouts/more';
import { commaList, LIST_OPTIONS, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import { DOMAIN, KEYWORD_IDS } from './shared';

export const GROUPS = operationFunction({
  name: 'GROUPS',
  help: 'The keyword folders, groups and smart groups of a campaign, with their ids and where each sits in the tree.',
  api: '3.0',
  params: [CAMPAIGN_ID, OPTIONS],
  options: TABLE_OPTIONS,
  path: '/rank-tracker/v3.0/groups',
  query: (args) => ({ campaign_id: args.campaign_id as number }),
  paging: { kind: 'none' },
  layout: groupsLayout,
});

export const GROUP_DATA = operationFunction({
  name: 'GROUP_DATA',
  help: 'Search volume, SERP features, visibility, opportunity and traffic totals per keyword group for a period.',
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    START_DATE,
    END_DATE,
    {
      name: 'group_ids',
      type: 'list',
      items: 'group_id',
      optional: true,
      help: 'Only these groups: group ids as comma text or a range (e.g. 123, 456; "brand" for the Brand folder). Default: every group.',
    },
    OPTIONS,
  ],
  options: LIST_OPTIONS,
  path: '/rank-tracker/v3.0/groups/data',
  query: (args) => ({
    campaign_id: args.campaign_id as number,
    start_date: args.start_date as string,
    end_date: args.end_date as string,
    group_ids: commaList(args.group_ids),
  }),
  paging: OFFSET_1000,
  layout: groupDataLayout,
  validate: validateDateRange,
});

const FEATURES = [
  'product_listing',
  'images_pack',
  'questions',
  'ads_pack',
  'knowledge_graph',
  'top_stories',
  'local_pack',
  'featured_snippet',
  'recipes',
  'news',
] as const;

export const GROUP_VISIBILITY = operationFunction({
  name: 'GROUP_VISIBILITY',
  help: 'Daily visibility and average rank of a keyword group on desktop and mobile, optionally within one SERP feature.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    keyword_ids: KEYWORD_IDS,
    domain: DOMAIN,
    feature_visibility: {
      type: 'enum',
      values: FEATURES,
      help: `also the visibility within one SERP feature: ${FEATURES.join(', ')}`,
    },
  },
  path: '/rank-tracker/v3.0/groups/daily-visibility',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    domain: options.domain as string | undefined,
    feature_visibility: options.feature_visibility as string | undefined,
  }),
  paging: { kind: 'none' },
  layout: groupVisibilityLayout,
  validate: validateDateRange,
});
