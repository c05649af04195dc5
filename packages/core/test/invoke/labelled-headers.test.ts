import { columnLabel, columnLabelWithUnit, findFunction } from '@sv/core';
import { json, refusal, runCanned } from '../support/run-canned';

const KEYWORD = { keyword_id: 1, keyword: 'red shoes', search_data: { search_volume: 880 } };
const ARGS = [5, '2026-10-01', '2026-10-31', ''] as const;
const PATHS = (findFunction('KEYWORDS')?.columns ?? []).map((column) => column.header);

describe('headers=labels', () => {
  it('gives every column its readable label, in the same order, over the same rows', () => {
    const plain = runCanned('KEYWORDS', [...ARGS, ''], () => json(200, [KEYWORD]));
    const labelled = runCanned('KEYWORDS', [...ARGS, 'headers=labels'], () => json(200, [KEYWORD]));
    expect(plain.header).toEqual(PATHS);
    expect(labelled.header).toEqual(PATHS.map((path) => columnLabelWithUnit('KEYWORDS', path)));
    expect(labelled.header).toContain('Keyword');
    expect(labelled.header.some((header) => /[._]/.test(header) && header === header.toLowerCase())).toBe(false);
    expect(labelled.rows).toEqual(plain.rows);
    expect(labelled.result.headers).toBe(true);
  });

  it('columns= still names the field paths; the labels are applied to what is kept', () => {
    const run = runCanned('KEYWORDS', [...ARGS, 'columns=search_data.search_volume,keyword; headers=labels'], () =>
      json(200, [KEYWORD]),
    );
    expect(run.header).toEqual([columnLabel('KEYWORDS', 'search_data.search_volume'), 'Keyword']);
    expect(run.rows).toEqual([[880, 'red shoes']]);
  });

  it.each([
    ['TRUE', true, 'keyword_id'],
    ['paths', true, 'keyword_id'],
    ['FALSE', false, 'keyword_id'],
    ['none', false, 'keyword_id'],
  ])('headers=%s keeps its earlier meaning', (value, shown, first) => {
    const run = runCanned('KEYWORDS', [...ARGS, `headers=${value}`], () => json(200, [KEYWORD]));
    expect(run.result.headers).toBe(shown);
    expect(run.header[0]).toBe(first);
  });

  it('a value it does not know is refused before anything is sent, naming the ones it knows', () => {
    const run = refusal('KEYWORDS', [...ARGS, 'headers=pretty']);
    expect(run.message).toMatch(/headers.*paths, labels, none/);
    expect(run.sent).toBe(0);
  });

  it('labels that meet in one table give way to the field paths, every one of them; the others stay labels', () => {
    const run = runCanned('COMPANIES', ['headers=labels'], () =>
      json(200, [{ search_volume: 7, 'search volume': 8, Search_Volume: 9, keyword_id: 3 }]),
    );
    expect(run.header).toEqual(['search_volume', 'search volume', 'Search_Volume', 'Keyword ID']);
    expect(run.rows).toEqual([[7, 8, 9, 3]]);
  });

  it("a label that meets another column's path once that is shown gives way too", () => {
    // `Keyword ID` and `keyword id` both read "Keyword id", so they show their paths; "Keyword ID" is then a path
    // and the label of keyword_id at once.
    const run = runCanned('COMPANIES', ['headers=labels'], () =>
      json(200, [{ keyword_id: 1, 'Keyword ID': 2, 'keyword id': 3 }]),
    );
    expect(run.header).toEqual(['keyword_id', 'Keyword ID', 'keyword id']);
  });

  it('a function whose columns follow the answer reads its field paths as words', () => {
    const run = runCanned('COMPANIES', ['headers=labels'], () =>
      json(200, [{ company_id: 3, organic_share_of_voice: { domains: { share_of_voice: 0.4 } } }]),
    );
    expect(run.header).toContain('Share of voice (organic share of voice › domains)');
  });

  it('a field named like what every object inherits reads as its own words', () => {
    const run = runCanned('COMPANIES', ['headers=labels'], () =>
      json(200, [{ company_id: 3, constructor: 1, stats: { to_string: 2, __proto__x: 3, valueOf: 4 } }]),
    );
    expect(run.header).toEqual([
      'Company ID',
      'Constructor',
      'To string (stats)',
      'Proto x (stats)',
      'Valueof (stats)',
    ]);
    expect(columnLabel('GET', 'constructor')).toBe('Constructor');
    expect(columnLabel('KEYWORDS', 'hasOwnProperty')).toBe('Hasownproperty');
  });
});
