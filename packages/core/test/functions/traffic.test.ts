import { refusal, runCanned } from '../support/run-canned';

describe('TRAFFIC', () => {
  it('asks for a segment and gives one row per day', () => {
    const result = runCanned('TRAFFIC', [123, '2026-10-01', '2026-10-02', 'brand'], () => [
      {
        date: '2026-10-01',
        sessions: '120',
        ecommerce: { conversions: 3, revenue: '150.5' },
        goals: { completions: 7, revenue: 14 },
        bounce_rate: 0.42,
      },
      { date: '2026-10-02', sessions: 99, ecommerce: { transactions: 2, revenue: 80 }, goals: {}, bounce_rate: 0.5 },
    ]);
    expect(result.sent[0]?.path).toBe('/organic-traffic/v3.0/daily-traffic');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      segment: 'brand',
    });
    expect(result.header).toEqual([
      'date',
      'sessions',
      'ecommerce.conversions',
      'ecommerce.revenue',
      'goals.completions',
      'goals.revenue',
      'bounce_rate',
    ]);
    expect(result.rows).toEqual([
      ['2026-10-01', 120, 3, 150.5, 7, 14, 0.42],
      ['2026-10-02', 99, 2, 80, '', '', 0.5],
    ]);
  });
});

describe('TRAFFIC_KEYWORDS', () => {
  it('sends the options by their service names and gives one row per phrase', () => {
    const result = runCanned(
      'TRAFFIC_KEYWORDS',
      [123, '2026-10-01', '2026-10-31', '', 'tracking_status=untracked; order_by=sessions; order_direction=descending'],
      () => [
        {
          keyword: 'acme reviews',
          tracked_keyword_id: null,
          brand: true,
          current_page: 'https://acme.com/',
          gsc_data: { impressions: 900, clicks: '80', avg_position: 1.4 },
          analytics_data: {
            sessions: 70,
            ecommerce: { conversions: 1, revenue: 20 },
            goals: { completions: 2, revenue: 4 },
          },
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/organic-traffic/v3.0/keywords');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      tracking_status: 'untracked',
      order_by: 'sessions',
      order_direction: 'desc',
      limit: '1000',
      offset: '0',
    });
    expect(result.header.slice(0, 5)).toEqual([
      'keyword',
      'tracked_keyword_id',
      'brand',
      'current_page',
      'gsc_data.impressions',
    ]);
    expect(result.cell(0, 'tracked_keyword_id')).toBe('');
    expect(result.cell(0, 'brand')).toBe(true);
    expect(result.cell(0, 'gsc_data.clicks')).toBe(80);
    expect(result.cell(0, 'analytics_data.goals.revenue')).toBe(4);
  });

  it('refuses an order the service does not offer', () => {
    expect(refusal('TRAFFIC_KEYWORDS', [123, '2026-10-01', '2026-10-31', '', 'order_by=clicks'])).toMatchObject({
      message: expect.stringContaining('avg_position'),
      sent: 0,
    });
  });
});
