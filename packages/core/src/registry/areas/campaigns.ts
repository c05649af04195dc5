/** Campaigns and companies (interface 3.0): CAMPAIGNS, COMPANIES, with the campaign record and its columns. */
import * as z from 'zod/mini';
import type { CountSource } from '../../engine/paging';
import { fields, itemFields } from '../../flatten/columns';
import { defineLayout, field, itemField, type LayoutColumn } from '../../flatten/layout';
import { lazy } from '../../lazy';
import { dateField, idField, numberField, objectList, section, textField } from '../../schemas/fields';
import { foldAliases } from '../../schemas/reshape';
import { isPlainObject } from '../../schemas/values';
import { TABLE_OPTIONS } from '../common-options';
import { defineFunction } from '../define-function';
import { offsetPages } from '../params';

/**
 * Tracked campaign record (interface 3.0, tracked-campaigns operation). Variants folded into the documented names:
 * `campaign_info.keywords_count` (what the live service sends) → `campaign_info.keyword_count`; the extras real
 * records carry (`campaign_currency`, `analytics_currency`, `primary_device`, `max_tracked_position_desktop`,
 * `max_tracked_position_mobile`) are read inside `campaign_info`, and moved there when sent at the top level.
 */
/** The short trend is also sent as `trend_7_days` (seen on the mobile part of extra locations). */
const visibilityDevice = () =>
  z.pipe(
    z.transform((figures) => foldAliases(figures, [['trend_7_days', 'trend_7days']])),
    section({ latest: numberField(), trend_7days: numberField(), trend_30days: numberField() }),
  );

const visibility = () => section({ desktop: visibilityDevice(), mobile: visibilityDevice() });

export const campaignShape = () => ({
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
});

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

export const campaignSchema = lazy(() =>
  z.pipe(
    z.transform((record) => foldAliases(record, CAMPAIGN_ALIASES)),
    z.looseObject(campaignShape()),
  ),
);

export type CampaignRecord = z.output<ReturnType<typeof campaignSchema>>;

const visibilityColumns = (device: string): LayoutColumn[] => [
  field(`visibility.${device}.latest`, 'number'),
  field(`visibility.${device}.trend_7days`, 'number'),
  field(`visibility.${device}.trend_30days`, 'number'),
];

const columns: LayoutColumn[] = [
  ...fields({
    'campaign_info.id': 'integer',
    'campaign_info.name': 'text',
    'campaign_info.company': 'text',
    'campaign_info.company_id': 'integer',
    'campaign_info.domain': 'text',
    'campaign_info.keyword_count': 'integer',
    'campaign_info.date_created': 'date',
    'campaign_info.location': 'text',
    'campaign_info.currency': 'text',
    'campaign_info.campaign_currency': 'text',
    'campaign_info.analytics_currency': 'text',
    'campaign_info.primary_device': 'text',
    'campaign_info.max_tracked_position_desktop': 'integer',
    'campaign_info.max_tracked_position_mobile': 'integer',
    'campaign_info.mrr': 'number',
  }),
  ...visibilityColumns('desktop'),
  ...visibilityColumns('mobile'),
  { ...field('multiple_locations', 'integer', 'count'), header: 'multiple_locations.count' },
  ...fields({
    health_status: 'text',
    'objective_status.actual_sessions': 'integer',
    'objective_status.estimated_sessions': 'integer',
    'objective_status.performance': 'number',
    'objective_status.status': 'text',
    'objective_status.start_month': 'text',
    'objective_status.end_month': 'text',
    reporting_status: 'text',
    account_manager: 'text',
  }),
];

/** Tracked campaigns: one row per campaign. */
export const campaignsLayout = defineLayout({
  what: 'campaign data',
  recordKey: ['campaign_info.id'],
  schema: campaignSchema,
  columns,
  rows: 'One row per tracked campaign.',
  notes: [
    'campaign_info.keyword_count also reads keywords_count, the name the live service sends.',
    'multiple_locations.count is the number of locations of a multi-location campaign; SV_CAMPAIGN_LOCATIONS lists them.',
    'max_tracked_position_desktop / _mobile are the tracking depth: a rank equal to it means not found within it.',
  ],
});

/** The locations of multi-location campaigns: one row per campaign and location. */
export const campaignLocationsLayout = defineLayout({
  what: 'campaign locations',
  // The same records as CAMPAIGNS: one per campaign, its locations nested.
  recordKey: ['campaign_info.id'],
  schema: campaignSchema,
  columns: [
    ...fields({ 'campaign_info.id': 'integer', 'campaign_info.name': 'text', 'campaign_info.domain': 'text' }),
    ...itemFields('multiple_locations', { campaign_id: 'integer', location: 'text' }),
    ...['desktop', 'mobile'].flatMap((device) =>
      ['latest', 'trend_7days', 'trend_30days'].map((figure) =>
        itemField('multiple_locations', `visibility.${device}.${figure}`, 'number'),
      ),
    ),
  ],
  unroll: { path: 'multiple_locations', perDevice: false },
  rows: 'One row per campaign and location.',
  notes: [
    'multiple_locations.campaign_id is the campaign id of that location (use it in any other function);',
    'a campaign tracked in one location keeps one row with the location columns empty.',
  ],
});

/**
 * The tracked-campaigns operation, read by CAMPAIGNS and CAMPAIGN_LOCATIONS into their own columns: narrowed by
 * company or ids, in pages of at most 100 campaigns (its cap).
 */
const TRACKED_CAMPAIGNS = {
  params: [],
  options: {
    ...TABLE_OPTIONS,
    company_id: { type: 'id', help: 'only the campaigns of this company id' },
    campaign_ids: { type: 'list', item: 'id', help: 'only these campaign ids (comma list)' },
  },
  path: '/dashboard/v3.0/campaigns/tracked',
  paging: offsetPages(100),
} as const;

/**
 * A campaign's keyword count as a campaigns answer already read holds it (the first page SV_CAMPAIGNS asks for, when
 * the cache has it): keyword-level pulls then ask for all their pages at once. A stale count costs nothing but pace.
 */
export function campaignKeywordCount(campaignId: number): CountSource {
  const paging = TRACKED_CAMPAIGNS.paging;
  return {
    request: {
      api: '3.0',
      path: TRACKED_CAMPAIGNS.path,
      query: { [paging.limitParam]: paging.maxPageSize, [paging.offsetParam]: 0 },
      operation: campaignsLayout.what,
    },
    what: "the campaign's keyword count",
    count(body) {
      const record = (Array.isArray(body) ? body : []).find(
        (item) =>
          isPlainObject(item) && isPlainObject(item.campaign_info) && Number(item.campaign_info.id) === campaignId,
      );
      const info = isPlainObject(record) && isPlainObject(record.campaign_info) ? record.campaign_info : {};
      const count = Number(info.keywords_count ?? info.keyword_count);
      return Number.isSafeInteger(count) && count > 0 ? count : undefined;
    },
  };
}

export const CAMPAIGNS = defineFunction({
  sentAsPercent: ['visibility.desktop.latest', 'visibility.mobile.latest', 'objective_status.performance'],
  help: 'Your tracked campaigns with their ids, domains, keyword counts and visibility.',
  ...TRACKED_CAMPAIGNS,
  layout: campaignsLayout,
});

export const CAMPAIGN_LOCATIONS = defineFunction({
  sentAsPercent: ['multiple_locations.visibility.desktop.latest', 'multiple_locations.visibility.mobile.latest'],
  help: 'Each location of your multi-location campaigns, with its own campaign id and desktop and mobile visibility.',
  ...TRACKED_CAMPAIGNS,
  layout: campaignLocationsLayout,
});

export const COMPANIES = defineFunction({
  knownColumns: ['company_id', 'name', 'campaigns'],
  help: 'The companies (accounts) your token can reach, with their ids for the company_id option of SV_CAMPAIGNS.',
  params: [],
  options: TABLE_OPTIONS,
  what: 'the list of companies',
  path: '/dashboard/v3.0/companies',
  result:
    'One row per company as the service sends it; nested fields become dotted columns. The service does not document this answer, so the columns follow what it sends.',
});
