/**
 * Calendar dates as `YYYY-MM-DD` text. The arithmetic runs on UTC days so no time zone or daylight-saving change can
 * move a date: the text is the date.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
/** Sheets and Excel count days from 1899-12-30, which is 25569 days before 1970-01-01. */
const SERIAL_OF_1970_01_01 = 25_569;

/** From here on Excel's serials agree with the real calendar (Excel counts a 29 February 1900 that never was). */
export const EARLIEST_DATE = '1900-03-01';
export const LATEST_DATE = '9999-12-31';
export const EARLIEST_SERIAL = 61;
export const LATEST_SERIAL = 2_958_465;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict `YYYY-MM-DD` naming a day that exists; anything else is undefined. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : undefined;
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

function toDayNumber({ year, month, day }: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return Math.round(instant.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const instant = new Date(dayNumber * MS_PER_DAY);
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Keeps the day of the month where it exists, else the month's last day: 31 March minus one month is 28/29 Feb. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function toSerial(date: CalendarDate): number {
  return toDayNumber(date) + SERIAL_OF_1970_01_01;
}

/** The day a serial number falls on; a fraction (a time of day) does not change the day. */
export function fromSerial(serial: number): CalendarDate {
  return fromDayNumber(Math.floor(serial) - SERIAL_OF_1970_01_01);
}

export function isSupportedDate(date: CalendarDate): boolean {
  const serial = toSerial(date);
  return serial >= EARLIEST_SERIAL && serial <= LATEST_SERIAL;
}

/** `YYYY-MM-DD` to the serial number Excel shows as that date. Throws on text that is not a real date. */
export function isoDateToSerial(isoDate: string): number {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return toSerial(date);
}

/** The `YYYY-MM-DD` day of a Sheets or Excel serial number. */
export function serialToIsoDate(serial: number): string {
  if (!Number.isFinite(serial)) throw new RangeError(`Not a serial number: ${serial}`);
  return formatIsoDate(fromSerial(serial));
}
