import { json, runCanned, type SentRequest } from '../support/run-canned';

const PERIOD = [123, '2026-10-01', '2026-10-31'];

describe('V1_COMPARE_KEYWORDS', () => {
  /** compare/keywords over `total` keywords: `{results, limit, offset, pages, total_results}`, 1000 rows a page. */
  const compareService =
    (total: number, pageSize = 1000) =>
    ({ query }: SentRequest) => {
      const offset = Number(query.offset ?? 0);
      const results = Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => ({
        name: `keyword ${offset + i + 1}`,
        search_volume: 100,
        avg_cpc: '0.80',
        yoy: '5',
        serp_features: ['fsn', 'QNS'],
        competitors: { 'rival.com': { rank: 4, change: '+1' }, 'other.net': { rank: 101, change: '0' } },
      }));
      return json(200, { results, limit: pageSize, offset, pages: Math.ceil(total / pageSize), total_results: total });
    };

  it('sends the competitors as one encoded path segment and gives one row per keyword and competitor', () => {
    const call = runCanned('V1_COMPARE_KEYWORDS', [...PERIOD, 'Rival.com, https://other.net/'], compareService(1));
    expect(call.paths).toEqual(['/compare/keywords/123/2026-10-01/2026-10-31/rival.com%2Cother.net']);
    expect(call.header).toEqual([
      'name',
      'search_volume',
      'avg_cpc',
      'yoy',
      'serp_features',
      'competitors.domain',
      'competitors.rank',
      'competitors.change',
    ]);
    expect(call.rows).toEqual([
      ['keyword 1', 100, 0.8, 5, 'FSN, QNS', 'rival.com', 4, 1],
      ['keyword 1', 100, 0.8, 5, 'FSN, QNS', 'other.net', 101, 0],
    ]);
  });

  it('uses the path with a group when a group or a device is given; device goes as 1 or 2', () => {
    const ask = (group: unknown, device: unknown) =>
      runCanned('V1_COMPARE_KEYWORDS', [...PERIOD, 'rival.com', group, device], compareService(1));
    expect(ask(7, '').paths).toEqual(['/compare/keywords/123/2026-10-01/2026-10-31/rival.com/7']);
    const mobile = ask('', 'Mobile');
    expect(mobile.paths).toEqual(['/compare/keywords/123/2026-10-01/2026-10-31/rival.com/0']);
    expect(mobile.queries[0]?.device).toBe('2');
    expect(ask(7, 'desktop').queries[0]?.device).toBe('1');
  });

  it('asks for exactly the pages the first one reports, the rest in parallel', () => {
    const call = runCanned('V1_COMPARE_KEYWORDS', [...PERIOD, 'rival.com'], compareService(2500));
    expect(call.queries.map((q) => q.offset)).toEqual(['0', '999', '1998']);
    expect(call.batches).toEqual([1, 2]);
    expect(call.rows).toHaveLength(5000);
    expect(call.records()[4999]?.name).toBe('keyword 2500');
  });

  it('steps by the page size the service reports (the sandbox pages by 100)', () => {
    const call = runCanned('V1_COMPARE_KEYWORDS', [...PERIOD, 'rival.com'], compareService(250, 100));
    expect(call.queries.map((q) => q.offset)).toEqual(['0', '99', '198']);
    expect(new Set(call.records().map((row) => row.name)).size).toBe(250);
  });

  it('reads competitors listed with their domains, or ranks keyed by domain', () => {
    const call = runCanned('V1_COMPARE_KEYWORDS', [...PERIOD, 'rival.com'], () =>
      json(200, {
        results: [
          { name: 'a', competitors: [{ domain: 'rival.com', rank: 2, change: -1 }] },
          { name: 'b', ranks: { 'shoes.example': 8, 'rival.com': 101 } },
        ],
        limit: 1000,
        offset: 0,
        pages: 1,
        total_results: 2,
      }),
    );
    expect(call.records().map((row) => [row.name, row['competitors.domain'], row['competitors.rank']])).toEqual([
      ['a', 'rival.com', 2],
      ['b', 'shoes.example', 8],
      ['b', 'rival.com', 101],
    ]);
  });
});

describe('V1_COMPARE_VISIBILITY', () => {
  const byDate = {
    '2026-10-02': { 'shoes.example': 12.5, 'rival.com': '9.1' },
    '2026-10-01': { 'shoes.example': 12, 'rival.com': 9, annotations: ['Site migration'] },
  };

  it('without competitors: the base path, group in the query; one row per day and domain, oldest first', () => {
    const call = runCanned('V1_COMPARE_VISIBILITY', [...PERIOD, '', 7], () => json(200, byDate));
    expect(call.paths).toEqual(['/compare/competitors/visibility_score/123/2026-10-01/2026-10-31']);
    expect(call.queries).toEqual([{ group_id: '7', device: '1' }]);
    expect(call.header).toEqual(['date', 'domain', 'vscore', 'annotations']);
    expect(call.rows).toEqual([
      ['2026-10-01', 'shoes.example', 0.12, 'Site migration'],
      ['2026-10-01', 'rival.com', 0.09, 'Site migration'],
      ['2026-10-02', 'shoes.example', 0.125, ''],
      ['2026-10-02', 'rival.com', 0.091, ''],
    ]);
  });

  it('with competitors: competitors and group in the path (group 0 when empty), device in the query', () => {
    const call = runCanned('V1_COMPARE_VISIBILITY', [...PERIOD, 'rival.com,other.net', '', 'mobile'], () =>
      json(200, {
        site: 'shoes.example',
        device: 'mobile',
        visibility: { '2026-10-01': { 'shoes.example': 3, 'rival.com': 4, 'other.net': 5 } },
        annotations: [{ date: '2026-10-01', text: 'Core update' }],
      }),
    );
    expect(call.paths).toEqual([
      '/compare/competitors/visibility_score/123/2026-10-01/2026-10-31/rival.com%2Cother.net/0',
    ]);
    expect(call.queries).toEqual([{ device: '2' }]);
    expect(call.rows).toEqual([
      ['2026-10-01', 'shoes.example', 0.03, 'Core update'],
      ['2026-10-01', 'rival.com', 0.04, 'Core update'],
      ['2026-10-01', 'other.net', 0.05, 'Core update'],
    ]);
  });

  it('gives the header row alone for an empty answer', () => {
    const call = runCanned('V1_COMPARE_VISIBILITY', PERIOD, () => json(200, {}));
    expect(call.header).toEqual(['date', 'domain', 'vscore', 'annotations']);
    expect(call.rows).toEqual([]);
  });
});

describe('V1_COMPARE_VISIBILITY with a date the service sent as an object', () => {
  it('keeps the day and shows the odd date as text instead of failing the whole table', () => {
    const call = runCanned('V1_COMPARE_VISIBILITY', [...PERIOD, '', 7], () =>
      json(200, [
        { date: { toString: 0 }, 'shoes.example': 3 },
        { date: '2026-10-02', 'shoes.example': 4 },
      ]),
    );
    expect(call.rows).toEqual([
      ['{"toString":0}', 'shoes.example', 0.03, ''],
      ['2026-10-02', 'shoes.example', 0.04, ''],
    ]);
  });
});
