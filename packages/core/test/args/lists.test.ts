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
    [() => coerceList('1, 2.5', 'keyword_ids', 'id'), `keyword_ids: "2.5" is not a whole number. ${IDS}`],
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

describe('the one domain rule', () => {
  const DOMAINS = 'Use domains like example.com separated by commas, or a range of cells.';
  it.each([
    [
      'rival.com?x=1&campaign_id=5',
      '"rival.com?x=1&campaign_id=5" has a query (the part from ?), which a domain cannot carry',
    ],
    ['https://rival.com/blog', '"https://rival.com/blog" is an address with a path, not a domain'],
    ['rival.com#top', '"rival.com#top" has a # part, which a domain cannot carry'],
    ['rival.com:8080', '"rival.com:8080" has a port, which a domain cannot carry'],
    ['me@rival.com', '"me@rival.com" has a user name (the part before @), which a domain cannot carry'],
    ['rival.com\\x', '"rival.com\\x" is an address with a path, not a domain'],
    [`${'a'.repeat(64)}.com`, `"${'a'.repeat(60)}…" is not a domain`],
    ['=rival.com', '"=rival.com" is not a domain'],
    ["'rival.com'", `"'rival.com'" is not a domain`],
  ])('competitors %p are refused', (input, problem) => {
    expect(refusal(() => coerceList(input, 'competitors', 'domain'))).toBe(`competitors: ${problem}. ${DOMAINS}`);
  });

  it('keeps what the 1.2 and 3.0 functions both accept', () => {
    expect(coerceList('HTTPS://Shop.Rival.co.uk/, www.other.net', 'competitors', 'domain')).toEqual([
      'shop.rival.co.uk',
      'www.other.net',
    ]);
  });

  it('takes a URL path where a domain or URL is asked for, but no query or dot segments', () => {
    expect(coerceList('https://Rival.com/Blog/', 'domain_or_url', 'domain_or_url')).toEqual(['rival.com/Blog']);
    const remedy = 'Use a domain like example.com or a URL path like example.com/blog.';
    expect(refusal(() => coerceList('rival.com/a?campaign_id=5', 'domain_or_url', 'domain_or_url'))).toBe(
      `domain_or_url: "rival.com/a?campaign_id=5" has a query (the part from ?), which a domain or URL path cannot carry. ${remedy}`,
    );
    expect(refusal(() => coerceList('rival.com/../admin', 'domain_or_url', 'domain_or_url'))).toBe(
      `domain_or_url: "rival.com/../admin" has a path that cannot be sent (spaces, \\, . or .. segments). ${remedy}`,
    );
  });

  it('refuses more items than the service takes, counting after duplicates are removed', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `rival${i}.com`).join(',');
    expect(refusal(() => coerceList(eleven, 'competitors', 'domain', {}, { maxItems: 10 }))).toBe(
      'competitors: 11 domains were given. The service takes at most 10 at once: split them over several calls.',
    );
    expect(
      coerceList(`${eleven.replace('rival10', 'rival0')}`, 'competitors', 'domain', {}, { maxItems: 10 }),
    ).toHaveLength(10);
  });

  it('asks for one where the service reads one domain or URL', () => {
    expect(refusal(() => coerceList('a.com, b.com', 'domain_or_url', 'domain_or_url', {}, { maxItems: 1 }))).toBe(
      'domain_or_url: 2 domains or URLs were given. Give one: the service reads one at a time.',
    );
  });

  it('reads group id lists with the built-in groups', () => {
    expect(coerceList('12, all, brand, -2', 'group_ids', 'group_id')).toEqual([12, 0, -1, -2]);
    expect(refusal(() => coerceList('12, 1e2', 'group_ids', 'group_id'))).toMatch(
      /^group_ids: "1e2" is exponent notation, not plain digits\./,
    );
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
