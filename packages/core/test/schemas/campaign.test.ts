import { flattenResponse } from '../../src/flatten';
import { campaignsLayout } from '../../src/registry/areas/campaigns';
import { rowByHeader } from '../flatten/table-helpers';

const campaignRow = (body: unknown) => rowByHeader(flattenResponse(body, campaignsLayout));

describe('tracked campaign records', () => {
  const documented = {
    campaign_info: {
      id: '42',
      name: 'Shoes UK',
      company: 'Acme',
      company_id: '7',
      domain: 'shoes.example',
      keyword_count: 250,
      date_created: '2024-02-01',
      location: 'United Kingdom',
      currency: 'GBP',
      mrr: '1500.5',
    },
    visibility: {
      desktop: { latest: 9.1, trend_7days: '0.4', trend_30days: -1.2 },
      mobile: { latest: '8.5', trend_7days: 0, trend_30days: 0.3 },
    },
    multiple_locations: [
      { campaign_id: 43, location: 'London', visibility: { desktop: { latest: 5 } } },
      { campaign_id: 44, location: 'Leeds' },
    ],
    health_status: 'healthy',
    objective_status: {
      actual_sessions: '1200',
      estimated_sessions: 1500,
      performance: 0.8,
      status: 'on_track',
      start_month: 'January 2026',
      end_month: 'December 2026',
    },
    reporting_status: 'active',
    account_manager: 'Jo Bloggs',
  };

  test('the documented record, numbers sent as text included', () => {
    const row = campaignRow([documented]);
    expect(row['campaign_info.id']).toBe(42);
    expect(row['campaign_info.company_id']).toBe(7);
    expect(row['campaign_info.name']).toBe('Shoes UK');
    expect(row['campaign_info.keyword_count']).toBe(250);
    expect(row['campaign_info.date_created']).toBe('2024-02-01');
    expect(row['campaign_info.mrr']).toBe(1500.5);
    expect(row['visibility.desktop.latest']).toBe(9.1);
    expect(row['visibility.desktop.trend_7days']).toBe(0.4);
    expect(row['visibility.mobile.latest']).toBe(8.5);
    expect(row['visibility.mobile.trend_7days']).toBe(0);
    expect(row['multiple_locations.count']).toBe(2);
    expect(row['objective_status.actual_sessions']).toBe(1200);
    expect(row['objective_status.start_month']).toBe('January 2026');
    expect(row.account_manager).toBe('Jo Bloggs');
  });

  test('keywords_count (what the live service sends) fills campaign_info.keyword_count', () => {
    const row = campaignRow([{ campaign_info: { id: 1, keywords_count: '310' } }]);
    expect(row['campaign_info.keyword_count']).toBe(310);
  });

  test('the extras of real records, inside campaign_info or at the top level', () => {
    const inside = campaignRow([
      {
        campaign_info: {
          id: 1,
          campaign_currency: 'EUR',
          primary_device: 'mobile',
          max_tracked_position_desktop: '100',
          max_tracked_position_mobile: 50,
        },
      },
    ]);
    expect(inside['campaign_info.campaign_currency']).toBe('EUR');
    expect(inside['campaign_info.primary_device']).toBe('mobile');
    expect(inside['campaign_info.max_tracked_position_desktop']).toBe(100);
    expect(inside['campaign_info.max_tracked_position_mobile']).toBe(50);
    const outside = campaignRow([{ campaign_info: { id: 1 }, analytics_currency: 'USD', primary_device: 'desktop' }]);
    expect(outside['campaign_info.analytics_currency']).toBe('USD');
    expect(outside['campaign_info.primary_device']).toBe('desktop');
  });

  test('a campaign without extra locations shows an empty count, an empty list shows 0', () => {
    expect(campaignRow([{ campaign_info: { id: 1 } }])['multiple_locations.count']).toBe('');
    expect(campaignRow([{ campaign_info: { id: 1 }, multiple_locations: [] }])['multiple_locations.count']).toBe(0);
  });
});
