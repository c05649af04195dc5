import { earlierPeriod, optionsWithComparison, readComparison } from '../../src/compare';
import { InputError } from '../../src/errors';

const period = (start: string, end: string) => ({ start, end });

describe('the earlier period of a comparison', () => {
  it('previous_period: the same number of days, ending the day before the start', () => {
    expect(earlierPeriod(period('2026-10-01', '2026-10-31'), { kind: 'previous_period' })).toEqual(
      period('2026-08-31', '2026-09-30'),
    );
    expect(earlierPeriod(period('2026-03-01', '2026-03-01'), { kind: 'previous_period' })).toEqual(
      period('2026-02-28', '2026-02-28'),
    );
  });

  it('previous_year: the same dates a year earlier, 29 February becoming 28 February', () => {
    expect(earlierPeriod(period('2028-02-01', '2028-02-29'), { kind: 'previous_year' })).toEqual(
      period('2027-02-01', '2027-02-28'),
    );
    expect(earlierPeriod(period('2026-01-01', '2026-01-31'), { kind: 'previous_year' })).toEqual(
      period('2025-01-01', '2025-01-31'),
    );
  });

  it('an explicit period of the same length, before the current one, is taken as given', () => {
    const comparison = readComparison('2026-01-01..2026-01-31');
    expect(earlierPeriod(period('2026-10-01', '2026-10-31'), comparison as never)).toEqual(
      period('2026-01-01', '2026-01-31'),
    );
  });

  it.each([
    ['2026-09-01..2026-09-29', /has 29 days, the period compared \(2026-10-01 to 2026-10-31\) 31/],
    ['2026-09-15..2026-10-15', /overlaps the period compared/],
    ['2026-11-01..2026-12-01', /overlaps the period compared|ends after/],
    ['2026-09-30..2026-08-31', /starts after it ends/],
  ])('refuses %s with the reason', (text, reason) => {
    const comparison = readComparison(text);
    expect(() => earlierPeriod(period('2026-10-01', '2026-10-31'), comparison as never)).toThrow(reason);
  });

  it('reads the words an analyst types, and refuses anything else naming the option', () => {
    expect(readComparison('Previous Period')).toEqual({ kind: 'previous_period' });
    expect(readComparison('last-year')).toEqual({ kind: 'previous_year' });
    expect(readComparison('none')).toBeUndefined();
    expect(() => readComparison('last month')).toThrow(InputError);
    expect(() => readComparison('last month')).toThrow(/^compare \(in options\): "last month" is not a period/);
  });
});

describe('the builders’ "Compare with" choice', () => {
  it('adds the choice to the options typed, keeping them as typed', () => {
    expect(optionsWithComparison('', 'previous_year')).toBe('compare=previous_year');
    expect(optionsWithComparison('limit=10; search="a;b";', 'previous_period')).toBe(
      'limit=10; search="a;b"; compare=previous_period',
    );
    expect(optionsWithComparison('limit=10', '')).toBe('limit=10');
  });

  it('replaces a comparison typed in the options, so the formula holds one', () => {
    expect(optionsWithComparison('compare=previous_year; limit=5', 'previous_period')).toBe(
      'limit=5; compare=previous_period',
    );
  });

  it('leaves text that is not a list of options for the core to refuse', () => {
    expect(optionsWithComparison('nonsense', 'previous_year')).toBe('nonsense');
  });
});
