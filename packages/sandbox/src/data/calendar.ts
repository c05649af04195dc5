/** Dates as whole UTC day numbers (days since 1970-01-01), the unit every generator works in. */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The day number of a YYYY-MM-DD text, or null when it is not a real calendar date. */
export function parseIsoDay(text: string): number | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

/**
 * The texts of the days written so far: a page of daily ranks writes the same 31 days for each of 1,000 keywords, and
 * making each through a Date costs (in jest's vm contexts most of all) more than the rest of its record.
 */
const isoDays = new Map<number, string>();

export function isoDay(day: number): string {
  let text = isoDays.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (isoDays.size >= 100_000) isoDays.clear();
    isoDays.set(day, text);
  }
  return text;
}

export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function todayUtc(): string {
  return isoDay(dayOfDate(new Date()));
}

export interface MonthRef {
  year: number;
  /** 0..11 */
  month: number;
}

export function monthOfDay(day: number): MonthRef {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

export function addMonths(ref: MonthRef, delta: number): MonthRef {
  const index = ref.year * 12 + ref.month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function firstDayOfMonth(ref: MonthRef): number {
  return Date.UTC(ref.year, ref.month, 1) / MS_PER_DAY;
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = from; day <= to; day++) days.push(day);
  return days;
}

/**
 * Interface 1.2 period texts: YYYY-MM-DD or relative expressions (`today`, `now`, `yesterday`, `3 months ago`).
 * Returns null when the text is neither.
 */
export function parseRelativeDay(text: string, today: number): number | null {
  const trimmed = text.trim().toLowerCase();
  const exact = parseIsoDay(trimmed);
  if (exact !== null) return exact;
  if (trimmed === 'today' || trimmed === 'now') return today;
  if (trimmed === 'yesterday') return today - 1;
  const match = /^(\d+)\s+(day|week|month|year)s?\s+ago$/.exec(trimmed);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2];
  if (unit === 'day') return today - amount;
  if (unit === 'week') return today - amount * 7;
  const date = new Date(today * MS_PER_DAY);
  const months = unit === 'month' ? amount : amount * 12;
  const target = addMonths({ year: date.getUTCFullYear(), month: date.getUTCMonth() }, -months);
  const lastDay = new Date(Date.UTC(target.year, target.month + 1, 0)).getUTCDate();
  return Date.UTC(target.year, target.month, Math.min(date.getUTCDate(), lastDay)) / MS_PER_DAY;
}
