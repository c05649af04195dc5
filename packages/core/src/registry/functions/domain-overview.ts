import { domainOverviewLayout } from '../../flatten';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE, singleDomainOrUrl } from '../params';

export const DOMAIN_OVERVIEW = operationFunction({
  name: 'DOMAIN_OVERVIEW',
  help: 'Search volume, SERP, traffic and visibility summary of all keywords a domain or URL ranks for, beside your site.',
  api: '3.0',
  params: [CAMPAIGN_ID, DOMAIN_OR_URL, GAP_TYPE],
  path: '/research/v3.0/domain-overview',
  query: (args) => ({
    campaign_id: args.campaign_id as number,
    // The live service reads `url` and `gap_analysis`, not the names in the 2023 description.
    url: singleDomainOrUrl(args),
    gap_analysis: args.gap_type as string | undefined,
  }),
  paging: { kind: 'none' },
  layout: domainOverviewLayout,
  validate(args) {
    singleDomainOrUrl(args);
  },
});
