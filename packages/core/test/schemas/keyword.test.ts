import { flattenResponse } from '../../src/flatten';
import { keywordSchema, keywordsLayout } from '../../src/registry/areas/keywords';
import { parseRecords } from '../../src/schemas';
import { rowByHeader } from '../flatten/table-helpers';

const keywordRow = (record: Record<string, unknown>) => rowByHeader(flattenResponse([record], keywordsLayout));

describe('keyword records: documented variants land in the documented columns', () => {
  test('percentage_clicks inside serp_data (field list form)', () => {
    expect(keywordRow({ keyword_id: 1, serp_data: { percentage_clicks: 0.62 } })['serp_data.percentage_clicks']).toBe(
      0.62,
    );
  });

  test('percentage_clicks at the top level (sample form), sent as text', () => {
    const row = keywordRow({ keyword_id: 1, percentage_clicks: '0.62', serp_data: { desktop: [{ feature: 'fsn' }] } });
    expect(row['serp_data.percentage_clicks']).toBe(0.62);
    expect(row['serp_data.desktop']).toBe('FSN');
  });

  test('percentage_clicks at the top level when serp_data is an empty PHP list', () => {
    expect(keywordRow({ percentage_clicks: 55, serp_data: [] })['serp_data.percentage_clicks']).toBe(55);
  });

  test('the normalised record keeps one place for percentage_clicks', () => {
    const [record] = parseRecords(keywordSchema(), [{ percentage_clicks: 3 }], 'keyword data');
    expect(record?.serp_data?.percentage_clicks).toBe(3);
    expect(record && 'percentage_clicks' in record).toBe(false);
  });

  test('opportunity.difficulty as documented', () => {
    expect(keywordRow({ opportunity: { difficulty: 'hard' } })['opportunity.difficulty']).toBe('hard');
  });

  test('difficulty_top_10 inside opportunity (sample form)', () => {
    expect(keywordRow({ opportunity: { difficulty_top_10: 'already_top_10' } })['opportunity.difficulty']).toBe(
      'already_top_10',
    );
  });

  test('difficulty_top_10 at the top level', () => {
    expect(keywordRow({ difficulty_top_10: 'easy' })['opportunity.difficulty']).toBe('easy');
  });

  test('label in_season reads as in_full_season; labels given as a list are joined', () => {
    expect(keywordRow({ labels: 'brands,in_season' }).labels).toBe('brands, in_full_season');
    expect(keywordRow({ labels: ['in_season', 'misspelled'] }).labels).toBe('in_full_season, misspelled');
    expect(keywordRow({ labels: 'out_of_season' }).labels).toBe('out_of_season');
  });

  test('a label named like what every object inherits stays that label', () => {
    expect(keywordRow({ labels: '__proto__, constructor,toString' }).labels).toBe('__proto__, constructor, toString');
  });

  test('lower-case SERP codes are upper-cased; listed features have their own column', () => {
    const row = keywordRow({
      serp_data: {
        desktop: [
          { feature: 'fsn', position: '1', listed: true },
          { feature: 'qns', position: '3', listed: false },
          { feature: 'AIO', listed: 'true' },
        ],
        mobile: [{ feature: 'vid', listed: false }],
      },
    });
    expect(row['serp_data.desktop']).toBe('FSN, QNS, AIO');
    expect(row['serp_data.desktop.listed']).toBe('FSN, AIO');
    expect(row['serp_data.mobile']).toBe('VID');
    expect(row['serp_data.mobile.listed']).toBe('');
  });

  test('numbers sent as text become numbers, keyword_id included', () => {
    const row = keywordRow({
      keyword_id: '123',
      main_keyword_id: '120',
      search_data: { search_volume: '1900', year_over_year: '1.49' },
      ranking_data: { desktop: { rank: '4', trend: '-2', best_rank: { rank: '1', date: '2026-09-03' } } },
      opportunity: { avg_cpc: '0.85', score: '7' },
    });
    expect(row.keyword_id).toBe(123);
    expect(row.main_keyword_id).toBe(120);
    expect(row['search_data.search_volume']).toBe(1900);
    expect(row['search_data.year_over_year']).toBe(1.49);
    expect(row['ranking_data.desktop.rank']).toBe(4);
    expect(row['ranking_data.desktop.trend']).toBe(-2);
    expect(row['ranking_data.desktop.best_rank.rank']).toBe(1);
    expect(row['ranking_data.desktop.best_rank.date']).toBe('2026-09-03');
    expect(row['opportunity.avg_cpc']).toBe(0.85);
    expect(row['opportunity.score']).toBe(7);
  });

  test('"N/A" stays visible, never a fake 0', () => {
    const row = keywordRow({ opportunity: { score: 'N/A' }, search_data: { search_volume: 'N/A' } });
    expect(row['opportunity.score']).toBe('N/A');
    expect(row['search_data.search_volume']).toBe('N/A');
  });

  test('missing fields are empty cells, not zero', () => {
    const row = keywordRow({ keyword_id: 9 });
    expect(row.keyword).toBe('');
    expect(row['ranking_data.mobile.rank']).toBe('');
    expect(row['serp_data.desktop']).toBe('');
  });

  test('monthly searches become YYYY-MM:volume, oldest first', () => {
    const row = keywordRow({
      search_data: {
        monthly_searches: [
          { month: 'January', year: 2026, search_volume: 1300 },
          { month: 'December', year: 2025, search_volume: '1200' },
          { month: 'February', year: '2026', search_volume: 1100 },
        ],
      },
    });
    expect(row['search_data.monthly_searches']).toBe('2025-12:1200, 2026-01:1300, 2026-02:1100');
  });

  test('landing pages, traffic and groups', () => {
    const row = keywordRow({
      groups: '12,34',
      landing_pages: { desktop: { current: 'https://a.com/x', desired: 'https://a.com/y' }, mobile: {} },
      traffic_data: { sessions: '40', ecommerce: { transactions: 2, revenue: '99.5' }, goals: { completions: 3 } },
    });
    expect(row.groups).toBe('12,34');
    expect(row['landing_pages.desktop.current']).toBe('https://a.com/x');
    expect(row['landing_pages.desktop.desired']).toBe('https://a.com/y');
    expect(row['landing_pages.mobile.current']).toBe('');
    expect(row['traffic_data.sessions']).toBe(40);
    expect(row['traffic_data.ecommerce.revenue']).toBe(99.5);
    expect(row['traffic_data.goals.completions']).toBe(3);
    expect(row['traffic_data.goals.revenue']).toBe('');
  });

  test('the AI extras of real rows: ai_overview per device and ai_search', () => {
    const row = keywordRow({
      ai_overview: {
        desktop: { rank: '2', previous_rank: 5, trend: 3, my_brand_present: true, any_brand_present: 1 },
        mobile: { rank: 100, my_brand_present: false, any_brand_present: 'false', processing: true },
      },
      ai_search: {
        rank: 4,
        trend: '-1',
        my_brand_presence: 'true',
        any_brand_presence: true,
        sentiment_of_my_brand: 'positive',
      },
    });
    expect(row['ai_overview.desktop.rank']).toBe(2);
    expect(row['ai_overview.desktop.previous_rank']).toBe(5);
    expect(row['ai_overview.desktop.my_brand_present']).toBe(true);
    expect(row['ai_overview.desktop.any_brand_present']).toBe(true);
    expect(row['ai_overview.mobile.rank']).toBe(100);
    expect(row['ai_overview.mobile.any_brand_present']).toBe(false);
    expect(row['ai_overview.mobile.processing']).toBe(true);
    expect(row['ai_search.rank']).toBe(4);
    expect(row['ai_search.trend']).toBe(-1);
    expect(row['ai_search.my_brand_presence']).toBe(true);
    expect(row['ai_search.sentiment_of_my_brand']).toBe('positive');
  });

  test('unknown fields pass through the schema untouched', () => {
    const [record] = parseRecords(keywordSchema(), [{ keyword_id: 1, brand_new_field: { x: 1 } }], 'keyword data');
    expect(record?.brand_new_field).toEqual({ x: 1 });
  });

  test('a part of the wrong shape reads as missing instead of failing the table', () => {
    const row = keywordRow({ keyword_id: 1, ranking_data: 'N/A', landing_pages: null });
    expect(row.keyword_id).toBe(1);
    expect(row['ranking_data.desktop.rank']).toBe('');
  });

  test('normalising twice changes nothing', () => {
    const raw = {
      keyword_id: '5',
      percentage_clicks: '12.5',
      labels: 'in_season',
      opportunity: { difficulty_top_10: 'easy', score: 'N/A' },
      serp_data: { desktop: [{ feature: 'fsn', listed: 'true' }] },
    };
    const once = parseRecords(keywordSchema(), [raw], 'keyword data');
    expect(parseRecords(keywordSchema(), once, 'keyword data')).toEqual(once);
  });
});
