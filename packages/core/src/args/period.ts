import { addDays, addMonths, type CalendarDate, daysInMonth } from './calendar';

/**
 * Which end of a period a date argument stands for: the first day of "last month" for a start date, its last day
 * for an end date, so that the same words in both arguments give the whole period.
 */
export type DateEdge = 'start' | 'end';

/**
 * `this week`, `last month`, `last quarter`, `this year`, …: calendar periods counted from today. "previous" reads as
 * "last" (the word of the `compare=previous_period` option).
 */
const PERIOD = /^(this|last|previous)\s+(week|month|quarter|year)$/;

/** The months a period of each calendar unit spans. */
const MONTHS_IN = { month: 1, quarter: 3, year: 12 } as const;

/**
 * The first or last day of the week, month, quarter or year that `text` names, or undefined when it names none. Weeks
 * run Monday to Sunday (ISO 8601, as the service's weekly figures and most of the analysts' calendars do); quarters are
 * calendar quarters (January to March, …) and years calendar years.
 */
export function periodDay(text: string, today: CalendarDate, edge: DateEdge): CalendarDate | undefined {
  const period = PERIOD.exec(text);
  if (!period) return undefined;
  const back = period[1] === 'this' ? 0 : 1;
  const unit = period[2] as 'week' | keyof typeof MONTHS_IN;
  if (unit === 'week') {
    const monday = addDays(mondayOf(today), -7 * back);
    return edge === 'start' ? monday : addDays(monday, 6);
  }
  const months = MONTHS_IN[unit];
  // The first month of the period holding today (January, April, July or October for a quarter), then back.
  const firstMonth = today.month - ((today.month - 1) % months);
  const first = addMonths({ year: today.year, month: firstMonth, day: 1 }, -months * back);
  if (edge === 'start') return first;
  const last = addMonths(first, months - 1);
  return { ...last, day: daysInMonth(last.year, last.month) };
}

/** The Monday of the week `date` falls in. */
function mondayOf(date: CalendarDate): CalendarDate {
  // 0 for Monday to 6 for Sunday: getUTCDay counts from Sunday.
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return addDays(date, -((instant.getUTCDay() + 6) % 7));
}
