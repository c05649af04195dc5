/** The columns of CAMPAIGNS, CAMPAIGN_LOCATIONS (the tracked-campaigns operation) and COMPANIES (campaigns.ts). */
import { type ColumnEntries, column, type FunctionColumns } from '../../dictionary/column-meaning';
import { forDevices } from '../../dictionary/shared/tracking';

/** The campaign's identity, shared by both functions. */
const CAMPAIGN_IDENTITY: ColumnEntries = {
  'campaign_info.id': column(
    'Campaign ID',
    'id',
    'Id of the tracked campaign; pass it as campaign_id to other functions.',
  ),
  'campaign_info.name': column('Campaign name', 'text', 'Name of the campaign.'),
  'campaign_info.domain': column('Domain', 'text', 'The website (domain) the campaign tracks.'),
};

/**
 * `<prefix>.desktop/mobile.latest/trend_7days/trend_30days`: the service sends campaign visibility as a percentage
 * (16.5); the table shows it as a fraction (0.165) like GROUP_VISIBILITY, its changes in percentage points.
 */
function visibility(prefix: string, of: string): ColumnEntries {
  return forDevices((device, Word) => ({
    [`${prefix}.${device}.latest`]: column(
      `${Word} visibility`,
      'fraction',
      `Latest ${device} visibility of ${of}, as a fraction 0–1 like every visibility (the service sends a percentage here, divided by 100).`,
    ),
    [`${prefix}.${device}.trend_7days`]: column(
      `${Word} visibility 7-day change`,
      'points',
      `Change of ${of}'s ${device} visibility over the last 7 days, in percentage points.`,
    ),
    [`${prefix}.${device}.trend_30days`]: column(
      `${Word} visibility 30-day change`,
      'points',
      `Change of ${of}'s ${device} visibility over the last 30 days, in percentage points.`,
    ),
  }));
}

const CAMPAIGNS: ColumnEntries = {
  ...CAMPAIGN_IDENTITY,
  'campaign_info.company': column('Company', 'text', 'Name of the company (account) the campaign belongs to.'),
  'campaign_info.company_id': column('Company ID', 'id', 'Id of that company; the company_id option narrows to it.'),
  'campaign_info.keyword_count': column('Keywords', 'count', 'Number of keywords the campaign tracks.'),
  'campaign_info.date_created': column('Created on', 'date', 'Day the campaign was created.'),
  'campaign_info.location': column(
    'Location',
    'text',
    'The country or place whose Google results the campaign tracks.',
  ),
  'campaign_info.currency': column('Currency', 'text', "Code of the campaign's currency, e.g. GBP."),
  'campaign_info.campaign_currency': column(
    'Campaign currency',
    'text',
    "Code of the campaign's currency as a second field real records carry; normally the same as Currency.",
  ),
  'campaign_info.analytics_currency': column(
    'Analytics currency',
    'text',
    "Code of the currency of the campaign's connected analytics, presumably that of the traffic revenue figures.",
  ),
  'campaign_info.primary_device': column(
    'Primary device',
    'text',
    'The device (desktop or mobile) the campaign treats as its main one.',
  ),
  ...forDevices((device, Word) => ({
    [`campaign_info.max_tracked_position_${device}`]: column(
      `${Word} tracking depth`,
      'count',
      `How many ${device} results deep ranks are tracked (e.g. 100); a ${device} rank equal to it means not found.`,
    ),
  })),
  'campaign_info.mrr': column(
    'MRR',
    'currency',
    'Monthly recurring revenue recorded for the campaign, as the service sends it (its currency is not stated).',
  ),
  ...visibility('visibility', 'the campaign'),
  'multiple_locations.count': column(
    'Locations',
    'count',
    'Number of locations of a multi-location campaign, as the service lists them (CAMPAIGN_LOCATIONS shows each).',
  ),
  health_status: column(
    'Health status',
    'text',
    "The campaign's health as the service labels it (e.g. healthy); the possible values are not documented.",
  ),
  'objective_status.actual_sessions': column(
    'Objective actual sessions',
    'count',
    "Organic sessions reached so far within the campaign's forecast objective period.",
  ),
  'objective_status.estimated_sessions': column(
    'Objective estimated sessions',
    'count',
    'Organic sessions the forecast objective expected by now.',
  ),
  'objective_status.performance': column(
    'Objective performance',
    'fraction',
    'Actual sessions as a fraction of the estimated ones (1.174 means 17.4 % ahead; the service sends 117.4, divided by 100 here).',
  ),
  'objective_status.status': column(
    'Objective status',
    'text',
    'Where the objective stands as the service labels it (e.g. on_target); the possible values are not documented.',
  ),
  'objective_status.start_month': column(
    'Objective start month',
    'text',
    'First month of the objective period, as month and year text (January 2026).',
  ),
  'objective_status.end_month': column(
    'Objective end month',
    'text',
    'Last month of the objective period, as month and year text (December 2026).',
  ),
  reporting_status: column(
    'Reporting status',
    'text',
    "The campaign's reporting state as the service labels it (e.g. active); the possible values are not documented.",
  ),
  account_manager: column('Account manager', 'text', 'Name of the account manager in charge of the campaign.'),
};

const CAMPAIGN_LOCATIONS: ColumnEntries = {
  ...CAMPAIGN_IDENTITY,
  'multiple_locations.campaign_id': column(
    'Location campaign ID',
    'id',
    'Campaign id of this location; pass it as campaign_id to other functions for figures of this location.',
  ),
  'multiple_locations.location': column(
    'Location',
    'text',
    'The country or place whose Google results this location tracks.',
  ),
  ...visibility('multiple_locations.visibility', 'this location'),
};

const COMPANY_COLUMNS: ColumnEntries = {
  company_id: column(
    'Company ID',
    'id',
    "The service's id of the company (account): the company_id option of CAMPAIGNS takes it.",
  ),
  name: column('Company', 'text', 'The name of the company, as the account shows it.'),
  campaigns: column('Campaign IDs', 'text', "The ids of the company's campaigns, comma-separated."),
};

export const CAMPAIGNS_AREA_COLUMNS: FunctionColumns = {
  CAMPAIGNS,
  CAMPAIGN_LOCATIONS,
  COMPANIES: COMPANY_COLUMNS,
};
