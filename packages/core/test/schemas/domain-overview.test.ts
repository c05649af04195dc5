import { flattenResponse } from '../../src/flatten';
import { domainOverviewLayout } from '../../src/registry/areas/domain-overview';
import { rowByHeader } from '../flatten/table-helpers';

describe('domain overview record', () => {
  const documented = {
    related_keywords: '5400',
    search_data: {
      search_volume: 120000,
      year_over_year: '1.1',
      monthly_searches: [
        { month: 'Feb', year: 2026, search_volume: 2 },
        { month: 'Jan', year: 2026, search_volume: 1 },
      ],
    },
    serp_data: {
      percentage_clicks: 0.48,
      serp_features: [
        { feature: 'fsn', count: 7 },
        { feature: 'QNS', count: '5' },
      ],
    },
    est_traffic: { my_traffic: { traffic: 100, trend: 0.1 }, competitor_traffic: { traffic: '900', trend: -0.2 } },
    visibility_data: {
      my_visibility: { visibility: 0, trend: 0 },
      competitor_visibility: { visibility: 12.5, trend: '1.5' },
    },
  };

  test('one row, SERP features as CODE:count, monthly searches oldest first', () => {
    expect(rowByHeader(flattenResponse(documented, domainOverviewLayout))).toEqual({
      related_keywords: 5400,
      'search_data.search_volume': 120000,
      'search_data.year_over_year': 1.1,
      'search_data.monthly_searches': '2026-01:1, 2026-02:2',
      'serp_data.percentage_clicks': 0.48,
      'serp_data.serp_features': 'FSN:7, QNS:5',
      'est_traffic.my_traffic.traffic': 100,
      'est_traffic.my_traffic.trend': 0.1,
      'est_traffic.competitor_traffic.traffic': 900,
      'est_traffic.competitor_traffic.trend': -0.2,
      'visibility_data.my_visibility.visibility': 0,
      'visibility_data.my_visibility.trend': 0,
      'visibility_data.competitor_visibility.visibility': 12.5,
      'visibility_data.competitor_visibility.trend': 1.5,
    });
  });

  test('percentage_clicks sent at the top level', () => {
    const row = rowByHeader(flattenResponse({ related_keywords: 1, percentage_clicks: '0.3' }, domainOverviewLayout));
    expect(row['serp_data.percentage_clicks']).toBe(0.3);
  });

  test('the same record wrapped in a list', () => {
    expect(flattenResponse([documented], domainOverviewLayout).rows).toEqual(
      flattenResponse(documented, domainOverviewLayout).rows,
    );
  });
});
