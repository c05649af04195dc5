import { json, refusal, runCanned, type SentRequest } from '../support/run-canned';

describe('V1_GROUPS', () => {
  it('lists the groups of a site', () => {
    const call = runCanned('V1_GROUPS', [123], () =>
      json(200, [
        { id: '7', name: 'Running', is_smart: false },
        { id: '8', name: 'Sale', is_smart: 'true' },
      ]),
    );
    expect(call.paths).toEqual(['/groups_list/123']);
    expect(call.header).toEqual(['id', 'name', 'is_smart']);
    expect(call.rows).toEqual([
      [7, 'Running', false],
      [8, 'Sale', true],
    ]);
  });
});

describe('V1_GROUP_DETAILS', () => {
  const details = {
    kw_count: 40,
    search_volume: 12000,
    vscore_start_desktop: 10.5,
    vscore_stop_desktop: '11.25',
    vscore_start_mobile: 8,
    vscore_stop_mobile: 9,
    desktop_performance_change: 0.75,
    mobile_performance_change: -0.5,
  };

  it('asks for one group over the period, the group before the dates', () => {
    const call = runCanned('V1_GROUP_DETAILS', [123, 7, '2026-10-01', '2026-10-31'], () => json(200, [details]));
    expect(call.paths).toEqual(['/group_details/123/7/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{}]);
    expect(call.header).toEqual([
      'kw_count',
      'search_volume',
      'vscore_start_desktop',
      'vscore_stop_desktop',
      'vscore_start_mobile',
      'vscore_stop_mobile',
      'desktop_performance_change',
      'mobile_performance_change',
      'keywords',
    ]);
    // Visibility as a fraction (1.2 sends a percentage), its changes in points as sent.
    expect(call.rows).toEqual([[40, 12000, 0.105, 0.1125, 0.08, 0.09, 0.75, -0.5, '']]);
  });

  it('reads one object as one row too, and lists keyword ids when asked to', () => {
    const call = runCanned('V1_GROUP_DETAILS', [123, 0, '2026-10-01', '2026-10-31', 'load_keyword_ids=TRUE'], () =>
      json(200, { ...details, keywords: [{ id: 11 }, { id: 12 }, 13] }),
    );
    expect(call.paths).toEqual(['/group_details/123/0/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ load_keyword_ids: '1' }]);
    expect(call.records()[0]?.keywords).toBe('11,12,13');
  });

  it('turns relative dates into days before sending, and brings an end after today back to today', () => {
    const call = runCanned('V1_GROUP_DETAILS', [123, 7, '3 months ago', '2027-01-31'], () => json(200, []));
    expect(call.paths).toEqual(['/group_details/123/7/2026-08-21/2026-11-21']);
  });
});

describe('V1_ALL_GROUP_DETAILS', () => {
  it('gives one row per group, named', () => {
    const call = runCanned('V1_ALL_GROUP_DETAILS', [123, '2026-10-01', '2026-10-31'], () =>
      json(200, [
        { group_name: 'Running', kw_count: 40 },
        { group_name: 'Sale', kw_count: '12' },
      ]),
    );
    expect(call.paths).toEqual(['/all_group_details/123/2026-10-01/2026-10-31']);
    expect(call.header[0]).toBe('group_name');
    expect(call.records().map((row) => [row.group_name, row.kw_count])).toEqual([
      ['Running', 40],
      ['Sale', 12],
    ]);
  });
});

describe('V1_KEYWORD_GROUPS (deprecated)', () => {
  /** A keyword_groups operation holding `total` groups, paged by limit/offset. */
  const groups =
    (total: number) =>
    ({ query }: SentRequest) => {
      const limit = Number(query.limit ?? (query.load_keyword_ids === '1' ? 10 : 1000));
      if (query.load_keyword_ids === '1' && limit > 10) {
        return json(400, { code: 400, message: 'limit must be at most 10 with load_keyword_ids', fields: 'limit' });
      }
      const offset = Number(query.offset ?? 0);
      return json(
        200,
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          id: String(offset + i + 1),
          name: `Group ${offset + i + 1}`,
          is_smart: false,
          keywords: query.load_keyword_ids === '1' ? [(offset + i) * 100] : undefined,
        })),
      );
    };

  it('reads 1000 groups a page, the following pages in parallel', () => {
    const call = runCanned('V1_KEYWORD_GROUPS', [123, '2026-10-01', '2026-10-31'], groups(1500));
    expect(call.paths[0]).toBe('/keyword_groups/123/2026-10-01/2026-10-31');
    expect(call.queries.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '1000'],
      ['999', '1000'],
      ['1998', '1000'],
    ]);
    expect(call.batches).toEqual([1, 2]);
    expect(call.rows).toHaveLength(1500);
  });

  it('reads 10 groups a page when loading keyword ids, as the service requires', () => {
    const call = runCanned('V1_KEYWORD_GROUPS', [123, '2026-10-01', '2026-10-31', 'load_keyword_ids=yes'], groups(25));
    expect(call.queries.map((q) => [q.offset, q.limit, q.load_keyword_ids])).toEqual([
      ['0', '10', '1'],
      ['9', '10', '1'],
      ['18', '10', '1'],
    ]);
    expect(call.rows).toHaveLength(25);
    expect(call.records()[24]?.keywords).toBe('2400');
  });

  it('refuses the Brand folder for group details before any request', () => {
    const failure = refusal('V1_GROUP_DETAILS', [123, 'brand', '2026-10-01', '2026-10-31']);
    expect(failure.error.message).toMatch(/group_id: the Brand folder cannot be asked for here/);
    expect(failure.sent).toBe(0);
  });
});
