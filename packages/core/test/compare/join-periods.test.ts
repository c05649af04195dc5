import { joinPeriods } from '../../src/compare';
import type { Unit } from '../../src/dictionary/unit';
import type { Column, Table } from '../../src/table';

const UNITS: Readonly<Record<string, Unit>> = { keyword_id: 'id', clicks: 'count', share: 'fraction', rank: 'rank' };
const context = (recordKey?: readonly string[]) => ({ recordKey, unitOf: (header: string) => UNITS[header] });

const col = (header: string, kind: Column['kind']): Column => ({ header, kind });
const KEYWORDS = [
  col('keyword_id', 'integer'),
  col('keyword', 'text'),
  col('clicks', 'integer'),
  col('share', 'number'),
];

const october = { start: '2026-10-01', end: '2026-10-31' };
const september = { start: '2026-08-31', end: '2026-09-30' };

function keywords(rows: (string | number)[][]): Table {
  return { columns: KEYWORDS, rows };
}

describe('joining a period with an earlier one', () => {
  it('puts each figure beside its earlier value and the change, rows present in both, in one and in the other', () => {
    const now = keywords([
      [1, 'shoes', 50, 0.25],
      [2, 'boots', 10, 0.5],
      [3, 'added since', 7, 0.1],
    ]);
    const before = keywords([
      [2, 'boots', 4, 0.125],
      [1, 'shoes', 60, 0.2],
      [9, 'dropped', 5, 0.3],
    ]);
    const joined = joinPeriods(
      { table: now, period: october },
      { table: before, period: september },
      context(['keyword_id']),
    );
    expect(joined.columns.map((column) => column.header)).toEqual([
      'keyword_id',
      'keyword',
      'clicks',
      'clicks.previous',
      'clicks.change',
      'share',
      'share.previous',
      'share.change',
    ]);
    expect(joined.columns.find((column) => column.header === 'share.change')?.unit).toBe('points');
    expect(joined.rows).toEqual([
      [1, 'shoes', 50, 60, -10, 0.25, 0.2, 5],
      [2, 'boots', 10, 4, 6, 0.5, 0.125, 37.5],
      [3, 'added since', 7, '', '', 0.1, '', ''],
      [9, 'dropped', '', 5, '', '', 0.3, ''],
    ]);
  });

  it('meets day 1 with day 1 in a daily series, and shows an earlier-only day at its place in the current period', () => {
    const columns = [col('date', 'date'), col('sessions', 'integer')];
    const now = {
      columns,
      rows: [
        ['2026-10-01', 100],
        ['2026-10-02', 110],
      ],
    };
    const before = {
      columns,
      rows: [
        ['2025-10-01', 90],
        ['2025-10-02', 95],
        ['2025-10-03', 70],
      ],
    };
    const joined = joinPeriods(
      { table: now, period: { start: '2026-10-01', end: '2026-10-03' } },
      { table: before, period: { start: '2025-10-01', end: '2025-10-03' } },
      context(),
    );
    expect(joined.rows).toEqual([
      ['2026-10-01', 100, 90, 10],
      ['2026-10-02', 110, 95, 15],
      ['2026-10-03', '', 70, ''],
    ]);
  });

  it('keeps every row when the key repeats: the second row of a key meets the second', () => {
    const columns = [col('domain', 'text'), col('clicks', 'integer')];
    const now = {
      columns,
      rows: [
        ['a.example', 1],
        ['a.example', 2],
      ],
    };
    const before = {
      columns,
      rows: [
        ['a.example', 10],
        ['a.example', 20],
        ['a.example', 30],
      ],
    };
    const joined = joinPeriods({ table: now, period: october }, { table: before, period: september }, context());
    expect(joined.rows).toEqual([
      ['a.example', 1, 10, -9],
      ['a.example', 2, 20, -18],
      ['a.example', '', 30, ''],
    ]);
  });

  it('never doubles an id, a rank change is a number of places, and a text figure has no change', () => {
    const columns = [col('group_id', 'integer'), col('rank', 'number')];
    const now = { columns, rows: [[5, 'N/A']] };
    const before = { columns, rows: [[5, 12]] };
    const joined = joinPeriods({ table: now, period: october }, { table: before, period: september }, context());
    expect(joined.columns.map((column) => [column.header, column.unit])).toEqual([
      ['group_id', undefined],
      ['rank', undefined],
      ['rank.previous', 'rank'],
      ['rank.change', 'number'],
    ]);
    expect(joined.rows).toEqual([[5, 'N/A', 12, '']]);
  });

  it('takes the columns of both answers when the columns follow the answer', () => {
    const now = { columns: [col('date', 'date'), col('a', 'number')], rows: [['2026-10-01', 1]] };
    const before = { columns: [col('date', 'date'), col('b', 'number')], rows: [['2026-08-31', 2]] };
    const joined = joinPeriods({ table: now, period: october }, { table: before, period: september }, context());
    expect(joined.columns.map((column) => column.header)).toEqual([
      'date',
      'a',
      'a.previous',
      'a.change',
      'b',
      'b.previous',
      'b.change',
    ]);
    expect(joined.rows).toEqual([['2026-10-01', 1, '', '', '', 2, '']]);
  });
});

it('under a limit, leaves out rows only the earlier period holds (they were cut, not dropped)', () => {
  const columns = [col('keyword_id', 'integer'), col('clicks', 'integer')];
  const now = { columns, rows: [[1, 5]] };
  const before = { columns, rows: [[2, 7]] };
  const joined = joinPeriods(
    { table: now, period: october },
    { table: before, period: september },
    { ...context(['keyword_id']), earlierOnlyRows: false },
  );
  expect(joined.rows).toEqual([[1, 5, '', '']]);
});
