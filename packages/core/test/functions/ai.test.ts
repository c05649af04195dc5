import { refusal, runCanned, type SentRequest } from '../support/run-canned';

const PERIOD = { campaign_id: '123', start_date: '2026-10-01', end_date: '2026-10-02' };

describe('AIO_KEYWORDS', () => {
  const overview = (rank: number, present: boolean) => ({
    links: ['https://mysite.com/a', { url: 'https://rival.com/b' }],
    brand_presence: present,
    brand_presence_any: 'true',
    rank,
    content: 'An overview.',
  });

  it('turns the days keyed by date into one row per keyword, device and day', () => {
    const result = runCanned('AIO_KEYWORDS', [123, '2026-10-01', '2026-10-02', '', 'keyword_ids=4'], (request) =>
      request.query.offset === '0'
        ? [
            {
              keyword_id: '4',
              keyword: 'running shoes',
              sge_widget_data: {
                desktop: { '2026-10-02': overview(100, false), '2026-10-01': overview(2, true) },
                mobile: { '2026-10-01': overview(3, true) },
              },
            },
          ]
        : [],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/aio');
    expect(result.sent[0]?.query).toEqual({ ...PERIOD, keyword_ids: '4', limit: '100', offset: '0' });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'device',
      'sge_widget_data.date',
      'sge_widget_data.rank',
      'sge_widget_data.brand_presence',
      'sge_widget_data.brand_presence_any',
      'sge_widget_data.links',
      'sge_widget_data.content',
    ]);
    expect(result.rows).toEqual([
      [
        4,
        'running shoes',
        'desktop',
        '2026-10-01',
        2,
        true,
        true,
        'https://mysite.com/a, https://rival.com/b',
        'An overview.',
      ],
      [
        4,
        'running shoes',
        'desktop',
        '2026-10-02',
        100,
        false,
        true,
        'https://mysite.com/a, https://rival.com/b',
        'An overview.',
      ],
      [
        4,
        'running shoes',
        'mobile',
        '2026-10-01',
        3,
        true,
        true,
        'https://mysite.com/a, https://rival.com/b',
        'An overview.',
      ],
    ]);
  });

  it('keeps paging past short pages until a page comes back empty, since limit counts keywords looked at', () => {
    const pages: Record<string, unknown[]> = {
      '0': [{ keyword_id: 1, keyword: 'a', sge_widget_data: { desktop: { '2026-10-01': { rank: 1 } } } }],
      '100': [{ keyword_id: 150, keyword: 'b', sge_widget_data: { mobile: { '2026-10-01': { rank: 2 } } } }],
    };
    const result = runCanned(
      'AIO_KEYWORDS',
      [123, '2026-10-01', '2026-10-02'],
      (request: SentRequest) => pages[request.query.offset ?? ''] ?? [],
    );
    expect(result.column('keyword_id')).toEqual([1, 150]);
    expect(result.sent.map((request) => request.query.offset)).toEqual(['0', '100', '200']);
  });
});

describe('AIO_COMPETITION', () => {
  it('sends the device and competitors as comma text and flattens the guessed shape generically', () => {
    const result = runCanned(
      'AIO_COMPETITION',
      [123, '2026-10-01', '2026-10-02', 'rival.com; other.net', 'mobile'],
      () => [
        {
          keyword_id: 4,
          keyword: 'shoes',
          competitors: [
            { domain: 'rival.com', present: true, rank: 1 },
            { domain: 'other.net', present: false, rank: 100 },
          ],
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/competition/aio');
    expect(result.sent[0]?.query).toEqual({
      ...PERIOD,
      device: 'mobile',
      competitors: 'rival.com,other.net',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'competitors.domain',
      'competitors.present',
      'competitors.rank',
    ]);
    expect(result.column('competitors.rank')).toEqual([1, 100]);
  });
});

describe('AIO_MENTIONS and AIO_CITATIONS', () => {
  it.each([
    ['AIO_MENTIONS', 'aio-mentions', 'aio_mentions_visibility'],
    ['AIO_CITATIONS', 'aio-citations', 'aio_citations_visibility'],
  ])('%s gives one row per day with desktop and mobile visibility', (name, pathEnd, field) => {
    const result = runCanned(name, [123, '2026-10-01', '2026-10-02', 'brand', 'domain=rival.com'], () => [
      { date: '2026-10-01', [field]: { desktop: '0.25', mobile: 0.2 } },
    ]);
    expect(result.sent[0]?.path).toBe(`/rank-tracker/v3.0/groups/daily-visibility/${pathEnd}`);
    expect(result.sent[0]?.query).toEqual({
      ...PERIOD,
      group_id: '-1',
      domain: 'rival.com',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual(['date', `${field}.desktop`, `${field}.mobile`]);
    expect(result.rows).toEqual([['2026-10-01', 0.25, 0.2]]);
  });
});

describe('AIS_KEYWORDS', () => {
  it('sends the engine and gives one row per keyword and week', () => {
    const result = runCanned('AIS_KEYWORDS', [123, '2026-10-01', '2026-10-02', '', 'ai_search_llm=Gemini'], () => [
      {
        keyword_id: 4,
        keyword: 'running shoes',
        ai_search_provider: { engine: 'gemini' },
        ai_search_data: [
          {
            date: '2026-09-28',
            citations: ['https://mysite.com/a', 'https://rival.com/b'],
            any_brand_present: true,
            my_brand_present: 0,
            rank: '3',
            sentiment_of_my_brand: 'neutral',
          },
        ],
      },
    ]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/ais');
    expect(result.sent[0]?.query).toEqual({ ...PERIOD, ai_search_llm: 'gemini', limit: '1000', offset: '0' });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'ai_search_data.date',
      'ai_search_data.rank',
      'ai_search_data.my_brand_present',
      'ai_search_data.any_brand_present',
      'ai_search_data.sentiment_of_my_brand',
      'ai_search_data.citations',
    ]);
    expect(result.rows).toEqual([
      [4, 'running shoes', '2026-09-28', 3, false, true, 'neutral', 'https://mysite.com/a, https://rival.com/b'],
    ]);
  });

  it('refuses an engine it does not know, which the service would silently replace', () => {
    expect(refusal('AIS_KEYWORDS', [123, '2026-10-01', '2026-10-02', '', 'ai_search_llm=claude'])).toMatchObject({
      message: expect.stringContaining('openai, gemini, perplexity'),
      sent: 0,
    });
  });
});

describe('AIS_RANKS', () => {
  it('gives one row per keyword and week', () => {
    const result = runCanned(
      'AIS_RANKS',
      [123, '2026-10-01', '2026-10-02', '', 'ai_search_llm=openai; search=shoe'],
      () => [
        {
          keyword_id: 4,
          keyword: 'running shoes',
          ranking_data: [
            {
              date: '2026-09-28',
              rank: 2,
              any_brand_present: true,
              my_brand_present: true,
              sentiment_of_my_brand: 'positive',
            },
          ],
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/daily-ranks/ais');
    expect(result.sent[0]?.query).toEqual({
      ...PERIOD,
      search: 'shoe',
      ai_search_llm: 'openai',
      limit: '1000',
      offset: '0',
    });
    expect(result.header.slice(2)).toEqual([
      'ranking_data.date',
      'ranking_data.rank',
      'ranking_data.my_brand_present',
      'ranking_data.any_brand_present',
      'ranking_data.sentiment_of_my_brand',
    ]);
    expect(result.rows).toEqual([[4, 'running shoes', '2026-09-28', 2, true, true, 'positive']]);
  });
});

describe('AIS_COMPETITION', () => {
  it('sends the device, competitors as comma text and the engine, one row per keyword and competitor', () => {
    const result = runCanned(
      'AIS_COMPETITION',
      [123, '2026-10-01', '2026-10-02', 'rival.com', '', '', 'ai_search_llm=perplexity'],
      () => [
        {
          keyword_id: 4,
          keyword: 'running shoes',
          competitors: [
            { domain: 'mysite.com', rank: 1, rank_trend: 0, any_brand_present: true, competitor_brand_present: true },
            {
              domain: 'rival.com',
              rank: '100',
              rank_trend: -3,
              any_brand_present: true,
              competitor_brand_present: false,
            },
          ],
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/keywords/competition/ais');
    expect(result.sent[0]?.query).toEqual({
      ...PERIOD,
      device: 'desktop',
      competitors: 'rival.com',
      ai_search_llm: 'perplexity',
      limit: '1000',
      offset: '0',
    });
    expect(result.header).toEqual([
      'keyword_id',
      'keyword',
      'competitors.domain',
      'competitors.rank',
      'competitors.rank_trend',
      'competitors.any_brand_present',
      'competitors.competitor_brand_present',
    ]);
    expect(result.rows[1]).toEqual([4, 'running shoes', 'rival.com', 100, -3, true, false]);
  });
});

describe('AIS_MENTIONS and AIS_CITATIONS', () => {
  it.each([
    ['AIS_MENTIONS', 'ais-mentions', 'brand_presence_visibility'],
    ['AIS_CITATIONS', 'ais-citations', 'source_citation_visibility'],
  ])('%s gives one row per week', (name, pathEnd, field) => {
    const result = runCanned(
      name,
      [123, '2026-10-01', '2026-10-02', '', 'metrics_weighted_by_search_volume=TRUE; ai_search_llm=openai'],
      () => [{ date: '2026-09-28', [field]: '0.31' }],
    );
    expect(result.sent[0]?.path).toBe(`/rank-tracker/v3.0/groups/daily-visibility/${pathEnd}`);
    expect(result.sent[0]?.query).toEqual({
      ...PERIOD,
      metrics_weighted_by_search_volume: '1',
      ai_search_llm: 'openai',
    });
    expect(result.header).toEqual(['date', field]);
    expect(result.rows).toEqual([['2026-09-28', 0.31]]);
  });
});

describe('AIS_STATS', () => {
  it('sends the engine as gpt_provider and gives one row per engine with its stats', () => {
    const result = runCanned('AIS_STATS', [123, 'ai_search_llm=openai'], () => ({
      engines: [
        { engine: 'openai', enabled: true, active: 1, last_crawl_date: '2026-11-17', has_data: true },
        { engine: 'gemini', enabled: false, active: false, last_crawl_date: null, has_data: false },
      ],
      stats: { openai: { presence_rate: '0.42', any_brand_rate: 0.6, keywords_tracked: 120 } },
    }));
    expect(result.sent[0]).toEqual({
      method: 'GET',
      path: '/rank-tracker/v3.0/ais/stats',
      query: { campaign_id: '123', gpt_provider: 'openai' },
      body: undefined,
    });
    expect(result.header).toEqual([
      'engines.engine',
      'engines.enabled',
      'engines.active',
      'engines.last_crawl_date',
      'engines.has_data',
      'stats.presence_rate',
      'stats.other_figures',
    ]);
    expect(result.rows).toEqual([
      ['openai', true, true, '2026-11-17', true, 0.42, 'any_brand_rate=0.6, keywords_tracked=120'],
      ['gemini', false, false, '', false, '', ''],
    ]);
  });
});
