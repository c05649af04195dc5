import { json, refusal, runCanned } from '../support/run-canned';

describe('the documented 3.0 functions', () => {
  it('CAMPAIGNS pages by 100 and filters by company', () => {
    const run = runCanned('CAMPAIGNS', ['company_id=12'], () =>
      json(200, [{ campaign_info: { id: '7', name: 'Shop', keywords_count: 120 } }]),
    );
    expect(run.paths[0]).toBe('/dashboard/v3.0/campaigns/tracked');
    expect(run.queries[0]).toEqual({ company_id: '12', limit: '100', offset: '0' });
    expect(run.header.slice(0, 2)).toEqual(['campaign_info.id', 'campaign_info.name']);
    expect(run.rows[0]?.slice(0, 2)).toEqual([7, 'Shop']);
  });

  it('KEYWORDS sends the filters of its options as the service names them', () => {
    const run = runCanned('KEYWORDS', [
      5,
      '2026-10-01',
      '2026-10-31',
      'brand',
      'keyword_ids=1,2; search=shoes; order_by=rank; order_direction=desc; include_all_groups=yes',
    ]);
    expect(run.paths[0]).toBe('/rank-tracker/v3.0/keywords');
    expect(run.queries[0]).toEqual({
      campaign_id: '5',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      group_id: '-1',
      keyword_ids: '1,2',
      search: 'shoes',
      order_by: 'rank',
      order_direction: 'desc',
      include_all_groups: 'true',
      limit: '1000',
      offset: '0',
    });
  });

  it('KEYWORDS keeps only the columns asked for, in that order, and can drop the header', () => {
    const run = runCanned(
      'KEYWORDS',
      [5, '2026-10-01', '2026-10-31', '', 'columns=search_data.search_volume,keyword; headers=false'],
      () => json(200, [{ keyword_id: 1, keyword: 'red shoes', search_data: { search_volume: 880 } }]),
    );
    expect(run.header).toEqual(['search_data.search_volume', 'keyword']);
    expect(run.rows).toEqual([[880, 'red shoes']]);
    expect(run.result.headers).toBe(false);
  });

  it('refuses an unknown column before sending anything', () => {
    const run = refusal('KEYWORDS', [5, '2026-10-01', '2026-10-31', '', 'columns=volume']);
    expect(run.message).toMatch(/Unknown column "volume"/);
    expect(run.sent).toBe(0);
  });

  it('AIO_RANKS gives one row per keyword, device and day', () => {
    const run = runCanned('AIO_RANKS', [5, '2026-10-01', '2026-10-02'], () =>
      json(200, [
        {
          keyword_id: '9',
          keyword: 'ai tools',
          ranking_data: {
            desktop: [
              { date: '2026-10-01', rank: '3', my_brand_present: true, any_brand_present: true },
              { date: '2026-10-02', rank: '100', my_brand_present: false, any_brand_present: true },
            ],
            mobile: [{ date: '2026-10-01', rank: '5', my_brand_present: true, any_brand_present: true }],
          },
        },
      ]),
    );
    expect(run.paths[0]).toBe('/rank-tracker/v3.0/keywords/daily-ranks/aio');
    expect(run.rows).toHaveLength(3);
    expect(run.column('device')).toEqual(['desktop', 'desktop', 'mobile']);
  });

  it('COMPETITION sends competitors as JSON-array text and desktop by default', () => {
    const run = runCanned('COMPETITION', [5, '2026-10-01', '2026-10-31', 'https://Rival.com/, other.net']);
    expect(run.queries[0]?.competitors).toBe('["rival.com","other.net"]');
    expect(run.queries[0]?.device).toBe('desktop');
  });

  it('DOMAIN_OVERVIEW sends url and gap_analysis, never domain', () => {
    const run = runCanned('DOMAIN_OVERVIEW', [5, 'rival.com/blog', 'overlapping'], () =>
      json(200, { related_keywords: 42 }),
    );
    expect(run.queries[0]).toEqual({ campaign_id: '5', url: 'rival.com/blog', gap_analysis: 'overlapping' });
    expect(run.rows).toHaveLength(1);
    expect(run.cell(0, 'related_keywords')).toBe(42);
  });

  it('GET reaches any path with a query and flattens the answer', () => {
    const run = runCanned('GET', ['/rank-tracker/v3.0/groups?campaign_id=5', 'limit=10'], () =>
      json(200, [{ group_id: 1, name: 'Shoes', subgroups: [] }]),
    );
    expect(run.paths[0]).toBe('/rank-tracker/v3.0/groups');
    expect(run.queries[0]).toEqual({ campaign_id: '5', limit: '10' });
    expect(run.header).toContain('name');
  });

  it('GET refuses a full web address, so the token never goes to another host', () => {
    const run = refusal('GET', ['https://elsewhere.example/steal']);
    expect(run.message).toMatch(/not a full web address/);
    expect(run.sent).toBe(0);
  });

  it('an unknown function name is a clear error', () => {
    expect(refusal('NOPE', []).message).toBe('There is no function NOPE.');
  });
});

describe('arguments from Excel', () => {
  it('reads 0 in a required argument as 0, and in an optional one as an empty cell', () => {
    const run = runCanned('V1_GROUP_DETAILS', [7, 0, '2026-10-01', '2026-10-31', 0], () => [], {
      coerce: { zeroIsEmpty: true },
    });
    expect(run.paths[0]).toBe('/group_details/7/0/2026-10-01/2026-10-31');
  });
});
