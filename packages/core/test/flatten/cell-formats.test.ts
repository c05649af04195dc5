/** The folded cells of the keyword table: monthly searches and SERP features, in every order they may arrive. */
import { flatten } from '../../src/flatten';
import { keywordsLayout } from '../../src/registry/areas/keywords';

function cell(record: Record<string, unknown>, header: string) {
  const table = flatten([record], keywordsLayout);
  const index = table.columns.findIndex((column) => column.header === header);
  return table.rows[0]?.[index];
}

const month = (name: unknown, year: unknown, volume: unknown) => ({ month: name, year, search_volume: volume });
const monthly = (...months: unknown[]) =>
  cell({ search_data: { monthly_searches: months } }, 'search_data.monthly_searches');

describe('monthly searches', () => {
  test('oldest first as sent, and sorted when sent otherwise; equal months keep their order', () => {
    expect(monthly(month('Dec', 2025, 1), month('January', 2026, 2))).toBe('2025-12:1, 2026-01:2');
    expect(monthly(month('March', 2026, 3), month(1, 2026, 1), month('Mar', 2026, 4))).toBe(
      '2026-01:1, 2026-03:3, 2026-03:4',
    );
  });

  test('a month reads the same first in a cell or after others, whatever the year', () => {
    expect(monthly(month('Jan', 2026, 1), month('Feb', 2026, 2))).toBe('2026-01:1, 2026-02:2');
    expect(monthly(month('Dec', 2025, 0), month('Jan', 2026, 1), month('Feb', 2026, 2))).toBe(
      '2025-12:0, 2026-01:1, 2026-02:2',
    );
    expect(monthly(month('Feb', 2026, 2))).toBe('2026-02:2');
    expect(monthly(month('Jan', -1, 5), month('Feb', 0, 6), month('Jan', 2.5, 7))).toBe('-1-01:5, 0-02:6, 2.5-01:7');
  });

  test('a month that cannot be dated keeps its own text and every entry its place', () => {
    expect(monthly(month('May', 2026, 5), month('Smarch', 2026, 9), month('Jan', 2026, 1))).toBe(
      '2026-05:5, Smarch 2026:9, 2026-01:1',
    );
  });

  test('items that are not records are skipped; no list is an empty cell', () => {
    expect(monthly('x', month('Feb', '2026', '7'), null)).toBe('2026-02:7');
    expect(cell({ search_data: { monthly_searches: 'n/a' } }, 'search_data.monthly_searches')).toBe('');
  });
});

describe('SERP features', () => {
  const serp = { desktop: [{ feature: 'fsn', listed: 'yes' }, 'qns', { feature: ' ', listed: true }, { listed: 1 }] };

  test('every feature present, upper case, and only those listing the site', () => {
    expect(cell({ serp_data: serp }, 'serp_data.desktop')).toBe('FSN, QNS');
    expect(cell({ serp_data: serp }, 'serp_data.desktop.listed')).toBe('FSN');
    expect(cell({ serp_data: { desktop: [] } }, 'serp_data.desktop')).toBe('');
  });
});
