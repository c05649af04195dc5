import {
  coerceBoolean,
  coerceEnum,
  coerceGroupId,
  coerceId,
  coerceInteger,
  coerceNumber,
  coerceText,
  isEmptyArg,
  optionalArg,
} from '../../src/args';
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

describe('empty arguments', () => {
  it.each([
    ['undefined (Sheets, skipped)', undefined],
    ['empty text (Sheets)', ''],
    ['spaces', '   '],
    ['null (Excel)', null],
    ['an empty single-cell range', [['']]],
    [
      'a range of empty cells',
      [
        [null, ''],
        [undefined, ''],
      ],
    ],
  ])('%s is empty', (_, value) => {
    expect(isEmptyArg(value)).toBe(true);
  });

  it('0 is empty only for a host that sends 0 for empty cells (Excel desktop)', () => {
    expect(isEmptyArg(0)).toBe(false);
    expect(isEmptyArg(0, { zeroIsEmpty: true })).toBe(true);
    expect(isEmptyArg([[0]], { zeroIsEmpty: true })).toBe(true);
  });

  it('FALSE and text are values', () => {
    expect(isEmptyArg(false)).toBe(false);
    expect(isEmptyArg('x')).toBe(false);
    expect(isEmptyArg([['', 'x']])).toBe(false);
  });

  it('optionalArg skips coercion of an empty argument and runs it otherwise', () => {
    expect(optionalArg(null, {}, (v) => coerceInteger(v, 'limit'))).toBeUndefined();
    expect(optionalArg(0, { zeroIsEmpty: true }, (v) => coerceInteger(v, 'limit'))).toBeUndefined();
    expect(optionalArg('25', {}, (v) => coerceInteger(v, 'limit'))).toBe(25);
  });
});

describe('coerceId', () => {
  it.each([
    [123, 123],
    ['123', 123],
    [' 123 ', 123],
    [123.0, 123],
    [1e2, 100],
    ['007', 7],
    [[[77]], 77],
  ])('%p is id %p', (value, expected) => {
    expect(coerceId(value, 'campaign_id')).toBe(expected);
  });

  const REMEDY = 'Use a positive whole number such as 123.';
  it.each([
    [12.5, 'campaign_id: 12.5 is not a whole number.'],
    ['1e2', 'campaign_id: "1e2" is exponent notation, not plain digits.'],
    [' 1E+2 ', 'campaign_id: " 1E+2 " is exponent notation, not plain digits.'],
    ['0x64', 'campaign_id: "0x64" is a hexadecimal number, not plain digits.'],
    ['123.0', 'campaign_id: "123.0" is not a whole number.'],
    ['1,234', 'campaign_id: "1,234" has thousands separators; type the digits only.'],
    ['+5', 'campaign_id: "+5" has a sign; type the digits only.'],
    ['-5', 'campaign_id: "-5" is not a positive whole number.'],
    ['Infinity', 'campaign_id: "Infinity" is not an id.'],
    [Number.POSITIVE_INFINITY, 'campaign_id: Infinity is not an id.'],
    ['99999999999999999999', 'campaign_id: "99999999999999999999" is too large to be an id.'],
    ['abc', 'campaign_id: "abc" is not an id.'],
    [0, 'campaign_id: 0 is not a positive whole number.'],
    [-4, 'campaign_id: -4 is not a positive whole number.'],
    [true, 'campaign_id: TRUE is not an id.'],
    [new Date(2026, 9, 31), 'campaign_id: the date 2026-10-31 is not an id.'],
    [[[1], [2], [3]], 'campaign_id: takes one cell, not a range of 3 cells.'],
    ['', 'campaign_id is required.'],
    [null, 'campaign_id is required.'],
    [2 ** 60, `campaign_id: ${2 ** 60} is too large to be an id.`],
  ])('refuses %p', (value, message) => {
    expect(refusal(() => coerceId(value, 'campaign_id'))).toBe(`${message} ${REMEDY}`);
  });
});

describe('coerceGroupId', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [0, 0],
    [-1, -1],
    [-3, -3],
    ['brand', -1],
    [' Brand ', -1],
    ['ALL', 0],
    [' -2 ', -2],
    ['-0', 0],
  ])('%p is group %p', (value, expected) => {
    expect(coerceGroupId(value, 'group_id')).toBe(expected);
  });

  const REMEDY = 'Use a group id (a whole number such as 123), "all" for every keyword (0) or "brand" (-1).';
  it.each([
    [-4, 'group_id: -4 is not a group id.'],
    ['seo', 'group_id: "seo" is not a group id.'],
    [1.5, 'group_id: 1.5 is not a whole number.'],
    ['-4', 'group_id: "-4" is not a group id.'],
    ['1e2', 'group_id: "1e2" is exponent notation, not plain digits.'],
    ['+1', 'group_id: "+1" has a sign; type the digits only.'],
    ['0x1', 'group_id: "0x1" is a hexadecimal number, not plain digits.'],
    [undefined, 'group_id is required.'],
  ])('refuses %p', (value, message) => {
    expect(refusal(() => coerceGroupId(value, 'group_id'))).toBe(`${message} ${REMEDY}`);
  });
});

describe('coerceInteger and coerceNumber', () => {
  it('read numbers and decimal text within bounds', () => {
    expect(coerceInteger(' 250 ', 'limit', { min: 1, max: 1000 })).toBe(250);
    expect(coerceInteger(-3, 'offset')).toBe(-3);
    expect(coerceNumber('0.75', 'threshold', { min: 0, max: 1 })).toBe(0.75);
    expect(coerceInteger(1e3, 'limit')).toBe(1000);
  });

  it.each([
    [
      () => coerceInteger(5000, 'limit', { min: 1, max: 1000 }),
      'limit: 5000 is too large. Use a whole number from 1 to 1000.',
    ],
    [() => coerceInteger(0, 'limit', { min: 1 }), 'limit: 0 is too small. Use a whole number of at least 1.'],
    [() => coerceInteger('2.5', 'limit'), 'limit: "2.5" is not a whole number. Use a whole number.'],
    [
      () => coerceInteger('1,000', 'limit'),
      'limit: "1,000" has thousands separators; type the digits only. Use a whole number.',
    ],
    [() => coerceInteger('1e2', 'limit'), 'limit: "1e2" is exponent notation, not plain digits. Use a whole number.'],
    [
      () => coerceInteger('0x10', 'limit'),
      'limit: "0x10" is a hexadecimal number, not plain digits. Use a whole number.',
    ],
    [() => coerceInteger('100.0', 'limit'), 'limit: "100.0" is not a whole number. Use a whole number.'],
    [() => coerceNumber('1e3', 'threshold'), 'threshold: "1e3" is not a number. Use a number.'],
    [() => coerceInteger(false, 'limit'), 'limit: FALSE is not a number. Use a whole number.'],
    [() => coerceNumber('', 'threshold', { max: 1 }), 'threshold is required. Use a number of at most 1.'],
    [() => coerceNumber(Number.NaN, 'threshold'), 'threshold: NaN is not a number. Use a number.'],
  ])('refusal %#', (run, message) => {
    expect(refusal(run)).toBe(message);
  });
});

describe('coerceBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    ['TRUE', true],
    ['false', false],
    [' Yes ', true],
    ['no', false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    [[[true]], true],
  ])('%p is %p', (value, expected) => {
    expect(coerceBoolean(value, 'include_all_groups')).toBe(expected);
  });

  it.each([
    ['maybe', 'include_all_groups: "maybe" is not TRUE or FALSE. Use TRUE or FALSE.'],
    [2, 'include_all_groups: 2 is not TRUE or FALSE. Use TRUE or FALSE.'],
    [null, 'include_all_groups is required. Use TRUE or FALSE.'],
  ])('refuses %p', (value, message) => {
    expect(refusal(() => coerceBoolean(value, 'include_all_groups'))).toBe(message);
  });
});

describe('coerceText', () => {
  it('trims, and turns numbers into their digits', () => {
    expect(coerceText('  running shoes ', 'search')).toBe('running shoes');
    expect(coerceText(2024, 'search')).toBe('2024');
    expect(coerceText([['shoes']], 'search')).toBe('shoes');
  });

  it.each([
    [() => coerceText([['a', 'b']], 'search'), 'search: takes one cell, not a range of 2 cells. Type some text.'],
    [() => coerceText('   ', 'search'), 'search is required. Type some text.'],
    [
      () => coerceText('abcdef', 'search', { maxLength: 5 }),
      'search: the text is 6 characters long. Type up to 5 characters.',
    ],
    [() => coerceText(new Date(2026, 0, 2), 'search'), 'search: the date 2026-01-02 is not text. Type some text.'],
    [
      () => coerceText('running\nshoes', 'keyword'),
      'keyword: "running\nshoes" holds a line break or tab. Type it on one line. Type some text.',
    ],
  ])('refusal %#', (run, message) => {
    expect(refusal(run)).toBe(message);
  });
});

describe('coerceEnum', () => {
  const ORDER_BY = ['keyword', 'rank', 'rank_trend'] as const;

  it('ignores case, spaces and hyphens and returns the canonical spelling', () => {
    expect(coerceEnum('RANK', 'order_by', ORDER_BY)).toBe('rank');
    expect(coerceEnum(' Rank Trend ', 'order_by', ORDER_BY)).toBe('rank_trend');
    expect(coerceEnum('rank-trend', 'order_by', ORDER_BY)).toBe('rank_trend');
  });

  it('maps aliases, including numbers', () => {
    const aliases = { '1': 'desktop', '2': 'mobile', phone: 'mobile' } as const;
    expect(coerceEnum(2, 'device', ['desktop', 'mobile'], { aliases })).toBe('mobile');
    expect(coerceEnum('Phone', 'device', ['desktop', 'mobile'], { aliases })).toBe('mobile');
  });

  it('lists the allowed values when refusing', () => {
    expect(refusal(() => coerceEnum('tablet', 'device', ['desktop', 'mobile']))).toBe(
      'device: "tablet" is not allowed. Use one of: desktop, mobile.',
    );
    expect(refusal(() => coerceEnum(null, 'device', ['desktop', 'mobile']))).toBe(
      'device is required. Use one of: desktop, mobile.',
    );
  });
});

describe('names of inherited properties are text like any other', () => {
  // A property test once typed "__proto__" as a group id and got "[object Object] is not a group id".
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  test.each(names)('%s is not a group id, and the message quotes it', (text) => {
    expect(() => coerceGroupId(text, 'group_id')).toThrow(`"${text}" is not a group id`);
  });

  test.each(names)('%s is not TRUE or FALSE, and the message quotes it', (text) => {
    expect(() => coerceBoolean(text, 'flag')).toThrow(`"${text}" is not TRUE or FALSE`);
  });

  test.each(names)('%s is not one of the allowed words', (text) => {
    expect(() => coerceEnum(text, 'device', ['desktop', 'mobile'])).toThrow(InputError);
  });
});
