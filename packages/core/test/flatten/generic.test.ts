import { flattenGeneric } from '../../src/flatten';
import { headers, rowsByHeader } from './table-helpers';

describe('flattenGeneric: responses of unknown shape', () => {
  test('a bare list of records with nested objects becomes dotted columns', () => {
    const table = flattenGeneric([
      { date: '2026-10-01', visibility: { desktop: 0.5, mobile: 0.4 } },
      { date: '2026-10-02', visibility: { desktop: 0.6, mobile: 0.45 } },
    ]);
    expect(headers(table)).toEqual(['date', 'visibility.desktop', 'visibility.mobile']);
    expect(table.columns.map((column) => column.kind)).toEqual(['date', 'number', 'number']);
    expect(table.rows).toEqual([
      ['2026-10-01', 0.5, 0.4],
      ['2026-10-02', 0.6, 0.45],
    ]);
  });

  test('column order is first appearance across all records, not only the first', () => {
    const table = flattenGeneric([{ a: 1 }, { b: 2, a: 3 }, { c: true }]);
    expect(headers(table)).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([
      [1, '', ''],
      [3, 2, ''],
      ['', '', true],
    ]);
  });

  test('an object wrapping the list beside paging metadata', () => {
    const table = flattenGeneric({ results: [{ id: 1 }, { id: 2 }], limit: 2, offset: 0, pages: 1, total_results: 2 });
    expect(headers(table)).toEqual(['id']);
    expect(table.rows).toEqual([[1], [2]]);
  });

  test('a single object is one row', () => {
    const table = flattenGeneric({ date_start: '2026-10-01', date_done: 'N/A', imported: 10, processing: false });
    expect(rowsByHeader(table)).toEqual([
      { date_start: '2026-10-01', date_done: 'N/A', imported: 10, processing: false },
    ]);
  });

  test('lists of scalars become comma-joined text', () => {
    expect(rowsByHeader(flattenGeneric([{ ids: [1, 2, 3], tags: [] }]))).toEqual([{ ids: '1, 2, 3', tags: '' }]);
  });

  test('the one list of objects is unrolled, one row per item, the record fields repeated', () => {
    const table = flattenGeneric([
      {
        keyword_id: 1,
        keyword: 'a',
        top_100_results: [
          { domain: 'x.com', rank: 1 },
          { domain: 'y.com', rank: 2 },
        ],
        n: 5,
      },
      { keyword_id: 2, keyword: 'b', top_100_results: [] },
    ]);
    expect(headers(table)).toEqual(['keyword_id', 'keyword', 'top_100_results.domain', 'top_100_results.rank', 'n']);
    expect(table.rows).toEqual([
      [1, 'a', 'x.com', 1, 5],
      [1, 'a', 'y.com', 2, 5],
      [2, 'b', '', '', ''],
    ]);
  });

  test('per-device lists of days become long format with a device column', () => {
    const table = flattenGeneric([
      {
        keyword_id: '9',
        ranking_data: { mobile: [{ date: '2026-10-01', rank: '4' }], desktop: [{ date: '2026-10-01', rank: 'N/A' }] },
      },
    ]);
    expect(rowsByHeader(table)).toEqual([
      { keyword_id: 9, device: 'desktop', 'ranking_data.date': '2026-10-01', 'ranking_data.rank': 'N/A' },
      { keyword_id: 9, device: 'mobile', 'ranking_data.date': '2026-10-01', 'ranking_data.rank': 4 },
    ]);
    expect(table.columns.map((column) => column.kind)).toEqual(['integer', 'text', 'date', 'integer']);
  });

  test('a field named "a.b" beside a nested a → b keeps its value: the nested one is a.b, the other ["a.b"]', () => {
    const table = flattenGeneric([{ 'a.b': 1, a: { b: 2 } }, { a: { b: 3 } }]);
    expect(rowsByHeader(table)).toEqual([
      { '["a.b"]': 1, 'a.b': 2 },
      { '["a.b"]': '', 'a.b': 3 },
    ]);
  });

  test('names that do not meet keep their dotted paths, dots in a name included', () => {
    expect(headers(flattenGeneric([{ 'example.com': 4, a: { 'b.c': 5 } }]))).toEqual(['example.com', 'a.b.c']);
  });

  test('every name that meets another is written apart, each the same way whatever the order of the fields', () => {
    const forward = flattenGeneric([{ a: { 'b.c': 1, b: { c: 2 } }, 'a.b': { c: 3 } }]);
    const backward = flattenGeneric([{ 'a.b': { c: 3 }, a: { b: { c: 2 }, 'b.c': 1 } }]);
    const expected = { 'a["b.c"]': 1, 'a.b.c': 2, '["a.b"].c': 3 };
    expect(rowsByHeader(forward)).toEqual([expected]);
    expect(rowsByHeader(backward)).toEqual([expected]);
  });

  test('a device column and the fields of per-device items give way to fields of the same path, numbered', () => {
    const table = flattenGeneric([
      { device: 'all', ranking_data: { rank: 7, desktop: [{ rank: 1 }], mobile: [{ rank: 2 }] } },
    ]);
    expect(rowsByHeader(table)).toEqual([
      { device: 'all', 'ranking_data.rank': 7, 'device (2)': 'desktop', 'ranking_data.rank (2)': 1 },
      { device: 'all', 'ranking_data.rank': 7, 'device (2)': 'mobile', 'ranking_data.rank (2)': 2 },
    ]);
  });

  test('several lists of objects stay compact JSON text, nothing is lost', () => {
    const table = flattenGeneric({
      total_keywords: 10,
      organic: { domains: [{ domain: 'a.com', share: 0.5 }] },
      ai: { domains: [{ domain: 'b.com', share: 0.1 }] },
    });
    expect(rowsByHeader(table)).toEqual([
      {
        total_keywords: 10,
        'organic.domains': '[{"domain":"a.com","share":0.5}]',
        'ai.domains': '[{"domain":"b.com","share":0.1}]',
      },
    ]);
  });

  test('numbers sent as text become numbers only where the whole column is numeric', () => {
    const table = flattenGeneric([
      { keyword: '404', rank: '3', zip: '0012' },
      { keyword: 'shoes', rank: '10', zip: '0013' },
    ]);
    expect(table.rows).toEqual([
      ['404', 3, '0012'],
      ['shoes', 10, '0013'],
    ]);
    expect(table.columns.map((column) => column.kind)).toEqual(['text', 'integer', 'text']);
  });

  test('scalars and nothing', () => {
    expect(flattenGeneric(['a', 'b'])).toEqual({ columns: [{ header: 'value', kind: 'text' }], rows: [['a'], ['b']] });
    expect(flattenGeneric(null)).toEqual({ columns: [], rows: [] });
    expect(flattenGeneric([])).toEqual({ columns: [], rows: [] });
    expect(flattenGeneric([{ a: null }])).toEqual({ columns: [{ header: 'a', kind: 'text' }], rows: [['']] });
  });
});
