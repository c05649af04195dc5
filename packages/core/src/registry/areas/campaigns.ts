/** Campaigns and companies (interface 3.0): CAMPAIGNS, COMPANIES, with the campaign record and its columns. */
import * as z from 'zod/mini';
import { describeLayout, field, type Layout, type LayoutColumn } from '../../flatten/layout';
import { dateField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { foldAliases } from '../../schemas/reshape';
import { commaList, TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';

/**
 * Tracked campaign record (interface 3.0, tracked-campaigns operation). Variants folded into the documented names:
 * `campaign_info.keywords_count` (what the live service sends) → `campaign_info.keyword_count`; the extras real
 * records carry (`campaign_currency`, `analytics_currency`, `primary_device`, `max_tracked_position_desktop`,
 * `max_tracked_position_mobile`) are read inside `campaign_info`, and moved there when sent at the top level.
 */
const visibilityDevice = () =>
  section({ latest: numberField(), trend_7days: numberField(), trend_30days: numberField() });

const visibility = () => section({ desktop: visibilityDevice(), mobile: visibilityDevice() });

export const campaignShape = {
  campaign_info: section({
    id: idField(),
    name: textField(),
    company: textField(),
    company_id: idField(),
    domain: textField(),
    keyword_count: numberField(),
    date_created: dateField(),
    location: textField(),
    currency: textField(),
    campaign_currency: textField(),
    analytics_currency: textField(),
    primary_device: textField(),
    max_tracked_position_desktop: numberField(),
    max_tracked_position_mobile: numberField(),
    mrr: numberField(),
  }),
  visibility: visibility(),
  multiple_locations: objectList({ campaign_id: idField(), location: textField(), visibility: visibility() }),
  health_status: textField(),
  objective_status: section({
    actual_sessions: numberField(),
    estimated_sessions: numberField(),
    performance: numberField(),
    status: textField(),
    start_month: textField(),
    end_month: textField(),
  }),
  reporting_status: textField(),
  account_manager: textField(),
};

const CAMPAIGN_INFO_EXTRAS = [
  'campaign_currency',
  'analytics_currency',
  'primary_device',
  'max_tracked_position_desktop',
  'max_tracked_position_mobile',
] as const;

const CAMPAIGN_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['campaign_info.keywords_count', 'campaign_info.keyword_count'],
  ...CAMPAIGN_INFO_EXTRAS.map((field) => [field, `campaign_info.${field}`] as const),
];

export const campaignSchema = z.pipe(
  z.transform((record) => foldAliases(record, CAMPAIGN_ALIASES)),
  z.looseObject(campaignShape),
);

export type CampaignRecord = z.output<typeof campaignSchema>;

const visibilityColumns = (device: string): LayoutColumn[] => [
  field(`visibility.${device}.latest`, 'number'),
  field(`visibility.${device}.trend_7days`, 'number'),
  field(`visibility.${device}.trend_30days`, 'number'),
];

const columns: LayoutColumn[] = [
  field('campaign_info.id', 'integer'),
  field('campaign_info.name', 'text'),
  field('campaign_info.company', 'text'),
  field('campaign_info.company_id', 'integer'),
  field('campaign_info.domain', 'text'),
  field('campaign_info.keyword_count', 'integer'),
  field('campaign_info.date_created', 'date'),
  field('campaign_info.location', 'text'),
  field('campaign_info.currency', 'text'),
  field('campaign_info.campaign_currency', 'text'),
  field('campaign_info.analytics_currency', 'text'),
  field('campaign_info.primary_device', 'text'),
  field('campaign_info.max_tracked_position_desktop', 'integer'),
  field('campaign_info.max_tracked_position_mobile', 'integer'),
  field('campaign_info.mrr', 'number'),
  ...visibilityColumns('desktop'),
  ...visibilityColumns('mobile'),
  { ...field('multiple_locations', 'integer', 'count'), header: 'multiple_locations.count' },
  field('health_status', 'text'),
  field('objective_status.actual_sessions', 'integer'),
  field('objective_status.estimated_sessions', 'integer'),
  field('objective_status.performance', 'number'),
  field('objective_status.status', 'text'),
  field('objective_status.start_month', 'text'),
  field('objective_status.end_month', 'text'),
  field('reporting_status', 'text'),
  field('account_manager', 'text'),
];

/** Tracked campaigns: one row per campaign. */
export const campaignsLayout: Layout = {
  name: 'campaigns',
  what: 'campaign data',
  schema: campaignSchema,
  columns,
  help: describeLayout('One row per tracked campaign.', columns, [
    'campaign_info.keyword_count also reads keywords_count, the name the live service sends.',
    'multiple_locations.count is the number of extra locations of the campaign (their visibility is not listed).',
    'A tracked position equal to max_tracked_position_desktop or _mobile means not found within the tracked depth.',
  ]),
};

export const CAMPAIGNS = defineFunction({
  name: 'CAMPAIGNS',
  help: 'Your tracked campaigns with their ids, domains, keyword counts and visibility.',
  api: '3.0',
  params: [],
  options: {
    ...TABLE_OPTIONS,
    company_id: { type: 'id', help: 'only the campaigns of this company id' },
    campaign_ids: { type: 'list', item: 'id', help: 'only these campaign ids (comma list)' },
  },
  path: '/dashboard/v3.0/campaigns/tracked',
  query: (_args, options) => ({
    company_id: options.company_id,
    campaign_ids: commaList(options.campaign_ids),
  }),
  // This operation caps its pages at 100 campaigns.
  paging: { kind: 'offset', maxPageSize: 100, limitParam: 'limit', offsetParam: 'offset' },
  layout: campaignsLayout,
});

export const COMPANIES = defineFunction({
  name: 'COMPANIES',
  help: 'The companies (accounts) your token can reach, with their ids for the company_id option of SV_CAMPAIGNS.',
  api: '3.0',
  params: [],
  options: TABLE_OPTIONS,
  what: 'the list of companies',
  path: '/dashboard/v3.0/companies',
  result:
    'One row per company as the service sends it; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});
