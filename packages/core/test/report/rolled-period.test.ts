import { rolledPeriod } from '../../src';

describe('the period a scheduled delivery sends (the latest complete period of the report’s kind)', () => {
  it('a report of a whole month: the last whole month before the run, whatever its length', () => {
    expect(rolledPeriod('2026-05-01', '2026-05-31', '2026-07-03')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(rolledPeriod('2026-06-01', '2026-06-30', '2027-03-01')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(rolledPeriod('2028-01-01', '2028-01-31', '2028-03-28')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(rolledPeriod('2026-11-01', '2026-11-30', '2027-01-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('any other period: as many days, ending the day before the run', () => {
    expect(rolledPeriod('2026-05-04', '2026-05-10', '2026-06-15')).toEqual({ start: '2026-06-08', end: '2026-06-14' });
    expect(rolledPeriod('2026-05-02', '2026-05-31', '2026-06-15')).toEqual({ start: '2026-05-16', end: '2026-06-14' });
    expect(rolledPeriod('2026-05-14', '2026-05-14', '2026-06-01')).toEqual({ start: '2026-05-31', end: '2026-05-31' });
    // A year and a day stays a year and a day, across a leap day.
    expect(rolledPeriod('2026-01-01', '2027-01-01', '2028-03-02')).toEqual({ start: '2027-03-02', end: '2028-03-01' });
  });
});
