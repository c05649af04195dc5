import { InputError } from '../../src/errors';
import { flatten, selectColumns } from '../../src/flatten';
import { competitionLayout } from '../../src/registry/areas/competition';
import { headers } from './table-helpers';

const table = flatten(
  [{ keyword_id: 1, keyword_name: 'shoes', competitors: [{ domain: 'a.com', rank: 2 }] }],
  competitionLayout,
);

describe('selectColumns (the columns option)', () => {
  test('keeps the named columns in the order the analyst gave', () => {
    const picked = selectColumns(table, ['competitors.rank', 'keyword_name']);
    expect(headers(picked)).toEqual(['competitors.rank', 'keyword_name']);
    expect(picked.rows).toEqual([[2, 'shoes']]);
    expect(picked.columns.map((column) => column.kind)).toEqual(['number', 'text']);
  });

  test('ignores case and surrounding spaces', () => {
    expect(headers(selectColumns(table, [' Keyword_ID ']))).toEqual(['keyword_id']);
  });

  test('an empty selection keeps every column', () => {
    expect(selectColumns(table, [])).toEqual(table);
    expect(selectColumns(table, ['', ' '])).toEqual(table);
  });

  test('an unknown column is refused with the nearest columns, then the list of valid ones', () => {
    expect(() => selectColumns(table, ['keyword_id', 'rank'])).toThrow(InputError);
    expect(() => selectColumns(table, ['keyword_id', 'rank'])).toThrow(
      'Unknown column "rank" in the columns option. Did you mean competitors.rank or competitors.rank_trend? ' +
        'Valid columns: keyword_id, keyword_name, competitors.domain, ' +
        'competitors.landing_page, competitors.rank, competitors.rank_trend.',
    );
  });

  test('several unknown columns: the nearest for each that is near one, and none invented', () => {
    expect(() => selectColumns(table, ['keyword_nme', 'zzzz', 'domian'])).toThrow(
      'Unknown columns "keyword_nme", "zzzz", "domian" in the columns option. "keyword_nme": Did you mean ' +
        'keyword_name? "domian": Did you mean competitors.domain? Valid columns:',
    );
  });

  test('an answer without records: the headers asked for over no rows, never "Valid columns: ."', () => {
    const empty = selectColumns({ columns: [], rows: [] }, ['name', ' id ']);
    expect(headers(empty)).toEqual(['name', 'id']);
    expect(empty.rows).toEqual([]);
  });
});
