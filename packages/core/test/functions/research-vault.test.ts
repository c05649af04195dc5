import { refusal, runCanned } from '../support/run-canned';

const researchKeyword = (keyword: string, extra: Record<string, unknown> = {}) => ({
  keyword,
  search_data: {
    search_volume: '2400',
    year_over_year: 1.1,
    monthly_searches: [{ month: 'Jan', year: 2026, search_volume: 2000 }],
  },
  ranking_data: { updated_on: '2026-11-19T00:00:00Z', rank: 12, trend: -2, landing_page: 'https://mysite.com/x' },
  serp_data: {
    percentage_clicks: '0.55',
    serp_features: [
      { feature: 'fsn', position: 1 },
      { feature: 'img', position: 4 },
    ],
  },
  tracked_keyword_id: null,
  ...extra,
});

const KEYWORD_COLUMNS = [
  'keyword',
  'tracked_keyword_id',
  'search_data.search_volume',
  'search_data.year_over_year',
  'search_data.monthly_searches',
  'serp_data.percentage_clicks',
  'serp_data.serp_features',
  'ranking_data.updated_on',
  'ranking_data.rank',
  'ranking_data.trend',
  'ranking_data.landing_page',
];

describe('RELATED_KEYWORDS', () => {
  it('asks for the keyword and gives one row per related keyword with its connection strength', () => {
    const result = runCanned(
      'RELATED_KEYWORDS',
      [123, 'running shoes', 'order_by=search_volume; order_direction=desc'],
      () => [researchKeyword('trail running shoes', { connection_strength: '0.8', tracked_keyword_id: '77' })],
    );
    expect(result.sent[0]?.path).toBe('/research/v3.0/related-keywords');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      keyword: 'running shoes',
      order_by: 'search_volume',
      order_direction: 'desc',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual(['keyword', 'connection_strength', ...KEYWORD_COLUMNS.slice(1)]);
    expect(result.rows[0]).toEqual([
      'trail running shoes',
      0.8,
      77,
      2400,
      1.1,
      '2026-01:2000',
      0.55,
      'FSN, IMG',
      '2026-11-19',
      12,
      -2,
      'https://mysite.com/x',
    ]);
  });
});

describe('RESEARCH_KEYWORDS', () => {
  it('sends the keywords as comma text and gives one row per keyword', () => {
    const result = runCanned('RESEARCH_KEYWORDS', [123, [['running shoes'], ['trail shoes']]], () => [
      researchKeyword('running shoes'),
      researchKeyword('trail shoes', { percentage_clicks: 0.3, serp_data: { serp_features: ['qns'] } }),
    ]);
    expect(result.sent[0]?.path).toBe('/research/v3.0/keywords');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      keywords: 'running shoes,trail shoes',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual(KEYWORD_COLUMNS);
    expect(result.cell(1, 'serp_data.percentage_clicks')).toBe(0.3);
    expect(result.cell(1, 'serp_data.serp_features')).toBe('QNS');
  });
});

describe('TOPIC_OVERVIEW', () => {
  it('gives one row for the topic', () => {
    const result = runCanned('TOPIC_OVERVIEW', [123, 'running shoes'], () => ({
      related_keywords: '340',
      search_data: { search_volume: 88000, year_over_year: 0.9, monthly_searches: [] },
      serp_data: {
        percentage_clicks: 0.5,
        serp_features: [
          { feature: 'fsn', count: '7' },
          { feature: 'QNS', count: 5 },
        ],
      },
      visibility_data: { visibility: 3.2, trend: 0.1 },
    }));
    expect(result.sent[0]).toEqual({
      method: 'GET',
      path: '/research/v3.0/topic-overview',
      query: { campaign_id: '123', keyword: 'running shoes' },
      body: undefined,
    });
    expect(result.header).toEqual([
      'related_keywords',
      'search_data.search_volume',
      'search_data.year_over_year',
      'search_data.monthly_searches',
      'serp_data.percentage_clicks',
      'serp_data.serp_features',
      'visibility_data.visibility',
      'visibility_data.trend',
    ]);
    // Shares and visibility as fractions 0–1: the service's percentages are divided by 100 (docs/service.md, Scales).
    expect(result.rows).toEqual([[340, 88000, 0.9, '', 0.5, 'FSN:7, QNS:5', 0.032, 0.1]]);
  });
});

describe('RESEARCH_RANKS', () => {
  it('sends keywords and domains as comma text and gives one row per keyword and domain', () => {
    const result = runCanned(
      'RESEARCH_RANKS',
      [123, 'running shoes', 'https://www.MySite.com, rival.com', 'order_by=rank'],
      () => [
        {
          keyword: 'running shoes',
          updated_on: '2026-11-18',
          ranking_data: [
            { domain: 'www.mysite.com', rank: '4', trend: 1, landing_page: 'https://www.mysite.com/run' },
            { domain: 'rival.com', rank: 101, trend: 0, landing_page: '' },
          ],
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/research/v3.0/ranking-data');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      keywords: 'running shoes',
      domains: 'www.mysite.com,rival.com',
      order_by: 'rank',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual([
      'keyword',
      'updated_on',
      'ranking_data.domain',
      'ranking_data.rank',
      'ranking_data.trend',
      'ranking_data.landing_page',
    ]);
    expect(result.column('ranking_data.rank')).toEqual([4, 101]);
  });

  it('refuses more than 10 domains before sending anything', () => {
    const domains = Array.from({ length: 11 }, (_, index) => `site${index}.com`).join(',');
    expect(refusal('RESEARCH_RANKS', [123, 'shoes', domains])).toMatchObject({
      message: expect.stringContaining('at most 10'),
      sent: 0,
    });
  });
});

describe('DOMAIN_KEYWORDS', () => {
  it('sends url and gap_analysis as the service reads them, one row per keyword', () => {
    const result = runCanned(
      'DOMAIN_KEYWORDS',
      [123, 'https://rival.com/blog/', 'non-overlapping', 'order_by=my_rank'],
      () => [
        {
          keyword: 'shoe care',
          search_data: { search_volume: 500 },
          ranking_data: {
            updated_on: '2026-11-18',
            my_rank: { rank: 101, trend: 0, landing_page: '' },
            competitor_rank: { rank: '3', trend: 2, landing_page: 'https://rival.com/blog/care' },
          },
          serp_data: { percentage_clicks: 0.7, serp_features: [] },
          tracked_keyword_id: 15,
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/research/v3.0/domain-ranking-keywords');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      url: 'rival.com/blog',
      gap_analysis: 'non-overlapping',
      order_by: 'my_rank',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toContain('ranking_data.competitor_rank.landing_page');
    expect(result.cell(0, 'ranking_data.competitor_rank.rank')).toBe(3);
    expect(result.cell(0, 'ranking_data.my_rank.rank')).toBe(101);
    expect(result.cell(0, 'tracked_keyword_id')).toBe(15);
  });

  it('takes one domain or URL only', () => {
    expect(refusal('DOMAIN_KEYWORDS', [123, 'a.com, b.com']).sent).toBe(0);
  });
});

describe('VAULT_LISTS', () => {
  it('reads every page and flattens the lists whatever their shape, even bare names', () => {
    const names = runCanned('VAULT_LISTS', [123], () => ['Shoes Q4', 'Competitor gap']);
    expect(names.sent[0]).toEqual({
      method: 'GET',
      path: '/keyword-vault/v3.0/get-lists',
      query: { campaign_id: '123', limit: '1000', offset: '0' },
      body: undefined,
    });
    expect(names.header).toEqual(['value']);
    expect(names.column('value')).toEqual(['Shoes Q4', 'Competitor gap']);
    const records = runCanned('VAULT_LISTS', [123], () => ({
      lists: [{ name: 'Shoes Q4', keyword_count: 30 }],
      total: 1,
    }));
    expect(records.header).toEqual(['name', 'keyword_count']);
    expect(records.rows).toEqual([['Shoes Q4', 30]]);
  });
});

describe('VAULT_OVERVIEW', () => {
  it('asks for the list by name and gives one row', () => {
    const result = runCanned('VAULT_OVERVIEW', [123, 'Shoes Q4'], () => ({
      keyword_count: 30,
      search_data: { search_volume: '9000' },
      serp_data: { percentage_clicks: 0.4, serp_features: [{ feature: 'fsn', count: 3 }] },
      visibility_data: { visibility: 1.5, trend: -0.2 },
    }));
    expect(result.sent[0]?.path).toBe('/keyword-vault/v3.0/get-overview-data');
    expect(result.sent[0]?.query).toEqual({ campaign_id: '123', list: 'Shoes Q4' });
    expect(result.header[0]).toBe('keyword_count');
    // Shares and visibility as fractions 0–1: the service's percentages are divided by 100 (docs/service.md, Scales).
    expect(result.rows).toEqual([[30, 9000, '', '', 0.4, 'FSN:3', 0.015, -0.2]]);
  });
});

describe('VAULT_KEYWORDS', () => {
  it('asks for the list by name and gives one row per keyword', () => {
    const result = runCanned('VAULT_KEYWORDS', [123, 'Shoes Q4', 'search=trail; order_by=search_volume'], () => [
      researchKeyword('trail shoes'),
    ]);
    expect(result.sent[0]?.path).toBe('/keyword-vault/v3.0/get-keyword-data-by-list');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      list: 'Shoes Q4',
      search: 'trail',
      order_by: 'search_volume',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual(KEYWORD_COLUMNS);
    expect(result.cell(0, 'search_data.search_volume')).toBe(2400);
  });
});
