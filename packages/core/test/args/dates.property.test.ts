import fc from 'fast-check';
import { type CoerceContext, coerceDate, isoDateToSerial, serialToIsoDate } from '../../src/args';

const DAY_MS = 86_400_000;

/** Any real calendar day the coercion supports, with its parts and an independent UTC-based oracle. */
const calendarDay = fc
  .date({ min: new Date(Date.UTC(1900, 2, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((instant) => {
    const year = instant.getUTCFullYear();
    const month = instant.getUTCMonth() + 1;
    const day = instant.getUTCDate();
    const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    // Days since 1899-12-30, the epoch of Sheets and Excel serial numbers.
    const serial = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / DAY_MS);
    return { year, month, day, iso, serial };
  });

const recentDay = calendarDay.filter((d) => d.year >= 2000 && d.year <= 2100);

function isoOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

describe('dates: every accepted form of a calendar day gives that day', () => {
  const ctx: CoerceContext = { today: () => '2026-10-31' };

  it('ISO text, slashed text, a serial number, a serial with a time of day and a Date cell agree', () => {
    fc.assert(
      fc.property(calendarDay, fc.double({ min: 0, max: 0.999, noNaN: true }), (d, timeOfDay) => {
        const dateCell = new Date(2000, 0, 1);
        dateCell.setFullYear(d.year, d.month - 1, d.day);
        expect(coerceDate(d.iso, 'start_date', ctx)).toBe(d.iso);
        expect(coerceDate(d.iso.replaceAll('-', '/'), 'start_date', ctx)).toBe(d.iso);
        expect(coerceDate(d.serial, 'start_date', ctx)).toBe(d.iso);
        expect(coerceDate(d.serial + timeOfDay, 'start_date', ctx)).toBe(d.iso);
        expect(coerceDate(dateCell, 'start_date', ctx)).toBe(d.iso);
        expect(coerceDate([[d.iso]], 'start_date', ctx)).toBe(d.iso);
      }),
    );
  });

  it('a Date cell goes through the host formatter, whatever instant the host picked for the day', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -14 * 60, max: 12 * 60 }), (d, offsetMinutes) => {
        // A host in another zone hands over midnight there; its formatter reads the day back in that zone.
        const instant = new Date(Date.UTC(d.year, d.month - 1, d.day) - offsetMinutes * 60_000);
        const formatDate = (date: Date) => isoOfUtc(date.getTime() + offsetMinutes * 60_000);
        expect(coerceDate(instant, 'start_date', { ...ctx, formatDate })).toBe(d.iso);
      }),
    );
  });

  it('serial numbers and ISO text convert into each other', () => {
    fc.assert(
      fc.property(calendarDay, (d) => {
        expect(isoDateToSerial(d.iso)).toBe(d.serial);
        expect(serialToIsoDate(d.serial)).toBe(d.iso);
      }),
    );
  });
});

describe('dates: relative text is date arithmetic on the user’s today', () => {
  it('"N days ago" and "N weeks ago" subtract days', () => {
    fc.assert(
      fc.property(recentDay, fc.integer({ min: 0, max: 20_000 }), (today, n) => {
        const ctx = { today: () => today.iso };
        const expected = isoOfUtc(Date.UTC(today.year, today.month - 1, today.day - n));
        expect(coerceDate(`${n} days ago`, 'start_date', ctx)).toBe(expected);
        expect(coerceDate(` ${n} DAY AGO `, 'start_date', ctx)).toBe(expected);
        const weeks = Math.floor(n / 7);
        const weeksExpected = isoOfUtc(Date.UTC(today.year, today.month - 1, today.day - 7 * weeks));
        expect(coerceDate(`${weeks} weeks ago`, 'start_date', ctx)).toBe(weeksExpected);
      }),
    );
  });

  it('"N months ago" lands in the month N before, on the same day or that month’s last day', () => {
    fc.assert(
      fc.property(recentDay, fc.integer({ min: 0, max: 1_000 }), (today, n) => {
        const result = coerceDate(`${n} months ago`, 'start_date', { today: () => today.iso });
        const firstOfTarget = new Date(Date.UTC(today.year, today.month - 1 - n, 1));
        const lastDay = new Date(Date.UTC(today.year, today.month - n, 0)).getUTCDate();
        const expectedDay = Math.min(today.day, lastDay);
        expect(result).toBe(isoOfUtc(firstOfTarget.getTime() + (expectedDay - 1) * DAY_MS));
        expect(coerceDate(`${Math.floor(n / 12)} years ago`, 'start_date', { today: () => today.iso })).toBe(
          coerceDate(`${Math.floor(n / 12) * 12} months ago`, 'start_date', { today: () => today.iso }),
        );
      }),
    );
  });
});
