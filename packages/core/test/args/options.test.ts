import fc from 'fast-check';
import { type CellScalar, type CoerceContext, type OptionSpec, parseOptions } from '../../src/args';
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

const ctx: CoerceContext = { today: () => '2026-10-31' };

const SPEC = {
  limit: { type: 'integer', min: 1, max: 1000, help: 'rows to return' },
  order_by: { type: 'enum', values: ['keyword', 'rank', 'rank_trend'], help: 'sort column' },
  order_direction: { type: 'enum', values: ['asc', 'desc'], help: 'sort direction' },
  search: { type: 'text', help: 'keywords containing this text' },
  keyword_ids: { type: 'list', item: 'id', help: 'only these keywords' },
  competitors: { type: 'list', item: 'domain', help: 'competitor domains' },
  columns: { type: 'list', item: 'text', help: 'columns to keep' },
  headers: { type: 'boolean', help: 'include the header row' },
  date: { type: 'date', help: 'the day' },
  threshold: { type: 'number', min: 0, max: 1, help: 'share' },
} as const satisfies OptionSpec;

const OPTIONS_REMEDY =
  'Use text like key=value; key=value (limit=100; device=mobile) or a two-column range of names and values.';

describe('parseOptions from text', () => {
  it('reads key=value pairs with their types', () => {
    const options = parseOptions(
      'limit=100; order_by=Rank; headers=false; keyword_ids=1,2,3; date=30 days ago; threshold=0.5',
      SPEC,
      ctx,
    );
    expect(options).toEqual({
      limit: 100,
      order_by: 'rank',
      headers: false,
      keyword_ids: [1, 2, 3],
      date: '2026-10-01',
      threshold: 0.5,
    });
    // The result is typed by the spec.
    const limit: number | undefined = options.limit;
    const orderBy: 'keyword' | 'rank' | 'rank_trend' | undefined = options.order_by;
    expect([limit, orderBy]).toEqual([100, 'rank']);
  });

  it('tolerates key: value, spaces, new lines, a trailing semicolon, any case and - for _', () => {
    expect(parseOptions(' LIMIT : 5 ;\n Order-By=rank_trend;ORDER_DIRECTION = desc; ', SPEC, ctx)).toEqual({
      limit: 5,
      order_by: 'rank_trend',
      order_direction: 'desc',
    });
  });

  it('lets values hold =, : and commas, and quoted values hold semicolons', () => {
    expect(
      parseOptions(
        'columns=keyword,search_data.search_volume; search="a=b; c"; competitors=https://a.com/,b.net',
        SPEC,
        ctx,
      ),
    ).toEqual({
      columns: ['keyword', 'search_data.search_volume'],
      search: 'a=b; c',
      competitors: ['a.com', 'b.net'],
    });
    expect(parseOptions("search='  spaced  '; order_by=“rank”", SPEC, ctx)).toEqual({
      search: 'spaced',
      order_by: 'rank',
    });
  });

  it('gives {} for an empty argument', () => {
    expect(parseOptions(undefined, SPEC, ctx)).toEqual({});
    expect(parseOptions('', SPEC, ctx)).toEqual({});
    expect(parseOptions(null, SPEC, ctx)).toEqual({});
    expect(parseOptions(0, SPEC, { ...ctx, zeroIsEmpty: true })).toEqual({});
    expect(parseOptions(' ; ', SPEC, ctx)).toEqual({});
  });
});

describe('parseOptions from a two-column range', () => {
  it('keeps cell types and skips empty rows and rows without a value', () => {
    const day = new Date(2026, 9, 5);
    expect(
      parseOptions(
        [
          ['limit', 250],
          ['', ''],
          ['date', day],
          ['search', ''],
          ['Order-By', 'keyword'],
          ['keyword_ids', '4, 5'],
          ['headers', true],
        ],
        SPEC,
        ctx,
      ),
    ).toEqual({ limit: 250, date: '2026-10-05', order_by: 'keyword', keyword_ids: [4, 5], headers: true });
  });

  it('treats a single cell as text', () => {
    expect(parseOptions([['limit=3']], SPEC, ctx)).toEqual({ limit: 3 });
  });
});

describe('parseOptions refuses', () => {
  it.each([
    [
      'an unknown key, listing the keys this function accepts',
      'limt=5',
      'options: "limt" is not an option of this function (did you mean limit?). Options: limit, order_by, order_direction, search, keyword_ids, competitors, columns, headers, date, threshold.',
    ],
    [
      'a key given twice, in any spelling',
      'order_by=rank; ORDER-BY=keyword',
      'options: order_by is given twice. Give each option once.',
    ],
    [
      'a bad value, naming the key',
      'limit=abc',
      'limit (in options): "abc" is not a number. Use a whole number from 1 to 1000.',
    ],
    ['a value out of range', 'limit=5000', 'limit (in options): 5000 is too large. Use a whole number from 1 to 1000.'],
    [
      'an enum value',
      'order_by=volume',
      'order_by (in options): "volume" is not allowed. Use one of: keyword, rank, rank_trend.',
    ],
    [
      'a bad list item',
      'keyword_ids=1,x',
      'keyword_ids (in options): "x" is not an id. Use positive whole numbers separated by commas (12, 34) or a range of cells.',
    ],
    ['an entry without =', 'limit 5', `options: "limit 5" is not key=value. ${OPTIONS_REMEDY}`],
    [
      'a key without a value',
      'limit=; headers=true',
      `options: limit has no value. Write it as limit=value. ${OPTIONS_REMEDY}`,
    ],
    ['a value without a key', '=5', `options: "=5" has no option name before the =. ${OPTIONS_REMEDY}`],
    ['an unclosed quote', 'search="abc', `options: a quote opened at ""abc" is never closed. ${OPTIONS_REMEDY}`],
    [
      'text after a quoted value',
      'search="a" b',
      `options: unexpected text after the quoted value "a". ${OPTIONS_REMEDY}`,
    ],
    ['a number', 42, `options: 42 is not a list of options. ${OPTIONS_REMEDY}`],
    [
      'a range of three columns',
      [['limit', 5, 'x']],
      `options: a range of 3 columns cannot hold options. ${OPTIONS_REMEDY}`,
    ],
    [
      'a range of one column',
      [['limit=5'], ['headers=true']],
      `options: a range of 1 column cannot hold options. ${OPTIONS_REMEDY}`,
    ],
    [
      'a value without a name in a range',
      [
        ['', 5],
        ['limit', 5],
      ],
      `options: row 1 has a value but no option name. ${OPTIONS_REMEDY}`,
    ],
    [
      'a number where a name belongs',
      [
        [7, 5],
        ['limit', 5],
      ],
      `options: row 1 has 7 where an option name belongs. ${OPTIONS_REMEDY}`,
    ],
    [
      'a date cell for a number option',
      [
        ['limit', new Date(2026, 0, 1)],
        ['headers', true],
      ],
      'limit (in options): the date 2026-01-01 is not a number. Use a whole number from 1 to 1000.',
    ],
  ])('%s', (_, value, message) => {
    expect(refusal(() => parseOptions(value, SPEC, ctx))).toBe(message);
  });

  it('any option when the function takes none', () => {
    expect(refusal(() => parseOptions('limit=5', {}, ctx))).toBe(
      'options: this function takes no options. Leave options empty.',
    );
  });
});

describe('options: text and a two-column range give the same result', () => {
  type Pair = { key: keyof typeof SPEC; text: string; cell: CellScalar };
  const pair = fc.oneof(
    fc.integer({ min: 1, max: 1000 }).map((n): Pair => ({ key: 'limit', text: String(n), cell: n })),
    fc.constantFrom('keyword', 'rank', 'rank_trend').map((v): Pair => ({ key: 'order_by', text: v, cell: v })),
    fc.constantFrom('asc', 'desc').map((v): Pair => ({ key: 'order_direction', text: v, cell: v })),
    fc.stringMatching(/^[a-z0-9][a-z0-9 ,.=:-]{0,15}[a-z0-9]$/).map((v): Pair => ({ key: 'search', text: v, cell: v })),
    fc
      .array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 5 })
      .map((ids): Pair => ({ key: 'keyword_ids', text: ids.join(','), cell: ids.join(', ') })),
    fc.boolean().map((b): Pair => ({ key: 'headers', text: String(b), cell: b })),
    fc.date({ min: new Date(2000, 0, 1), max: new Date(2026, 9, 31), noInvalidDate: true }).map((d): Pair => {
      const day = new Date(d.getFullYear(), d.getMonth(), d.getDate());
      const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      return { key: 'date', text: iso, cell: day };
    }),
  );
  const spelling = fc.constantFrom(
    (k: string) => k,
    (k: string) => k.toUpperCase(),
    (k: string) => k.replaceAll('_', '-'),
  );
  const separator = fc.constantFrom('; ', ';', '\n', ' ;\n');
  const assignment = fc.constantFrom('=', ' = ', ': ');

  it('for any set of options, however spelt', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pair, { selector: (p) => p.key, maxLength: 7 }),
        spelling,
        separator,
        assignment,
        (pairs, spell, sep, assign) => {
          const text = pairs.map((p) => `${spell(p.key)}${assign}${p.text}`).join(sep);
          const range = pairs.map((p) => [spell(p.key), p.cell]);
          const fromText = parseOptions(text, SPEC, ctx);
          expect(parseOptions(range.length > 0 ? range : [['', '']], SPEC, ctx)).toEqual(fromText);
          expect(Object.keys(fromText).sort()).toEqual(pairs.map((p) => p.key).sort());
        },
      ),
    );
  });
});
