import { toGrid } from '../src';

const table = {
  columns: [
    { header: 'keyword', kind: 'text' as const },
    { header: 'date', kind: 'date' as const },
    { header: 'answer', kind: 'text' as const },
  ],
  rows: [['shoes', '2026-10-01', 'x'.repeat(60_000)]],
};

describe('toGrid', () => {
  it('puts the header first and converts only date columns', () => {
    const grid = toGrid(table, { date: (iso) => `D${iso}` });
    expect(grid[0]).toEqual(['keyword', 'date', 'answer']);
    expect(grid[1]?.slice(0, 2)).toEqual(['shoes', 'D2026-10-01']);
  });

  it("cuts a text longer than the host's cell limit and says so, instead of failing the whole result", () => {
    const cell = toGrid(table, { maxText: 50_000 })[1]?.[2] as string;
    expect(cell).toHaveLength(50_000);
    expect(cell.endsWith('[cut: 60,000 characters in all]')).toBe(true);
  });

  it("cuts a header and a date column's text that is no date the same way", () => {
    const long = {
      columns: [
        { header: 'h'.repeat(60_000), kind: 'text' as const },
        { header: 'date', kind: 'date' as const },
      ],
      rows: [['x', 'd'.repeat(40_000)]],
    };
    const grid = toGrid(long, { date: (iso) => iso, maxText: 32_767 });
    expect(grid.flat().map((cell) => String(cell).length)).toEqual([32_767, 4, 1, 32_767]);
    expect(String(grid[0]?.[0])).toMatch(/ … \[cut: 60,000 characters in all\]$/);
    expect(String(grid[1]?.[1])).toMatch(/ … \[cut: 40,000 characters in all\]$/);
  });

  it('fills one empty cell when there is nothing to show', () => {
    expect(toGrid({ columns: [], rows: [] })).toEqual([['']]);
    expect(toGrid({ columns: table.columns, rows: [] }, { headers: false })).toEqual([['']]);
    expect(toGrid({ columns: table.columns, rows: [] })).toEqual([['keyword', 'date', 'answer']]);
  });
});
