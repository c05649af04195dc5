import { json, runCanned, type SentRequest } from '../support/run-canned';

const PERIOD = [123, '2026-10-01', '2026-10-31'];

const HEADER = [
  'id',
  'keyword_data.name',
  'keyword_data.average_search_volume',
  'keyword_data.yoy',
  'keyword_data.average_cpc',
  'position',
  'position_trend',
  'visibility_impact_desktop',
  'keyword_data.landing_page',
  'position_mobile',
  'position_trend_mobile',
  'visibility_impact_mobile',
  'keyword_data.landing_page_mobile',
  'visits',
  'bounces',
  'conversions_goals',
  'conversions_goals_rate',
  'revenue_value',
  'keyword_data.top_10_difficulty',
  'keyword_data.opportunity',
  'group_name',
  'keyword_data.date_added',
  'keyword_data.main_keyword_id',
  'keyword_data.close_variation',
];

/** A keyword_data operation holding `total` keywords in fixed pages of 1000 chosen by offset. */
function keywordService(total: number) {
  return ({ query }: SentRequest) => {
    const offset = Number(query.offset ?? 0);
    const count = Math.max(0, Math.min(1000, total - offset));
    return json(
      200,
      Array.from({ length: count }, (_, i) => ({
        id: String(offset + i + 1),
        keyword_data: { name: `keyword ${offset + i + 1}`, average_search_volume: '1300' },
        position: 4,
      })),
    );
  };
}

describe('V1_KEYWORD_DATA', () => {
  it('picks the path without a group when none is given, and the fixed columns', () => {
    const call = runCanned('V1_KEYWORD_DATA', PERIOD, () =>
      json(200, [
        {
          id: '501',
          keyword_data: {
            name: 'running shoes',
            average_search_volume: 22000,
            yoy: '-12.5',
            average_cpc: '1.20',
            landing_page: 'https://shoes.example/running',
            landing_page_mobile: 'https://m.shoes.example/running',
            top_10_difficulty: 'N/A',
            opportunity: 61,
            date_added: '2024-02-03 08:09:10',
            main_keyword_id: 0,
            close_variation: 0,
          },
          position: 3,
          position_trend: '+2',
          visibility_impact_desktop: 0.12,
          position_mobile: 101,
          position_trend_mobile: -4,
          visibility_impact_mobile: -0.3,
          visits: 140,
          bounces: 60,
          conversions_goals: 5,
          conversions_goals_rate: 3.57,
          revenue_value: 210.5,
          group_name: ['Running', 'Sale'],
        },
      ]),
    );
    expect(call.paths).toEqual(['/keyword_data/123/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ offset: '0' }]);
    expect(call.header).toEqual(HEADER);
    expect(call.records()[0]).toEqual({
      id: 501,
      'keyword_data.name': 'running shoes',
      'keyword_data.average_search_volume': 22000,
      'keyword_data.yoy': -12.5,
      'keyword_data.average_cpc': 1.2,
      position: 3,
      position_trend: 2,
      visibility_impact_desktop: 0.12,
      'keyword_data.landing_page': 'https://shoes.example/running',
      position_mobile: 101,
      position_trend_mobile: -4,
      visibility_impact_mobile: -0.3,
      'keyword_data.landing_page_mobile': 'https://m.shoes.example/running',
      visits: 140,
      bounces: 60,
      conversions_goals: 5,
      conversions_goals_rate: 0.0357,
      revenue_value: 210.5,
      'keyword_data.top_10_difficulty': 'N/A',
      'keyword_data.opportunity': 61,
      group_name: 'Running, Sale',
      'keyword_data.date_added': '2024-02-03',
      'keyword_data.main_keyword_id': 0,
      'keyword_data.close_variation': false,
    });
  });

  it('puts the group in the path when given: a group id, 0 for all keywords, or the word brand', () => {
    const paths = (group: unknown) => runCanned('V1_KEYWORD_DATA', [...PERIOD, group], () => json(200, [])).paths;
    expect(paths(7)).toEqual(['/keyword_data/123/7/2026-10-01/2026-10-31']);
    expect(paths('0')).toEqual(['/keyword_data/123/0/2026-10-01/2026-10-31']);
    expect(paths('Brand')).toEqual(['/keyword_data/123/brand/2026-10-01/2026-10-31']);
    expect(paths(-1)).toEqual(['/keyword_data/123/brand/2026-10-01/2026-10-31']);
  });

  it('reads 2,345 keywords in fixed pages of 1000 by offset, the later pages in parallel', () => {
    const call = runCanned('V1_KEYWORD_DATA', PERIOD, keywordService(2345));
    expect(call.queries.map((q) => q.offset)).toEqual(['0', '999', '1998']);
    expect(call.queries.every((q) => q.limit === undefined)).toBe(true);
    expect(call.batches).toEqual([1, 2]);
    expect(call.rows).toHaveLength(2345);
    expect(call.cell(2344, 'id')).toBe(2345);
    expect(call.cell(0, 'keyword_data.average_search_volume')).toBe(1300);
  });

  it('stops at the limit option without asking for more pages', () => {
    const call = runCanned('V1_KEYWORD_DATA', [...PERIOD, '', 'limit=150'], keywordService(5000));
    expect(call.queries.map((q) => q.offset)).toEqual(['0']);
    expect(call.rows).toHaveLength(150);
  });

  it('filters by keyword name, encoded in the query', () => {
    const call = runCanned('V1_KEYWORD_DATA', [...PERIOD, '', 'keyword_name=shoes & socks'], () => json(200, []));
    expect(call.httpRequests[0]?.url).toContain('keyword_name=shoes%20%26%20socks');
    expect(call.queries[0]?.keyword_name).toBe('shoes & socks');
  });

  it('reads keyword_id as the id', () => {
    const call = runCanned('V1_KEYWORD_DATA', PERIOD, () =>
      json(200, [{ keyword_id: 77, keyword_data: { name: 'x' } }]),
    );
    expect(call.cell(0, 'id')).toBe(77);
  });
});
