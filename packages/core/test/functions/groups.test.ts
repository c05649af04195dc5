import { refusal, runCanned } from '../support/run-canned';

describe('GROUPS', () => {
  const tree = [
    {
      group_id: '10',
      name: 'Shoes',
      type: 'folder',
      subgroups: [
        { group_id: 11, name: 'Running', type: 'group', subgroups: [] },
        {
          group_id: 12,
          name: 'Trail',
          type: 'smart group',
          subgroups: [{ group_id: 13, name: 'Winter', type: 'group' }],
        },
      ],
    },
    { group_id: 20, name: 'Brand', type: 'folder', subgroups: [] },
  ];

  it('asks for the campaign groups and lists the tree one row per group, parents first', () => {
    const result = runCanned('GROUPS', [123], () => tree);
    expect(result.sent).toEqual([
      { method: 'GET', path: '/rank-tracker/v3.0/groups', query: { campaign_id: '123' }, body: undefined },
    ]);
    expect(result.header).toEqual(['group_id', 'name', 'type', 'parent_group_id', 'level', 'path']);
    expect(result.column('group_id')).toEqual([10, 11, 12, 13, 20]);
    expect(result.column('parent_group_id')).toEqual(['', 10, 10, 12, '']);
    expect(result.column('level')).toEqual([1, 2, 2, 3, 1]);
    expect(result.cell(3, 'path')).toBe('Shoes > Trail > Winter');
    expect(result.cell(2, 'type')).toBe('smart group');
  });

  it('keeps a name sent as an object visible in the path instead of failing the table', () => {
    // An object whose own `toString` is not a function makes String() throw; a table of groups must still come back.
    const odd = [
      { group_id: 30, name: { toString: 0 }, type: 'folder', subgroups: [{ group_id: 31, name: null, type: 'group' }] },
    ];
    const result = runCanned('GROUPS', [123], () => odd);
    expect(result.column('group_id')).toEqual([30, 31]);
    expect(result.cell(0, 'path')).toBe('{"toString":0}');
    expect(result.cell(1, 'path')).toBe('{"toString":0} > 31');
  });
});

describe('GROUP_DATA', () => {
  const group = {
    group_id: 11,
    group_name: 'Running',
    keyword_counters: { main_keywords: '40', close_variations: 3 },
    serp_data: {
      desktop: [
        { feature: 'fsn', presence_count: 12, listed_count: 2 },
        { feature: 'QNS', presence_count: '30', listed_count: 0 },
      ],
      mobile: [],
    },
    percentage_clicks: 0.61,
    search_intent: { informational: 20, commercial: 15, transactional: 8 },
    search_data: {
      search_volume: '12000',
      year_over_year: 1.2,
      monthly_searches: [
        { month: 'February', year: 2026, search_volume: 900 },
        { month: 1, year: 2026, search_volume: 800 },
      ],
      volume_by_device: { desktop: 5000, mobile: 7000 },
    },
    visibility: { desktop: { latest: 9.1, trend: -0.4 }, mobile: { latest: 7, trend: 1 } },
    opportunity: { score: 'N/A', additional_monthly_sessions: 300, difficulty_top_10: 'hard', avg_cpc: 0.9 },
    traffic_data: {
      sessions: 450,
      ecommerce: { transactions: 4, revenue: 250 },
      goals: { completions: 9, revenue: 36 },
    },
  };

  it('sends dates and group ids as comma text, and gives one row per group with fixed columns', () => {
    const result = runCanned('GROUP_DATA', [123, '2026-10-01', '2026-10-31', '11, 12, brand'], () => [group]);
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/groups/data');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      group_ids: '11,12,-1',
      limit: '1000',
      offset: '0',
    });
    expect(result.header.slice(0, 4)).toEqual([
      'group_id',
      'group_name',
      'keyword_counters.main_keywords',
      'keyword_counters.close_variations',
    ]);
    expect(result.header).toContain('serp_data.desktop.presence_count');
    expect(result.rows).toHaveLength(1);
    expect(result.cell(0, 'keyword_counters.main_keywords')).toBe(40);
    expect(result.cell(0, 'search_data.search_volume')).toBe(12000);
    expect(result.cell(0, 'search_data.monthly_searches')).toBe('2026-01:800, 2026-02:900');
    expect(result.cell(0, 'serp_data.desktop.presence_count')).toBe('FSN:12, QNS:30');
    expect(result.cell(0, 'serp_data.desktop.listed_count')).toBe('FSN:2, QNS:0');
    expect(result.cell(0, 'serp_data.mobile.presence_count')).toBe('');
    expect(result.cell(0, 'serp_data.percentage_clicks')).toBe(0.61);
    expect(result.cell(0, 'opportunity.score')).toBe('N/A');
    expect(result.cell(0, 'opportunity.difficulty')).toBe('hard');
    expect(result.cell(0, 'traffic_data.ecommerce.revenue')).toBe(250);
  });

  it('refuses an end before the start without sending anything', () => {
    expect(refusal('GROUP_DATA', [123, '2026-10-31', '2026-10-01'])).toMatchObject({
      message: expect.stringMatching(/start_date/),
      sent: 0,
    });
  });

  it('refuses a group id that is not one', () => {
    expect(refusal('GROUP_DATA', [123, '2026-10-01', '2026-10-31', 'shoes']).sent).toBe(0);
  });
});

describe('GROUP_VISIBILITY', () => {
  it('sends the feature and the domain asked for, and gives one row per day', () => {
    const result = runCanned(
      'GROUP_VISIBILITY',
      [123, '2026-10-01', '2026-10-02', 'brand', 'feature_visibility=featured snippet; domain=https://Rival.com/'],
      () => [
        {
          date: '2026-10-01',
          visibility: { desktop: '0.53', mobile: 0.4 },
          avg_rank: { desktop: 4.2, mobile: 5 },
          feature_visibility: { desktop: 0.1, mobile: 0.2 },
        },
        {
          date: '2026-10-02',
          visibility: { desktop: 0.5, mobile: 0.41 },
          avg_rank: { desktop: 4, mobile: 5 },
          feature_visibility: null,
        },
      ],
    );
    expect(result.sent[0]?.path).toBe('/rank-tracker/v3.0/groups/daily-visibility');
    expect(result.sent[0]?.query).toEqual({
      campaign_id: '123',
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      group_id: '-1',
      domain: 'rival.com',
      feature_visibility: 'featured_snippet',
    });
    expect(result.header).toEqual([
      'date',
      'visibility.desktop',
      'visibility.mobile',
      'avg_rank.desktop',
      'avg_rank.mobile',
      'feature_visibility.desktop',
      'feature_visibility.mobile',
    ]);
    expect(result.cell(0, 'visibility.desktop')).toBe(0.53);
    expect(result.cell(1, 'feature_visibility.mobile')).toBe('');
  });

  it('refuses a feature the service does not measure and an unusable domain', () => {
    expect(
      refusal('GROUP_VISIBILITY', [123, '2026-10-01', '2026-10-02', '', 'feature_visibility=reviews']),
    ).toMatchObject({
      message: expect.stringContaining('featured_snippet'),
      sent: 0,
    });
    expect(refusal('GROUP_VISIBILITY', [123, '2026-10-01', '2026-10-02', '', 'domain=not a domain']).sent).toBe(0);
  });
});

describe('COMPANIES', () => {
  it('flattens whatever the service answers, since its shape is not documented', () => {
    const result = runCanned('COMPANIES', [], () => [
      { company_id: 7, name: 'Acme', settings: { currency: 'EUR' } },
      { company_id: 8, name: 'Globex' },
    ]);
    expect(result.sent[0]).toEqual({ method: 'GET', path: '/dashboard/v3.0/companies', query: {}, body: undefined });
    expect(result.header).toEqual(['company_id', 'name', 'settings.currency']);
    expect(result.column('name')).toEqual(['Acme', 'Globex']);
  });
});
