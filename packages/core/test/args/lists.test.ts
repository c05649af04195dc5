import fc from 'fast-check';
import { type CellScalar, coerceList, normaliseDomain } from '../../src/args';
import { InputError } from '../../src/errors';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('coerceList', () => {
  it('splits text on commas, semicolons and new lines, trims and de-duplicates keeping order', () => {
    expect(coerceList('3, 1;2\n3 ,, 1', 'keyword_ids', 'id')).toEqual([3, 1, 2]);
    expect(coerceList('shoes, boots ; shoes', 'keywords', 'text')).toEqual(['shoes', 'boots']);
  });

  it('takes a single number', () => {
    expect(coerceList(42, 'keyword_ids', 'id')).toEqual([42]);
  });

  it('reads a range row by row, skipping empty cells', () => {
    expect(
      coerceList(
        [
          [5, ''],
          [null, '7'],
          ['8, 5', undefined],
        ],
        'keyword_ids',
        'id',
      ),
    ).toEqual([5, 7, 8]);
  });

  it('skips 0 cells for a host that sends 0 for empty cells', () => {
    expect(coerceList([[5], [0], [6]], 'keyword_ids', 'id', { zeroIsEmpty: true })).toEqual([5, 6]);
  });

  it('accepts JSON-array text', () => {
    expect(coerceList('["a.com", "B.net"]', 'competitors', 'domain')).toEqual(['a.com', 'b.net']);
    expect(coerceList('[1, "2", 1]', 'keyword_ids', 'id')).toEqual([1, 2]);
  });

  it('normalises domains: no scheme, no trailing slash, lower-case host, www kept', () => {
    expect(coerceList('https://WWW.Example.com/, http://shop.example.co.uk', 'competitors', 'domain')).toEqual([
      'www.example.com',
      'shop.example.co.uk',
    ]);
    expect(coerceList('example.com, https://example.com/', 'competitors', 'domain')).toEqual(['example.com']);
  });

  it('gives [] for an empty argument', () => {
    expect(coerceList(undefined, 'keyword_ids', 'id')).toEqual([]);
    expect(coerceList(' , ; ', 'keyword_ids', 'id')).toEqual([]);
    expect(coerceList([[null], ['']], 'competitors', 'domain')).toEqual([]);
  });

  const IDS = 'Use positive whole numbers separated by commas (12, 34) or a range of cells.';
  const DOMAINS = 'Use domains like example.com separated by commas, or a range of cells.';
  it.each([
    [() => coerceList('1, x, 3', 'keyword_ids', 'id'), `keyword_ids: "x" is not an id. ${IDS}`],
    [() => coerceList('1, 2.5', 'keyword_ids', 'id'), `keyword_ids: "2.5" is not a positive whole number. ${IDS}`],
    [() => coerceList([[1], [-2]], 'keyword_ids', 'id'), `keyword_ids: -2 is not a positive whole number. ${IDS}`],
    [() => coerceList([[true]], 'keyword_ids', 'id'), `keyword_ids: TRUE cannot be a list item. ${IDS}`],
    [
      () => coerceList('not a domain', 'competitors', 'domain'),
      `competitors: "not a domain" is not a domain. ${DOMAINS}`,
    ],
    [
      () => coerceList('["a.com", ', 'competitors', 'domain'),
      `competitors: "["a.com"," starts like a JSON list but is not one. ${DOMAINS}`,
    ],
    [
      () => coerceList('[["a.com"]]', 'competitors', 'domain'),
      `competitors: the list holds "["a.com"]", which is neither text nor a number. ${DOMAINS}`,
    ],
  ])('refusal %#', (run, message) => {
    expect(refusal(run)).toBe(message);
  });
});

describe('normaliseDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  HTTPS://Example.COM/  ', 'example.com'],
    ['www.example.com', 'www.example.com'],
    ['example.com/Blog/', 'example.com/Blog'],
    ['bücher.de', 'bücher.de'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['localhost:8080.com', undefined],
    ['example', undefined],
    ['exa mple.com', undefined],
    ['-bad.com', undefined],
    ['1.2.3.4', undefined],
  ])('%p → %p', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });
});

describe('lists: text and ranges give the same list', () => {
  const id = fc.integer({ min: 1, max: 2 ** 40 });
  const word = fc.stringMatching(/^[a-z0-9][a-z0-9 ._-]{0,12}[a-z0-9]$/);
  const domain = fc.domain().map((d) => d.toLowerCase());
  const separator = fc.constantFrom(',', ', ', ';', ' ; ', '\n');

  function shapes<T extends CellScalar>(items: T[], sep: string) {
    const text = items.join(sep);
    const column = items.map((item) => [item]);
    const row = [items];
    const gappy = items.flatMap((item) => [
      [item, ''],
      [null, undefined],
    ]);
    const json = JSON.stringify(items);
    return { text, column, row, gappy, json };
  }

  function expectSameList(kind: 'id' | 'text' | 'domain', items: (string | number)[], sep: string) {
    const { text, column, row, gappy, json } = shapes(items, sep);
    const fromText = coerceList(text, 'list', kind);
    expect(coerceList(column, 'list', kind)).toEqual(fromText);
    expect(coerceList(row, 'list', kind)).toEqual(fromText);
    expect(coerceList(gappy, 'list', kind)).toEqual(fromText);
    expect(coerceList(json, 'list', kind)).toEqual(fromText);
    const unique = [...new Set(items)];
    expect(fromText).toEqual(kind === 'id' ? unique.map(Number) : unique.map(String));
  }

  it('ids', () => {
    fc.assert(fc.property(fc.array(id, { maxLength: 20 }), separator, (ids, sep) => expectSameList('id', ids, sep)));
  });

  it('ids typed as text in cells', () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 20 }), separator, (ids, sep) => expectSameList('id', ids.map(String), sep)),
    );
  });

  it('text', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 20 }), separator, (words, sep) => expectSameList('text', words, sep)),
    );
  });

  it('domains', () => {
    fc.assert(
      fc.property(fc.array(domain, { maxLength: 10 }), separator, (domains, sep) =>
        expectSameList('domain', domains, sep),
      ),
    );
  });
});
