import { DATE_NUMBER_FORMAT, NUMBER_FORMAT_OF_UNIT, numberFormatKinds, numberFormatOfColumn } from '../src';

/**
 * The number formats are written by Excel (formatted values, the pane) and by the Google Sheets sidebar
 * (Range.setNumberFormat) as they are. Each section of a number pattern may hold only what both read alike: digit
 * placeholders (0 # ?), the decimal point, "," grouping, "%", text in double quotes, and the literals Sheets shows
 * without quotes (+ - $ ( ) : / and space); a pattern has at most four sections (positive;negative;zero;text).
 */
const SECTION = /^(?:[0#?.,%]|"[^"]*"|[+\-$():/ ])+$/;
const DATE = /^(?:yyyy|mm|dd|-)+$/;

describe('number formats', () => {
  test.each(Object.entries(NUMBER_FORMAT_OF_UNIT))('%s: %s reads alike in Sheets and Excel', (_unit, format) => {
    const sections = (format ?? '').split(';');
    expect(sections.length).toBeLessThanOrEqual(4);
    for (const section of sections) expect(section).toMatch(SECTION);
  });

  test('dates are year-month-day, which Sheets reads as a month between year and day', () => {
    expect(DATE_NUMBER_FORMAT).toMatch(DATE);
  });

  test('a column takes its format from its kind and unit; ids, ranks and text take none', () => {
    expect(numberFormatOfColumn({ kind: 'date' })).toBe(DATE_NUMBER_FORMAT);
    expect(numberFormatOfColumn({ kind: 'number', unit: 'fraction' })).toBe('0.0%');
    expect(numberFormatOfColumn({ kind: 'number', unit: 'points' })).toBe(NUMBER_FORMAT_OF_UNIT.points);
    expect(numberFormatOfColumn({ kind: 'integer', unit: 'rank' })).toBeUndefined();
    expect(numberFormatOfColumn({ kind: 'integer', unit: 'id' })).toBeUndefined();
    expect(numberFormatOfColumn({ kind: 'text' })).toBeUndefined();
  });

  test('the kinds of the formats in words, in one order whatever the column order', () => {
    const { count, fraction, points, currency } = NUMBER_FORMAT_OF_UNIT;
    expect(numberFormatKinds([undefined, DATE_NUMBER_FORMAT])).toBe('date');
    expect(numberFormatKinds([currency, count, undefined, fraction, DATE_NUMBER_FORMAT, points, fraction])).toBe(
      'date, percent, change, count and amount',
    );
    expect(numberFormatKinds([count, fraction])).toBe('percent and count');
    expect(numberFormatKinds([undefined])).toBe('');
  });
});
