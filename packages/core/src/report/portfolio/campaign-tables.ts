import { empty, literal, param, svCall } from '../formula';
import { FORMATS, type TableSpec } from '../layout';
import type { ReportDevice } from '../types';
import type { PortfolioCampaign } from './types';

/** The service's id of a campaign's "All keywords" group: its visibility and change over every tracked keyword. */
export const ALL_KEYWORDS_GROUP = 0;
/** Your site and the service's 10 top competitors: the share-of-voice rows of a campaign. */
export const SHARE_ROWS = 11;

export const VISIBILITY_HEADERS = [
  'visibility.desktop.latest',
  'visibility.desktop.trend',
  'visibility.mobile.latest',
  'visibility.mobile.trend',
] as const;
export const rankHeader = (device: ReportDevice) => `ranking_data.${device}.rank`;
export const SHARE_HEADERS = ['is_campaign_website', 'organic_share_of_voice.domains.share_of_voice'] as const;

/** Every campaign's tracking depth (a rank equal to it is "not found"), all in one SV_CAMPAIGNS request. */
export function depthTable(campaigns: readonly PortfolioCampaign[]): TableSpec {
  const headers = [
    'campaign_info.id',
    'campaign_info.max_tracked_position_desktop',
    'campaign_info.max_tracked_position_mobile',
  ];
  return {
    id: 'depths',
    label: 'Tracking depth per campaign',
    call: svCall('CAMPAIGNS', [
      literal(`campaign_ids=${campaigns.map((c) => c.id).join(',')}; columns=${headers.join(',')}`),
    ]),
    headers,
    maxRows: campaigns.length,
  };
}

/**
 * The four SV_ tables of one campaign, each one request (the keywords one request per 1,000 keywords): the cheapest
 * calls that give the row's figures. The campaign id and the device are written into each call (the depth and rank
 * columns were chosen for that device); the period comes from the parameter block, so it can be changed.
 */
export function campaignTables(campaign: PortfolioCampaign, device: ReportDevice, days: number): TableSpec[] {
  const id = literal(campaign.id);
  const name = campaign.name;
  return [
    {
      id: `c${campaign.id}_visibility`,
      label: `${name}: visibility, all keywords`,
      call: svCall('GROUP_DATA', [
        id,
        param('start'),
        param('end'),
        literal(ALL_KEYWORDS_GROUP),
        literal(`columns=${VISIBILITY_HEADERS.join(',')}`),
      ]),
      headers: VISIBILITY_HEADERS,
      maxRows: 1,
    },
    {
      id: `c${campaign.id}_ranks`,
      label: `${name}: rank of each keyword`,
      call: svCall('KEYWORDS', [id, param('start'), param('end'), empty, literal(`columns=${rankHeader(device)}`)]),
      headers: [rankHeader(device)],
      maxRows: null,
      formats: { [rankHeader(device)]: FORMATS.rank },
    },
    {
      id: `c${campaign.id}_share`,
      label: `${name}: share of voice`,
      call: svCall('SHARE_OF_VOICE', [
        id,
        param('end'),
        empty,
        literal(device),
        empty,
        literal(`columns=${SHARE_HEADERS.join(',')}`),
      ]),
      headers: SHARE_HEADERS,
      maxRows: SHARE_ROWS,
    },
    {
      id: `c${campaign.id}_traffic`,
      label: `${name}: sessions per day`,
      call: svCall('TRAFFIC', [id, param('start'), param('end'), literal('all'), literal('columns=sessions')]),
      headers: ['sessions'],
      maxRows: days,
    },
  ];
}
