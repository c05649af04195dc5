import { flattenResponse } from '../../src/flatten';
import { aioRanksLayout } from '../../src/registry/areas/ai-overview';
import { rowsByHeader } from '../flatten/table-helpers';

describe('daily AI-overview rank records', () => {
  test('per-device lists of days become one row per keyword, device and day, desktop first', () => {
    const body = [
      {
        keyword_id: '11',
        keyword: 'running shoes',
        ranking_data: {
          mobile: [{ date: '2026-10-01', rank: '3', my_brand_present: false, any_brand_present: true }],
          desktop: [
            { date: '2026-10-01', rank: '2', my_brand_present: true, any_brand_present: true },
            { date: '2026-10-02', rank: 'N/A', my_brand_present: 'false', any_brand_present: 0 },
          ],
        },
      },
    ];
    expect(rowsByHeader(flattenResponse(body, aioRanksLayout))).toEqual([
      {
        keyword_id: 11,
        keyword: 'running shoes',
        device: 'desktop',
        'ranking_data.date': '2026-10-01',
        'ranking_data.rank': 2,
        'ranking_data.my_brand_present': true,
        'ranking_data.any_brand_present': true,
      },
      {
        keyword_id: 11,
        keyword: 'running shoes',
        device: 'desktop',
        'ranking_data.date': '2026-10-02',
        'ranking_data.rank': 'N/A',
        'ranking_data.my_brand_present': false,
        'ranking_data.any_brand_present': false,
      },
      {
        keyword_id: 11,
        keyword: 'running shoes',
        device: 'mobile',
        'ranking_data.date': '2026-10-01',
        'ranking_data.rank': 3,
        'ranking_data.my_brand_present': false,
        'ranking_data.any_brand_present': true,
      },
    ]);
  });

  test('one {date, rank} object per device (older description) reads as a list of one', () => {
    const body = { keyword_id: 5, keyword: 'x', ranking_data: { desktop: { date: '2026-10-01', rank: 7 } } };
    const rows = rowsByHeader(flattenResponse(body, aioRanksLayout));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ device: 'desktop', 'ranking_data.date': '2026-10-01', 'ranking_data.rank': 7 });
  });

  test('a keyword without any day keeps one row with empty day columns', () => {
    const rows = rowsByHeader(flattenResponse([{ keyword_id: 5, keyword: 'x', ranking_data: {} }], aioRanksLayout));
    expect(rows).toEqual([
      {
        keyword_id: 5,
        keyword: 'x',
        device: '',
        'ranking_data.date': '',
        'ranking_data.rank': '',
        'ranking_data.my_brand_present': '',
        'ranking_data.any_brand_present': '',
      },
    ]);
  });
});
