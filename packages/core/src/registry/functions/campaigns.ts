import { campaignsLayout } from '../../flatten';
import { commaList, TABLE_OPTIONS } from '../common-options';
import { operationFunction } from '../operation-function';
import { OPTIONS } from '../params';

export const CAMPAIGNS = operationFunction({
  name: 'CAMPAIGNS',
  help: 'Your tracked campaigns with their ids, domains, keyword counts and visibility.',
  api: '3.0',
  params: [OPTIONS],
  options: {
    ...TABLE_OPTIONS,
    company_id: { type: 'id', help: 'only the campaigns of this company id' },
    campaign_ids: { type: 'list', item: 'id', help: 'only these campaign ids (comma list)' },
  },
  path: '/dashboard/v3.0/campaigns/tracked',
  query: (_args, options) => ({
    company_id: options.company_id as number | undefined,
    campaign_ids: commaList(options.campaign_ids),
  }),
  // This operation caps its pages at 100 campaigns.
  paging: { kind: 'offset', maxPageSize: 100, limitParam: 'limit', offsetParam: 'offset' },
  layout: campaignsLayout,
});
