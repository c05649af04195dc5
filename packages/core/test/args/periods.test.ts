import fc from 'fast-check';
import { type CoerceContext, coerceDate, coerceDateRange } from '../../src/args';
import { runCanned } from '../support/run-canned';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (text: string) => Date.parse(`${text}T00:00:00Z`);
/** Monday 1 … Sunday 7. */
const weekday = (text: string) => new Date(utc(text)).getUTCDay() || 7;

/** Today is Friday 2026-11-20 unless a row says otherwise. */
const on = (today: string): CoerceContext => ({ today: () => today });
const FRIDAY = on('2026-11-20');

describe('a period named in words is its first day as a start and its last day as an end', () => {
  it.each([
    ['last month', '2026-11-20', '2026-10-01', '2026-10-31'],
    ['this month', '2026-11-20', '2026-11-01', '2026-11-30'],
    ['last week', '2026-11-20', '2026-11-09', '2026-11-15'],
    ['this week', '2026-11-20', '2026-11-16', '2026-11-22'],
    ['last month in January is December of the year before', '2027-01-15', '2026-12-01', '2026-12-31'],
    ['last month in March of a leap year ends on 29 February', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['this week on a Monday starts today', '2026-11-16', '2026-11-16', '2026-11-22'],
    ['this week on a Sunday started six days ago', '2026-11-22', '2026-11-16', '2026-11-22'],
    ['last week across a year end', '2027-01-06', '2026-12-28', '2027-01-03'],
    ['last quarter', '2026-11-20', '2026-07-01', '2026-09-30'],
    ['this quarter', '2026-11-20', '2026-10-01', '2026-12-31'],
    ['last quarter in February is October to December of the year before', '2027-02-10', '2026-10-01', '2026-12-31'],
    ['last quarter on the first day of a quarter', '2026-04-01', '2026-01-01', '2026-03-31'],
    ['this quarter on its last day', '2026-06-30', '2026-04-01', '2026-06-30'],
    ['last year', '2026-11-20', '2025-01-01', '2025-12-31'],
    ['this year', '2026-11-20', '2026-01-01', '2026-12-31'],
    ['previous quarter reads as last quarter', '2026-11-20', '2026-07-01', '2026-09-30'],
    ['previous month reads as last month', '2026-11-20', '2026-10-01', '2026-10-31'],
  ])('%s', (text, today, first, last) => {
    const words = text.split(' ').slice(0, 2).join(' ');
    expect(coerceDate(words, 'start_date', on(today))).toBe(first);
    expect(coerceDate(words, 'end_date', on(today), 'end')).toBe(last);
  });

  it('reads any case and spacing, as a cell holds it', () => {
    expect(coerceDate('  Last   MONTH ', 'start_date', FRIDAY)).toBe('2026-10-01');
    expect(coerceDate('last\u00a0week', 'start_date', FRIDAY)).toBe('2026-11-09');
  });

  it('a date that is not a period is the same day at either edge', () => {
    for (const text of ['2026-10-05', 'yesterday', '30 days ago', 'today']) {
      expect(coerceDate(text, 'end_date', FRIDAY, 'end')).toBe(coerceDate(text, 'start_date', FRIDAY));
    }
  });

  it('words that name no period are refused with the forms a date may take', () => {
    for (const text of ['next month', 'next quarter', 'last fortnight', 'this monthly', 'last quarters']) {
      expect(() => coerceDate(text, 'start_date', FRIDAY)).toThrow(
        'Use a date cell, YYYY-MM-DD text (2026-10-31) or relative text like "30 days ago", "last month" or "last quarter".',
      );
    }
  });

  it('a terminal is told the forms it can type: no date cells there', () => {
    const terminal: CoerceContext = { ...FRIDAY, surface: 'terminal' };
    expect(() => coerceDate('next month', 'start_date', terminal)).toThrow(
      'start_date: "next month" is not a date. Use a date as YYYY-MM-DD (2026-10-31) or relative text like "30 days ago", "last month" or "last quarter".',
    );
    expect(() => coerceDate('next month', 'start_date', terminal)).not.toThrow(/cell/);
  });

  it('"last quarter" as start and end is that whole quarter, and "this quarter" ends today', () => {
    expect(coerceDateRange('last quarter', 'last quarter', FRIDAY)).toEqual({
      startDate: '2026-07-01',
      endDate: '2026-09-30',
    });
    expect(coerceDateRange('this quarter', 'this quarter', FRIDAY)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-11-20',
    });
  });
});

describe('the same words as start and end give the whole period, up to today', () => {
  it('=SV_KEYWORDS(101, "last month", "last month") asks for that whole month', () => {
    const { queries } = runCanned('KEYWORDS', [101, 'last month', 'last month']);
    // The canned runs' today is 2026-11-21.
    expect(queries[0]).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-31' });
  });

  it('this month and this week end today: days after today count as today', () => {
    expect(coerceDateRange('this month', 'this month', FRIDAY)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
    expect(coerceDateRange('this week', 'this week', FRIDAY)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-20',
    });
  });

  it('a 1.2 period reads them the same way', () => {
    const { paths } = runCanned('V1_RANKS', [7, 'last week', 'last week']);
    expect(paths[0]).toBe('/ranks/7/2026-11-09/2026-11-15');
  });

  const anyToday = fc
    .integer({ min: utc('2000-01-01') / DAY_MS, max: utc('2100-12-31') / DAY_MS })
    .map((day) => iso(day * DAY_MS));

  it('last month: the first to the last day of the month before today, every day of it', () => {
    fc.assert(
      fc.property(anyToday, (today) => {
        const { startDate, endDate } = coerceDateRange('last month', 'last month', on(today));
        const dayAfter = iso(utc(endDate) + DAY_MS);
        expect(startDate.slice(8)).toBe('01');
        expect(endDate.slice(0, 7)).toBe(startDate.slice(0, 7));
        // The day after its end opens the month today is in.
        expect(dayAfter).toBe(`${today.slice(0, 7)}-01`);
      }),
    );
  });

  it('last week: Monday to Sunday of the week before the one today is in', () => {
    fc.assert(
      fc.property(anyToday, (today) => {
        const { startDate, endDate } = coerceDateRange('last week', 'last week', on(today));
        expect(weekday(startDate)).toBe(1);
        expect((utc(endDate) - utc(startDate)) / DAY_MS).toBe(6);
        const sinceEnd = (utc(today) - utc(endDate)) / DAY_MS;
        expect(sinceEnd).toBe(weekday(today));
      }),
    );
  });

  it('this week and this month: from their first day to today', () => {
    fc.assert(
      fc.property(anyToday, (today) => {
        const week = coerceDateRange('this week', 'this week', on(today));
        expect(weekday(week.startDate)).toBe(1);
        expect((utc(today) - utc(week.startDate)) / DAY_MS).toBe(weekday(today) - 1);
        expect(week.endDate).toBe(today);
        const month = coerceDateRange('this month', 'this month', on(today));
        expect(month).toEqual({ startDate: `${today.slice(0, 7)}-01`, endDate: today });
      }),
    );
  });
});
