import { json, runCanned, type SentRequest } from '../support/run-canned';

const PERIOD = [123, '2026-10-01', '2026-10-31'];
const HEADER = ['keyword_data.id', 'keyword_data.name', 'keyword_data.search_volume', 'device', 'date', 'rank'];

describe('V1_RANKS shapes', () => {
  const expected = [
    { device: 'desktop', date: '2026-10-01', rank: 3 },
    { device: 'desktop', date: '2026-10-02', rank: 101 },
    { device: 'mobile', date: '2026-10-01', rank: 5 },
    { device: 'mobile', date: '2026-10-02', rank: 7 },
  ].map((row) => ({
    'keyword_data.id': 9,
    'keyword_data.name': 'running shoes',
    'keyword_data.search_volume': 22000,
    ...row,
  }));

  it('reads per-device objects keyed by date (the vendor description): one row per keyword, device and day', () => {
    const call = runCanned('V1_RANKS', PERIOD, () =>
      json(200, [
        {
          keyword_data: { id: '9', name: 'running shoes', search_volume: '22000' },
          positions: { '2026-10-02': '101', '2026-10-01': 3 },
          positions_mobile: { '2026-10-01': 5, '2026-10-02': 7 },
        },
      ]),
    );
    expect(call.header).toEqual(HEADER);
    expect(call.records()).toEqual(expected);
  });

  it('reads days keyed by date holding both devices (the sandbox shape)', () => {
    const call = runCanned('V1_RANKS', PERIOD, () =>
      json(200, [
        {
          keyword_id: 9,
          keyword_data: { name: 'running shoes', search_volume: 22000 },
          ranks: { '2026-10-01': { desktop: 3, mobile: 5 }, '2026-10-02': { desktop: 101, mobile: 7 } },
        },
      ]),
    );
    expect(call.records()).toEqual(expected);
  });

  it('reads one entry per date on the record itself, and lists of {date, rank}', () => {
    const call = runCanned('V1_RANKS', PERIOD, () =>
      json(200, [
        {
          id: 9,
          name: 'running shoes',
          search_volume: 22000,
          '2026-10-01': { position: 3, position_mobile: 5 },
          '2026-10-02': { position: 101, position_mobile: 7 },
        },
        {
          keyword_data: { id: 10, name: 'trail shoes' },
          positions: [
            { date: '2026-10-01', rank: 12 },
            { date: '2026-10-02', position: 11 },
          ],
        },
      ]),
    );
    expect(call.records().slice(0, 4)).toEqual(expected);
    expect(call.records().slice(4)).toEqual([
      {
        ...expected[0],
        'keyword_data.id': 10,
        'keyword_data.name': 'trail shoes',
        'keyword_data.search_volume': '',
        rank: 12,
      },
      {
        ...expected[1],
        'keyword_data.id': 10,
        'keyword_data.name': 'trail shoes',
        'keyword_data.search_volume': '',
        rank: 11,
      },
    ]);
  });

  it('keeps a keyword without any day as one row', () => {
    const call = runCanned('V1_RANKS', PERIOD, () => json(200, [{ keyword_data: { id: 1, name: 'new keyword' } }]));
    expect(call.rows).toEqual([[1, 'new keyword', '', '', '', '']]);
  });
});

describe('V1_RANKS requests and paging', () => {
  /** A ranks operation over `total` keywords: limit 100..1000 (default 100), offset in keywords. */
  const ranksService =
    (total: number) =>
    ({ query }: SentRequest) => {
      const limit = Number(query.limit ?? 100);
      if (limit < 100 || limit > 1000) {
        return json(400, { code: 400, message: 'Invalid limit', fields: 'limit must be between 100 and 1000' });
      }
      const offset = Number(query.offset ?? 0);
      return json(
        200,
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          keyword_data: { id: offset + i + 1, name: `keyword ${offset + i + 1}` },
          positions: { '2026-10-01': 4 },
        })),
      );
    };

  it('asks for 1000 keywords a page, moving the offset by keywords', () => {
    const call = runCanned('V1_RANKS', PERIOD, ranksService(2345));
    expect(call.paths[0]).toBe('/ranks/123/2026-10-01/2026-10-31');
    expect(call.queries.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '1000'],
      ['999', '1000'],
      ['1998', '1000'],
    ]);
    expect(call.rows).toHaveLength(2345);
    expect(call.rows[2344]?.[0]).toBe(2345);
  });

  it('puts the group after the dates', () => {
    const call = runCanned('V1_RANKS', [...PERIOD, 7], ranksService(3));
    expect(call.paths).toEqual(['/ranks/123/2026-10-01/2026-10-31/7']);
  });

  it('asks for at least 100 keywords when the limit is smaller, and keeps only the limit', () => {
    const call = runCanned('V1_RANKS', [...PERIOD, '', 'limit=50'], ranksService(500));
    expect(call.queries.map((q) => q.limit)).toEqual(['100']);
    expect(call.rows).toHaveLength(50);
  });

  it('never asks for a page below 100 keywords past the first page either', () => {
    const call = runCanned('V1_RANKS', [...PERIOD, '', 'limit=1050'], ranksService(5000));
    expect(call.queries.map((q) => [q.offset, q.limit])).toEqual([
      ['0', '1000'],
      ['999', '101'],
    ]);
    expect(call.rows).toHaveLength(1050);
  });
});

describe('V1_RANKS with a date the service sent as an object', () => {
  it('keeps the row and shows the odd date as text instead of failing the whole table', () => {
    // An object whose `toString` is not a function makes String() throw.
    const call = runCanned('V1_RANKS', PERIOD, () =>
      json(200, [
        {
          keyword_data: { id: 10, name: 'trail shoes' },
          positions: [
            { date: { toString: 0 }, rank: 12 },
            { date: '2026-10-02', rank: 11 },
          ],
        },
      ]),
    );
    expect(call.column('date')).toEqual(['2026-10-02', '{"toString":0}']);
    expect(call.column('rank')).toEqual([11, 12]);
  });
});
