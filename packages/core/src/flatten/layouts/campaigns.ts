import { campaignSchema } from '../../schemas/campaign';
import { describeLayout, field, type Layout, type LayoutColumn } from '../layout';

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
