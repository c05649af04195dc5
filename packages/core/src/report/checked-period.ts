import { isoDateToSerial } from '../args';
import { InputError } from '../errors';

/** A year and a day: the daily tables and the share-of-clicks grid stay a size both hosts draw quickly. */
export const MAX_REPORT_DAYS = 366;

/**
 * The number of days from `start` to `end`, both included, after checking them as a report or a portfolio needs:
 * dates it can read, the last day not before the first, at most MAX_REPORT_DAYS. `what` names the sheet in messages.
 */
export function checkedPeriod(start: string, end: string, what: 'report' | 'portfolio'): number {
  let first: number;
  let last: number;
  try {
    first = isoDateToSerial(start);
    last = isoDateToSerial(end);
  } catch {
    throw new InputError(`The ${what} needs its first and last day as YYYY-MM-DD dates.`);
  }
  if (last < first) throw new InputError(`The last day of the ${what} comes before its first day.`);
  const days = last - first + 1;
  if (days > MAX_REPORT_DAYS)
    throw new InputError(
      `A ${what} covers at most ${MAX_REPORT_DAYS} days; this one ${days}. Choose a shorter period, or make two.`,
    );
  return days;
}
