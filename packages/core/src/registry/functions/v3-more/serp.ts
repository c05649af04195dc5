import { InputError } from '../../../errors';
import { serpFeaturesLayout } from '../../../flatten/layouts/more';
import { commaList, TABLE_OPTIONS } from '../../common-options';
import { validateDateRange } from '../../dates';
import { operationFunction } from '../../operation-function';
import { CAMPAIGN_ID, END_DATE, GROUP_ID, OPTIONS, START_DATE } from '../../params';
import { periodOfCampaign } from '../../query-parts';
import type { Args } from '../../types';
import { allChecks, KEYWORD_IDS, KEYWORD_LIMIT, offsetPages, SEARCH } from './shared';

/** This operation reads the device as a number. */
const DEVICE_NUMBER: Readonly<Record<string, number>> = { desktop: 1, mobile: 2 };

/** Only all keywords (0) or the Brand folder (-1) are measured here; the service spells them 0 and brand. */
function serpVisibilityGroup(args: Args): void {
  const group = args.group_id;
  if (group !== undefined && group !== 0 && group !== -1) {
    throw new InputError(
      `group_id: SERP visibility is measured for all keywords (0) or the Brand folder ("brand") only, not group ${group}.`,
    );
  }
}

export const SERP_VISIBILITY = operationFunction({
  name: 'SERP_VISIBILITY',
  help: 'Visibility of your site across the SERP features of all keywords or of the Brand folder, for a period.',
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    START_DATE,
    END_DATE,
    {
      name: 'device',
      type: 'enum',
      optional: true,
      values: ['desktop', 'mobile'],
      help: 'desktop or mobile (default: the service decides).',
    },
    {
      ...GROUP_ID,
      help: 'All keywords (0, "all" or empty) or the Brand folder (-1 or "brand"); other groups are not measured here.',
    },
    OPTIONS,
  ],
  options: TABLE_OPTIONS,
  what: 'SERP visibility data',
  path: '/rank-tracker/v3.0/serp-visibility',
  query: (args) => ({
    campaign_id: args.campaign_id as number,
    start_date: args.start_date as string,
    end_date: args.end_date as string,
    group_id: args.group_id === -1 ? 'brand' : (args.group_id as number | undefined),
    device: typeof args.device === 'string' ? DEVICE_NUMBER[args.device] : undefined,
  }),
  paging: { kind: 'none' },
  result:
    'One row per record as the service sends it; nested fields become dotted columns and one list of items is unrolled into one row per item. The service does not document this answer, so the columns follow what it sends.',
  validate: allChecks(validateDateRange, serpVisibilityGroup),
});

export const SERP_FEATURES = operationFunction({
  name: 'SERP_FEATURES',
  help: 'Day-by-day SERP features on desktop and mobile for each tracked keyword, and those where your site is listed.',
  api: '3.0',
  params: [CAMPAIGN_ID, START_DATE, END_DATE, GROUP_ID, OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    limit: KEYWORD_LIMIT,
    keyword_ids: KEYWORD_IDS,
    search: SEARCH,
  },
  path: '/rank-tracker/v3.0/keywords/serp-feature-presence',
  query: (args, options) => ({
    ...periodOfCampaign(args),
    keyword_ids: commaList(options.keyword_ids),
    search: options.search as string | undefined,
  }),
  // A keyword carries every day's feature lists for both devices, so pages stay smaller than the usual 1000.
  paging: offsetPages(250),
  layout: serpFeaturesLayout,
  validate: validateDateRange,
});
