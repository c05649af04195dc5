import { paged, refusal, runCanned } from '../support/run-canned';

describe('DAILY_RANKS', () => {
  it('sends the filters as the service names them and gives one row per keyword, device and day', () => {
    const result = runCanned(
      'DAILY_RANKS',
      [123, '2026-10-01', '2026-10-02', 55, 'keyword_ids=1,2; search=shoe; domain=www.Rival.com; get_archive=TRUE'],
      () => [
        {
          keyword_id: '1',
          keyword: 'running shoes',
          ranking_data: {
            desktop: [
              { date: '2026-10-01', rank: '3' },
              { date: '2026-10-02', rank: 4 },
            ],
            mobile: [{ date: '2026-10-01', rank: 101 }],
          },
        },
        // The older description sends one {date, rank} per device.
        { keyword_id: 2, keyword: 'trail shoes', ranking_data: { desktop: { date: '2026-10-02', rank: 9 } } },
      ],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/daily-ranks');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      group_id: '55',
      keyword_ids: '1,2',
      search: 'shoe',
      domain: 'www.rival.com',
      get_archive: 'true',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual(['keyword_id', 'keyword', 'device', 'ranking_data.date', 'ranking_data.rank']);
    expect(result.rows).toEqual([
      [1, 'running shoes', 'desktop', '2026-10-01', 3],
      [1, 'running shoes', 'desktop', '2026-10-02', 4],
      [1, 'running shoes', 'mobile', '2026-10-01', 101],
      [2, 'trail shoes', 'desktop', '2026-10-02', 9],
    ]);
  });

  it('reads every page, and limit caps the keywords', () => {
    const keywords = Array.from({ length: 1500 }, (_, index) => ({
      keyword_id: index + 1,
      keyword: `kw ${index + 1}`,
      ranking_data: { desktop: [{ date: '2026-10-01', rank: 5 }] },
    }));
    expect(runCanned('DAILY_RANKS', [123, '2026-10-01', '2026-10-01'], paged(keywords)).rows).toHaveLength(1500);
    const capped = runCanned('DAILY_RANKS', [123, '2026-10-01', '2026-10-01', '', 'limit=10'], paged(keywords));
    expect(capped.sent[0]?.query.limit).toBe('10');
    expect(capped.rows).toHaveLength(10);
  });
});

describe('SERP_FEATURES', () => {
  it('gives one row per keyword and day with the features present and listed per device', () => {
    const result = runCanned('SERP_FEATURES', [123, '2026-10-01', '2026-10-02', '', 'search=shoe'], () => [
      {
        keyword_id: 7,
        keyword: 'running shoes',
        serp_data: [
          {
            date: '2026-10-01',
            desktop: [
              { feature: 'fsn', listed: true },
              { feature: 'QNS', listed: false },
            ],
            mobile: [{ feature: 'AIO', listed: 1 }],
          },
          { date: '2026-10-02', desktop: [], mobile: [] },
        ],
      },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/serp-feature-presence');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      search: 'shoe',
      limit: '250',
      offset: '0',
    });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'serp_data.date',
      'serp_data.desktop',
      'serp_data.desktop.listed',
      'serp_data.mobile',
      'serp_data.mobile.listed',
    ]);
    expect(result.rows[0]).toEqual([7, 'running shoes', '2026-10-01', 'FSN, QNS', 'FSN', 'AIO', 'AIO']);
    expect(result.rows[1]).toEqual([7, 'running shoes', '2026-10-02', '', '', '', '']);
  });
});

describe('SERP_VISIBILITY', () => {
  it('sends the device as the number the service reads and the Brand folder as "brand"', () => {
    const result = runCanned('SERP_VISIBILITY', [123, '2026-10-01', '2026-10-31', 'mobile', -1], () => [
      { date: '2026-10-01', visibility: 0.4, serp_features: [{ feature: 'FSN', visibility: 0.1 }] },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/serp-visibility');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      device: '2',
      group_id: 'brand',
    });
    expect(result.header).toEqual(['date', 'visibility', 'serp_features.feature', 'serp_features.visibility']);
  });

  it('sends desktop as 1 and all keywords as 0', () => {
    const result = runCanned('SERP_VISIBILITY', [123, '2026-10-01', '2026-10-31', 'Desktop', 'all']);
    expect(result.sent[0]?.query).toMatchObject({ device: '1', group_id: '0' });
  });

  it('refuses other groups and devices before sending anything', () => {
    expect(refusal('SERP_VISIBILITY', [123, '2026-10-01', '2026-10-31', '', 55])).toMatchObject({
      message: expect.stringContaining('Brand folder'),
      sent: 0,
    });
    expect(refusal('SERP_VISIBILITY', [123, '2026-10-01', '2026-10-31', 'tablet']).sent).toBe(0);
  });
});
