import { flattenResponse } from '../../src/flatten';
import { competitionLayout } from '../../src/registry/areas/competition';
import { rowsByHeader } from '../flatten/table-helpers';

describe('keyword competition records', () => {
  test('one row per keyword and competitor, numbers sent as text become numbers', () => {
    const body = [
      {
        keyword_id: '3',
        keyword_name: 'trail shoes',
        competitors: [
          { domain: 'a.com', landing_page: 'https://a.com/t', rank: '1', rank_trend: '0' },
          { domain: 'b.net', landing_page: 'https://b.net/', rank: 4, rank_trend: -2 },
        ],
      },
      { keyword_id: 4, keyword_name: 'no rivals', competitors: [] },
    ];
    expect(rowsByHeader(flattenResponse(body, competitionLayout))).toEqual([
      {
        keyword_id: 3,
        keyword_name: 'trail shoes',
        'competitors.domain': 'a.com',
        'competitors.landing_page': 'https://a.com/t',
        'competitors.rank': 1,
        'competitors.rank_trend': 0,
      },
      {
        keyword_id: 3,
        keyword_name: 'trail shoes',
        'competitors.domain': 'b.net',
        'competitors.landing_page': 'https://b.net/',
        'competitors.rank': 4,
        'competitors.rank_trend': -2,
      },
      {
        keyword_id: 4,
        keyword_name: 'no rivals',
        'competitors.domain': '',
        'competitors.landing_page': '',
        'competitors.rank': '',
        'competitors.rank_trend': '',
      },
    ]);
  });

  test('the phrase sent as keyword (AI-search variant) fills keyword_name', () => {
    const rows = rowsByHeader(flattenResponse([{ keyword_id: 1, keyword: 'x', competitors: [] }], competitionLayout));
    expect(rows[0]?.keyword_name).toBe('x');
  });
});
