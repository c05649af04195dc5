import { isoDateToSerial, serialToIsoDate } from '../args';
import { defaultReportPeriod } from './default-period';

/** Whether a period is one whole calendar month: its first day to its last. */
export function isWholeMonth(start: string, end: string): boolean {
  if (!start.endsWith('-01')) return false;
  const next = serialToIsoDate(isoDateToSerial(end) + 1);
  return end.slice(0, 7) === start.slice(0, 7) && next.endsWith('-01');
}

/**
 * The period a scheduled delivery sends on `today` (YYYY-MM-DD, the run's day in the spreadsheet's zone): the latest
 * complete period of the report's own kind. A report of a whole calendar month covers the last whole month before
 * today; any other report of N days covers the N days that end yesterday (a week's report, the last 7 days). Today is
 * never included: its figures are not complete.
 */
export function rolledPeriod(start: string, end: string, today: string): { start: string; end: string } {
  if (isWholeMonth(start, end)) return defaultReportPeriod(today);
  const days = isoDateToSerial(end) - isoDateToSerial(start) + 1;
  const yesterday = isoDateToSerial(today) - 1;
  return { start: serialToIsoDate(yesterday - days + 1), end: serialToIsoDate(yesterday) };
}
