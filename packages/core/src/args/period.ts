import { addDays, addMonths, type CalendarDate, daysInMonth } from './calendar';

/**
 * Which end of a period a date argument stands for: the first day of "last month" for a start date, its last day
 * for an end date, so that the same words in both arguments give the whole period.
 */
export type DateEdge = 'start' | 'end';

/** `this week`, `last month`, …: calendar periods counted from today. */
const PERIOD = /^(this|last)\s+(week|month)$/;

/**
 * The first or last day of the week or month that `text` names, or undefined when it names none. Weeks run Monday to
 * Sunday (ISO 8601, as the service's weekly figures and most of the analysts' calendars do).
 */
export function periodDay(text: string, today: CalendarDate, edge: DateEdge): CalendarDate | undefined {
  const period = PERIOD.exec(text);
  if (!period) return undefined;
  const back = period[1] === 'last' ? 1 : 0;
  if (period[2] === 'week') {
    const monday = addDays(mondayOf(today), -7 * back);
    return edge === 'start' ? monday : addDays(monday, 6);
  }
  const month = addMonths({ ...today, day: 1 }, -back);
  return edge === 'start' ? month : { ...month, day: daysInMonth(month.year, month.month) };
}

/** The Monday of the week `date` falls in. */
function mondayOf(date: CalendarDate): CalendarDate {
  // 0 for Monday to 6 for Sunday: getUTCDay counts from Sunday.
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return addDays(date, -((instant.getUTCDay() + 6) % 7));
}
