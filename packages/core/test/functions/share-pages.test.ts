import { refusal, runCanned, TODAY } from '../support/run-canned';

describe('SHARE_OF_VOICE', () => {
  const answer = {
    total_keywords: '250',
    total_search_volume: 90000,
    organic_share_of_voice: {
      domains: [
        { domain: 'mysite.com', share_of_voice: '0.21', is_campaign_website: true },
        { domain: 'rival.com', share_of_voice: 0.3, is_campaign_website: false },
      ],
    },
    ai_overview_share_of_voice: {
      domains: [
        { domain: 'rival.com', share_of_voice: 0.12, is_campaign_website: false },
        { domain: 'wiki.org', share_of_voice: 0.4, is_campaign_website: false },
      ],
    },
    ai_search_share_of_voice: {
      domains: [{ domain: 'MySite.com', share_of_voice: 0.05, is_campaign_website: true }],
      total_impression_score: 812.5,
    },
  };

  it('asks for one day and lists one row per domain across the organic, AI overview and AI search lists', () => {
    const result = runCanned(
      'SHARE_OF_VOICE',
      [
        123,
        'yesterday',
        'rival.com, https://other.net/',
        'mobile',
        0,
        'keyword_ids=4,5; metrics_weighted_by_search_volume=FALSE',
      ],
      () => answer,
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/share-of-voice');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      date: '2026-11-20',
      device: 'mobile',
      group_id: '0',
      competitors: 'rival.com,other.net',
      keyword_ids: '4,5',
      metrics_weighted_by_search_volume: '0',
    });
    expect(result.header).toEqual([
      'domain',
      'is_campaign_website',
      'organic_share_of_voice.domains.share_of_voice',
      'ai_overview_share_of_voice.domains.share_of_voice',
      'ai_search_share_of_voice.domains.share_of_voice',
      'total_keywords',
      'total_search_volume',
      'ai_search_share_of_voice.total_impression_score',
    ]);
    expect(result.rows).toEqual([
      ['mysite.com', true, 0.21, '', 0.05, 250, 90000, 812.5],
      ['rival.com', false, 0.3, 0.12, '', 250, 90000, 812.5],
      ['wiki.org', false, '', 0.4, '', 250, 90000, 812.5],
    ]);
  });

  it('sends desktop unless told otherwise and refuses a day after today', () => {
    expect(runCanned('SHARE_OF_VOICE', [123, '2026-11-01'], () => answer).sent[0]?.query.device).toBe('desktop');
    expect(refusal('SHARE_OF_VOICE', [123, '2026-11-22'])).toMatchObject({
      message: expect.stringContaining(`today is ${TODAY}`),
      sent: 0,
    });
  });
});

describe('SHARE_OF_CLICKS', () => {
  it('gives one row per day and domain', () => {
    const result = runCanned('SHARE_OF_CLICKS', [123, '2026-10-01', '2026-10-02', '', 12], () => [
      {
        date: '2026-10-01',
        domains: [
          { domain: 'mysite.com', share_of_clicks: '0.4', monthly_clicks: 1200 },
          { domain: 'rival.com', share_of_clicks: 0.6, monthly_clicks: 1800 },
        ],
      },
      { date: '2026-10-02', domains: [{ domain: 'mysite.com', share_of_clicks: 0.5, monthly_clicks: 1300 }] },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/daily-share-of-clicks');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      device: 'desktop',
      group_id: '12',
    });
    expect(result.header).toEqual(['date', 'domains.domain', 'domains.share_of_clicks', 'domains.monthly_clicks']);
    expect(result.rows).toEqual([
      ['2026-10-01', 'mysite.com', 0.4, 1200],
      ['2026-10-01', 'rival.com', 0.6, 1800],
      ['2026-10-02', 'mysite.com', 0.5, 1300],
    ]);
  });
});

describe('TOP_RESULTS', () => {
  it('asks for one day and device in pages of 100 keywords, one row per keyword and result', () => {
    const result = runCanned('TOP_RESULTS', [123, '2026-11-01', 'mobile', '', 'keyword_ids=9'], () => [
      {
        keyword_id: 9,
        keyword: 'running shoes',
        top_100_results: [
          {
            domain: 'rival.com',
            landing_page: 'https://rival.com/run',
            rank: '1',
            title: 'Run',
            description: 'Shoes',
            search_intent: 'commercial',
          },
          {
            domain: 'mysite.com',
            landing_page: 'https://mysite.com/',
            rank: 2,
            title: 'Mine',
            description: '',
            search_intent: 'transactional',
          },
        ],
      },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/top-results');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      date: '2026-11-01',
      device: 'mobile',
      keyword_ids: '9',
      limit: '100',
      offset: '0',
    });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'top_100_results.rank',
      'top_100_results.domain',
      'top_100_results.landing_page',
      'top_100_results.title',
      'top_100_results.description',
      'top_100_results.search_intent',
    ]);
    expect(result.rows[0]).toEqual([
      9,
      'running shoes',
      1,
      'rival.com',
      'https://rival.com/run',
      'Run',
      'Shoes',
      'commercial',
    ]);
    expect(result.rows).toHaveLength(2);
  });

  it('reads yesterday when the day is left out, and refuses a day after today before sending', () => {
    expect(runCanned('TOP_RESULTS', [123]).queries[0]).toMatchObject({ date: '2026-11-20' });
    expect(refusal('TOP_RESULTS', [123, '2026-11-22']).sent).toBe(0);
  });
});

describe('RANKING_PAGES', () => {
  it('gives one row per page and keyword it ranks for', () => {
    const result = runCanned('RANKING_PAGES', [123, 4, 'search=/blog'], () => [
      {
        url: 'https://mysite.com/blog/shoes',
        title: 'Shoes',
        description: 'All about shoes',
        ranking_keywords: [
          { keyword_id: '1', keyword: 'shoes' },
          { keyword_id: 2, keyword: 'best shoes' },
        ],
      },
      { url: 'https://mysite.com/blog/empty', title: 'Empty', description: '', ranking_keywords: [] },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/ranking-pages');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      group_id: '4',
      search: '/blog',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual([
      'url',
      'title',
      'description',
      'ranking_keywords.keyword_id',
      'ranking_keywords.keyword',
    ]);
    expect(result.column('ranking_keywords.keyword_id')).toEqual([1, 2, '']);
    expect(result.cell(2, 'url')).toBe('https://mysite.com/blog/empty');
  });
});
