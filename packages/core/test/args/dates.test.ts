import { type CoerceContext, coerceDate, coerceDateRange } from '../../src/args';
import { InputError } from '../../src/errors';

const ctx: CoerceContext = { today: () => '2026-10-31' };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

const FORMS =
  'Use a date cell, YYYY-MM-DD text (2026-10-31) or relative text like "30 days ago", "last month" or "last quarter".';

describe('coerceDate accepts', () => {
  it.each([
    ['ISO text', '2026-10-01', '2026-10-01'],
    ['ISO text with spaces around it', '  2026-10-01 ', '2026-10-01'],
    ['year-first text with slashes', '2026/10/01', '2026-10-01'],
    ['year-first text with dots and one-digit parts', '2026.1.5', '2026-01-05'],
    ['a leap day', '2024-02-29', '2024-02-29'],
    ['today', 'today', '2026-10-31'],
    ['NOW in capitals', ' NOW ', '2026-10-31'],
    ['yesterday', 'Yesterday', '2026-10-30'],
    ['days ago', '30 days ago', '2026-10-01'],
    ['one day ago, singular', '1 day ago', '2026-10-30'],
    ['days ago without a space', '3days ago', '2026-10-28'],
    ['weeks ago', '2 weeks ago', '2026-10-17'],
    ['months ago, clamped to the month end', '1 month ago', '2026-09-30'],
    ['years ago', '1 YEAR AGO', '2025-10-31'],
    ['an Excel serial number', 46326, '2026-10-31'],
    ['a serial with a time of day', 46326.75, '2026-10-31'],
    ['a single-cell range', [['2026-10-01']], '2026-10-01'],
  ])('%s', (_, value, expected) => {
    expect(coerceDate(value, 'start_date', ctx)).toBe(expected);
  });

  it('31 March minus one month is the last day of February, in leap years too', () => {
    expect(coerceDate('1 month ago', 'd', { today: () => '2026-03-31' })).toBe('2026-02-28');
    expect(coerceDate('1 month ago', 'd', { today: () => '2024-03-31' })).toBe('2024-02-29');
    expect(coerceDate('1 year ago', 'd', { today: () => '2024-02-29' })).toBe('2023-02-28');
  });

  it('a date cell is read through the host formatter, which knows the spreadsheet time zone', () => {
    const formatDate = (date: Date) => (date.getTime() === 0 ? '2026-05-04' : 'unexpected');
    expect(coerceDate(new Date(0), 'start_date', { ...ctx, formatDate })).toBe('2026-05-04');
  });

  it('a date cell without a host formatter uses the calendar fields of the local zone, not UTC', () => {
    expect(coerceDate(new Date(2026, 0, 1, 0, 0, 0), 'start_date', ctx)).toBe('2026-01-01');
    expect(coerceDate(new Date(2026, 0, 1, 23, 59, 59), 'start_date', ctx)).toBe('2026-01-01');
  });
});

describe('coerceDate refuses, naming the argument and the accepted forms', () => {
  it.each([
    ['day-first text', '32/10/2026', `start_date: "32/10/2026" is not a date. ${FORMS}`],
    ['month-first text', '10/31/2026', `start_date: "10/31/2026" is not a date. ${FORMS}`],
    [
      'a day that does not exist',
      '2026-02-30',
      `start_date: "2026-02-30" is not a date: 2026-02 has no day 30. ${FORMS}`,
    ],
    ['a 13th month', '2026-13-01', `start_date: "2026-13-01" is not a date: there is no month 13. ${FORMS}`],
    ['junk text', 'last tuesday', `start_date: "last tuesday" is not a date. ${FORMS}`],
    ['a negative number', -30, `start_date: -30 is not a date: date numbers are never negative. ${FORMS}`],
    ['minus-days text', '-30', `start_date: "-30" is not a date. ${FORMS}`],
    [
      'a serial number too small to be a plausible date',
      30,
      `start_date: 30 is not a date: date numbers run from 61 (1900-03-01) to 2958465 (9999-12-31). ${FORMS}`,
    ],
    ['a boolean', true, `start_date: TRUE is not a date. ${FORMS}`],
    ['an empty argument', '', `start_date is required. ${FORMS}`],
    ['a missing argument', undefined, `start_date is required. ${FORMS}`],
    [
      'a multi-cell range',
      [['2026-10-01', '2026-10-02']],
      `start_date: takes one cell, not a range of 2 cells. ${FORMS}`,
    ],
  ])('%s', (_, value, message) => {
    expect(refusal(() => coerceDate(value, 'start_date', ctx))).toBe(message);
  });

  it('an invalid Date object', () => {
    expect(refusal(() => coerceDate(new Date(Number.NaN), 'end_date', ctx))).toBe(
      `end_date: the cell holds an invalid date. ${FORMS}`,
    );
  });

  it('dates outside 1900-03-01 to 9999-12-31, from text or from relative text', () => {
    expect(refusal(() => coerceDate('1850-01-01', 'start_date', ctx))).toBe(
      'start_date: "1850-01-01" is outside the dates supported. Use a date from 1900-03-01 to 9999-12-31.',
    );
    expect(refusal(() => coerceDate('200 years ago', 'start_date', ctx))).toBe(
      'start_date: "200 years ago" is 1826-10-31, too long ago. Use a date from 1900-03-01 to 9999-12-31.',
    );
  });

  it('0 from an empty Excel desktop cell counts as missing only when the host says so', () => {
    expect(refusal(() => coerceDate(0, 'start_date', { ...ctx, zeroIsEmpty: true }))).toBe(
      `start_date is required. ${FORMS}`,
    );
    expect(refusal(() => coerceDate(0, 'start_date', ctx))).toMatch(/^start_date: 0 is not a date/);
  });
});

describe('coerceDateRange', () => {
  it('reads both ends', () => {
    expect(coerceDateRange('2026-10-01', '2026-10-15', ctx)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-15',
    });
  });

  it('an empty end is today; an empty start is defaultDays before the end, like the service', () => {
    expect(coerceDateRange(null, undefined, ctx, { defaultDays: 30 })).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(coerceDateRange('', '2026-10-10', ctx, { defaultDays: 7 })).toEqual({
      startDate: '2026-10-03',
      endDate: '2026-10-10',
    });
  });

  it('an empty start without a default is refused', () => {
    expect(refusal(() => coerceDateRange('', '2026-10-10', ctx))).toBe(`start_date is required. ${FORMS}`);
  });

  it('an end after today is brought back to today so a month typed in advance works', () => {
    const earlyInMonth = { today: () => '2026-10-12' };
    expect(coerceDateRange('2026-10-01', '2026-10-31', earlyInMonth)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-12',
    });
  });

  it('refuses a start in the future', () => {
    expect(refusal(() => coerceDateRange('2026-11-02', '2026-11-30', ctx))).toBe(
      'start_date: 2026-11-02 is in the future (today is 2026-10-31). Use a start date up to today.',
    );
  });

  it('refuses a start after the end, with the names the caller gave', () => {
    expect(refusal(() => coerceDateRange('2026-10-20', '2026-10-10', ctx, { startName: 'from', endName: 'to' }))).toBe(
      'from: 2026-10-20 is after to 2026-10-10. Use a start date on or before the end date.',
    );
  });

  it('names the end when the end is wrong', () => {
    expect(refusal(() => coerceDateRange('2026-10-01', 'soon', ctx))).toBe(`end_date: "soon" is not a date. ${FORMS}`);
  });
});
