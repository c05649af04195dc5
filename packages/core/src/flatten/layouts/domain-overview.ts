import { domainOverviewSchema } from '../../schemas/domain-overview';
import { describeLayout, field, type Layout, type LayoutColumn } from '../layout';

const columns: LayoutColumn[] = [
  field('related_keywords', 'integer'),
  field('search_data.search_volume', 'number'),
  field('search_data.year_over_year', 'number'),
  field('search_data.monthly_searches', 'text', 'monthly_searches'),
  field('serp_data.percentage_clicks', 'number'),
  field('serp_data.serp_features', 'text', 'feature_counts'),
  field('est_traffic.my_traffic.traffic', 'number'),
  field('est_traffic.my_traffic.trend', 'number'),
  field('est_traffic.competitor_traffic.traffic', 'number'),
  field('est_traffic.competitor_traffic.trend', 'number'),
  field('visibility_data.my_visibility.visibility', 'number'),
  field('visibility_data.my_visibility.trend', 'number'),
  field('visibility_data.competitor_visibility.visibility', 'number'),
  field('visibility_data.competitor_visibility.trend', 'number'),
];

/** Domain or URL overview: one row. */
export const domainOverviewLayout: Layout = {
  name: 'domain_overview',
  what: 'domain overview data',
  schema: domainOverviewSchema,
  columns,
  help: describeLayout('One row for the domain or URL.', columns, [
    'search_data.monthly_searches lists the previous 13 months as YYYY-MM:volume, oldest first.',
    'serp_data.serp_features lists the top SERP features with their counts, as FSN:7, QNS:5.',
    'With the non-overlapping gap type, my_traffic and my_visibility are 0.',
  ]),
};
