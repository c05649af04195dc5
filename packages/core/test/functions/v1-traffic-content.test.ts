import { json, runCanned } from '../support/run-canned';

const PERIOD = [123, '2026-10-01', '2026-10-31'];

describe('V1_ORGANIC_TRAFFIC', () => {
  it('gives one row per day, non-brand then brand', () => {
    const call = runCanned('V1_ORGANIC_TRAFFIC', PERIOD, () =>
      json(200, [
        {
          date: '2026-10-01',
          visits_non_brand: '120',
          goals_conversions_non_brand: 4,
          conversion_rate_non_brand: 3.33,
          goals_conversions_value_non_brand: 80,
          visits_brand: 300,
          goals_conversions_brand: 20,
          conversion_rate_brand: 6.67,
          goals_conversions_value_brand: 410.5,
        },
      ]),
    );
    expect(call.paths).toEqual(['/organic_traffic/123/2026-10-01/2026-10-31']);
    expect(call.header).toEqual([
      'date',
      'visits_non_brand',
      'goals_conversions_non_brand',
      'conversion_rate_non_brand',
      'goals_conversions_value_non_brand',
      'visits_brand',
      'goals_conversions_brand',
      'conversion_rate_brand',
      'goals_conversions_value_brand',
    ]);
    // Shares and visibility as fractions 0–1: the service's percentages are divided by 100 (docs/service.md, Scales).
    expect(call.rows).toEqual([['2026-10-01', 120, 4, 0.0333, 80, 300, 20, 0.0667, 410.5]]);
  });
});

describe('V1_ORGANIC_TRAFFIC_SPLIT', () => {
  it('sends the segment as type and flattens what comes back', () => {
    const call = runCanned('V1_ORGANIC_TRAFFIC_SPLIT', [...PERIOD, 'Non Brand'], () =>
      json(200, [{ date: '2026-10-01', type: 'non-brand', visits: 120, conversions_rate: '1.5' }]),
    );
    expect(call.paths).toEqual(['/organic_traffic/split/123/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ type: 'non-brand' }]);
    expect(call.header).toEqual(['date', 'type', 'visits', 'conversions_rate']);
    expect(call.rows).toEqual([['2026-10-01', 'non-brand', 120, 0.015]]);
  });

  it('asks for both segments when type is empty', () => {
    const call = runCanned('V1_ORGANIC_TRAFFIC_SPLIT', PERIOD, () => json(200, []));
    expect(call.queries).toEqual([{}]);
  });
});

describe('V1_CONTENT', () => {
  const article = (n: number) => ({
    date: '2026-09-30',
    title: `Article ${n}`,
    article_url: `https://news.example/${n}`,
    source: 'news.example',
    social: { facebook: 12, twitter: 3 },
    visits: 40,
    conversions: 2,
    conversions_value: 55,
    landing_pages: [
      {
        url: 'https://shoes.example/running',
        keywords: [{ name: 'running shoes' }, { name: 'trail shoes' }],
        search_volume: 30000,
        visibility_score: 12,
        visibility_score_change: -1.5,
      },
      { url: 'https://shoes.example/sale', keywords: [], search_volume: 0 },
    ],
  });

  it('gives one row per article and linked landing page', () => {
    const call = runCanned('V1_CONTENT', PERIOD, () => json(200, [article(1)]));
    expect(call.paths).toEqual(['/content/123/2026-10-01/2026-10-31']);
    expect(call.header).toEqual([
      'date',
      'title',
      'article_url',
      'source',
      'social.facebook',
      'visits',
      'conversions',
      'conversions_value',
      'landing_pages.url',
      'landing_pages.keywords',
      'landing_pages.search_volume',
      'landing_pages.visibility_score',
      'landing_pages.visibility_score_change',
    ]);
    expect(call.rows).toEqual([
      [
        '2026-09-30',
        'Article 1',
        'https://news.example/1',
        'news.example',
        12,
        40,
        2,
        55,
        'https://shoes.example/running',
        'running shoes, trail shoes',
        30000,
        0.12,
        -1.5,
      ],
      [
        '2026-09-30',
        'Article 1',
        'https://news.example/1',
        'news.example',
        12,
        40,
        2,
        55,
        'https://shoes.example/sale',
        '',
        0,
        '',
        '',
      ],
    ]);
  });

  it('reads fixed pages of 1000 articles by offset', () => {
    const call = runCanned('V1_CONTENT', PERIOD, ({ query }) => {
      const offset = Number(query.offset ?? 0);
      return json(
        200,
        Array.from({ length: Math.max(0, Math.min(1000, 1200 - offset)) }, (_, i) => ({
          ...article(offset + i),
          landing_pages: [],
        })),
      );
    });
    expect(call.queries.map((q) => q.offset)).toEqual(['0', '999', '1998']);
    expect(call.rows).toHaveLength(1200);
    expect(call.cell(1199, 'title')).toBe('Article 1199');
  });
});

describe('V1_VISIBILITY_DATA and V1_VISIBILITY_SCORE', () => {
  it('asks for the all-keywords group (0) and desktop (1) by default', () => {
    const call = runCanned('V1_VISIBILITY_DATA', PERIOD, () =>
      json(200, [
        { date: '2026-10-01', vscore: '12.5', annotations: [] },
        { date: '2026-10-02', vscore: 13, annotations: [{ title: 'Migration' }, 'New menu'] },
      ]),
    );
    expect(call.paths).toEqual(['/visibility_score_data/123/0/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ device: '1' }]);
    expect(call.header).toEqual(['date', 'vscore', 'annotations']);
    expect(call.rows).toEqual([
      ['2026-10-01', 0.125, ''],
      ['2026-10-02', 0.13, 'Migration; New menu'],
    ]);
  });

  it('sends a group and mobile as 2', () => {
    const call = runCanned('V1_VISIBILITY_DATA', [...PERIOD, 7, 'mobile'], () => json(200, []));
    expect(call.paths).toEqual(['/visibility_score_data/123/7/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ device: '2' }]);
  });

  it('flattens the deprecated visibility scores generically', () => {
    const call = runCanned('V1_VISIBILITY_SCORE', [...PERIOD, 7], () =>
      json(200, [{ date: '2026-10-01', vscore: 12, vscore_mobile: 9 }]),
    );
    expect(call.paths).toEqual(['/visibility_score/123/7/2026-10-01/2026-10-31']);
    expect(call.records()).toEqual([{ date: '2026-10-01', vscore: 0.12, vscore_mobile: 0.09 }]);
  });
});

describe('V1_KEYWORD_SERP', () => {
  it('sends the keyword, the day and the device in the query', () => {
    const call = runCanned('V1_KEYWORD_SERP', [123, ' running shoes ', '2026-10-15', 'mobile'], () =>
      json(200, [
        { position: 1, site: 'shoes.example', full_lp: 'https://shoes.example/running' },
        { position: '2', site: 'rival.com', full_lp: 'https://rival.com/run' },
      ]),
    );
    expect(call.paths).toEqual(['/keyword_serp/123']);
    expect(call.queries).toEqual([{ keyword_name: 'running shoes', query_end_date: '2026-10-15', mobile: '1' }]);
    expect(call.header).toEqual(['position', 'site', 'full_lp']);
    expect(call.rows).toEqual([
      [1, 'shoes.example', 'https://shoes.example/running'],
      [2, 'rival.com', 'https://rival.com/run'],
    ]);
  });

  it('defaults to today and desktop, and reads a landing page → position map in rank order', () => {
    const call = runCanned('V1_KEYWORD_SERP', [123, 'running shoes'], () =>
      json(200, { 'https://rival.com/run': 2, 'https://shoes.example/running': '1' }),
    );
    expect(call.queries).toEqual([{ keyword_name: 'running shoes', query_end_date: '2026-11-21', mobile: '0' }]);
    expect(call.rows).toEqual([
      [1, 'shoes.example', 'https://shoes.example/running'],
      [2, 'rival.com', 'https://rival.com/run'],
    ]);
  });
});

describe('V1_CANNIBALIZATION', () => {
  it('asks for the all-keywords group by default and flattens the pages of each keyword', () => {
    const call = runCanned('V1_CANNIBALIZATION', [123], () =>
      json(200, [
        {
          keyword: 'running shoes',
          landing_pages: [
            { url: 'https://shoes.example/a', rank: 8 },
            { url: 'https://shoes.example/b', rank: 15 },
          ],
        },
      ]),
    );
    expect(call.paths).toEqual(['/keyword_canibalization/123/0']);
    expect(call.header).toEqual(['keyword', 'landing_pages.url', 'landing_pages.rank']);
    expect(call.rows).toEqual([
      ['running shoes', 'https://shoes.example/a', 8],
      ['running shoes', 'https://shoes.example/b', 15],
    ]);
  });

  it('puts a group in the path', () => {
    expect(runCanned('V1_CANNIBALIZATION', [123, 7], () => json(200, [])).paths).toEqual([
      '/keyword_canibalization/123/7',
    ]);
  });
});
