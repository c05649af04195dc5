/**
 * Tracked campaign record (interface 3.0, tracked-campaigns operation). Variants folded into the documented names:
 * `campaign_info.keywords_count` (what the live service sends) → `campaign_info.keyword_count`; the extras real
 * records carry (`campaign_currency`, `analytics_currency`, `primary_device`, `max_tracked_position_desktop`,
 * `max_tracked_position_mobile`) are read inside `campaign_info`, and moved there when sent at the top level.
 */
import * as z from 'zod/mini';
import { dateField, idField, numberField, objectList, section, textField } from './fields';
import { foldAliases } from './reshape';

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
