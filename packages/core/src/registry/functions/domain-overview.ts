import { InputError } from '../../errors';
import { domainOverviewLayout } from '../../flatten';
import { operationFunction } from '../operation-function';
import { CAMPAIGN_ID } from '../params';

export const DOMAIN_OVERVIEW = operationFunction({
  name: 'DOMAIN_OVERVIEW',
  help: 'Search volume, SERP, traffic and visibility summary of all keywords a domain or URL ranks for, beside your site.',
  api: '3.0',
  params: [
    CAMPAIGN_ID,
    {
      name: 'domain_or_url',
      type: 'list',
      items: 'domain',
      optional: false,
      help: 'A domain (rival.com) for the whole site, or a URL path (rival.com/blog) for that section only.',
    },
    {
      name: 'gap_type',
      type: 'enum',
      optional: true,
      values: ['all-keywords', 'overlapping', 'non-overlapping'],
      help: 'all-keywords (default), overlapping (keywords you both rank for) or non-overlapping (only theirs).',
    },
  ],
  path: '/research/v3.0/domain-overview',
  query: (args) => ({
    campaign_id: args.campaign_id as number,
    // The live service reads `url` and `gap_analysis`, not the names in the 2023 description.
    url: (args.domain_or_url as string[])[0],
    gap_analysis: args.gap_type as string | undefined,
  }),
  paging: { kind: 'none' },
  layout: domainOverviewLayout,
  validate(args) {
    const urls = args.domain_or_url as string[];
    if (urls.length !== 1) {
      throw new InputError(`domain_or_url takes one domain or URL, but got ${urls.length}: ${urls.join(', ')}.`);
    }
  },
});
