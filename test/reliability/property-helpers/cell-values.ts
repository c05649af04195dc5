import fc from 'fast-check';

/**
 * What a spreadsheet cell can hand a custom function, from either host, including what only a careless or hostile
 * user would type: text with control characters, lone surrogates and emoji, numbers at the edges of IEEE 754, dates
 * that are not dates, empty values in each host's spelling, and ranges of any shape.
 */

const MARKED_TEXT = [
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  '\u200b',
  '\ud800',
  '🙂',
  'ÿ',
  'N/A',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e2',
  '1E+2',
  '0x1F',
  '-1',
  '-0',
  '0',
  '1.5',
  '101',
  ' 101 ',
  '9007199254740993',
  '=SUM(A1:A2)',
  '+1',
  '@campaign',
  "'quoted'",
  '"double"',
  'a,b,,c',
  ';;;',
  '===',
  'today',
  'yesterday',
  'tomorrow',
  '30 days ago',
  '3 months ago',
  '-5 days ago',
  '99999 days ago',
  '2026-10-01',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '10/01/2026',
  '2026-10-01T10:00:00Z',
  'desktop',
  'MOBILE',
  'all',
  'brand',
  'rival-one.com',
  'https://rival-one.com/path?x=1',
  'rival.com?x=1&campaign_id=5',
  '-bad-.com',
  'localhost',
  '/rank-tracker/v3.0/groups',
  '%2e%2e/v1.2/sites',
  '../../v1.2/sites',
  '//evil.example/x',
  'limit=10; headers=false',
  'limit=-5',
  'limit=1e9',
  'columns=keyword,nope',
  'headers=maybe',
  'order_direction=sideways',
  'cache_minutes=-1',
  'device=tablet',
  'key',
  '=value',
];

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MARKED_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: -100_000, max: 100_000 }).map(String) },
  // Far longer than any URL or cell allows.
  { weight: 1, arbitrary: fc.constantFrom(2_000, 40_000, 120_000).map((length) => 'k'.repeat(length)) },
);

const number: fc.Arbitrary<number> = fc.oneof(
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer({ min: -1_000_000, max: 100_000_000 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      0,
      0.5,
      -1,
      1e21,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      Number.MIN_VALUE,
      46_296, // 2026-10-01 as a serial number
      2_958_466, // 10000-01-01, past the last date either host shows
      60, // Excel's 1900-02-29, a day that never was
    ),
  },
);

const date: fc.Arbitrary<Date> = fc.oneof(
  fc.date({ noInvalidDate: false }),
  fc.constant(new Date(Number.NaN)),
  fc.constantFrom(new Date(-8.64e15), new Date(8.64e15), new Date(1899, 11, 30), new Date(2026, 9, 1)),
);

/** One cell: what both hosts hand over for a single value. Empty is `undefined`/`''` in Sheets, `null`/0 in Excel. */
export const scalarCell: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 3, arbitrary: number },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: date },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined, '') },
);

/** A range: rows of cells, possibly empty, ragged, or a single row or column. */
export const rangeCell: fc.Arbitrary<unknown[][]> = fc.array(fc.array(scalarCell, { maxLength: 4 }), { maxLength: 4 });

/**
 * Any argument value. Besides what hosts send, a few shapes no host sends (a flat list, a range nested in a range)
 * check that even those are refused with a message rather than crash.
 */
export const anyCell: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalarCell },
  { weight: 3, arbitrary: rangeCell },
  { weight: 1, arbitrary: fc.array(scalarCell, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.array(rangeCell, { maxLength: 2 }), { maxLength: 2 }) },
);

/** An options argument: `key=value; ...` text or a two-column range, keys mostly the function's own. */
export function optionsCell(keys: readonly string[]): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), text) : text;
  const value = fc.oneof(text, number.map(String), fc.constantFrom('true', 'false', 'yes', '0', '1000', 'keyword'));
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 4 });
  const separator = fc.constantFrom('; ', ';', '\n', ', ', ' ');
  const asText = fc.tuple(pairs, separator).map(([list, sep]) => list.map(([k, v]) => `${k}=${v}`).join(sep));
  const asRange = fc
    .array(fc.tuple(key, fc.oneof(scalarCell, value)), { maxLength: 4 })
    .map((rows) => rows.map(([k, v]) => [k, v]));
  return fc.oneof(asText, asRange, anyCell);
}
