import { isoDateToSerial, serialToIsoDate } from '../args';

/** The last full calendar month before `today` (YYYY-MM-DD): what a monthly client report covers. */
export function defaultReportPeriod(today: string): { start: string; end: string } {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const end = serialToIsoDate(isoDateToSerial(firstOfThisMonth) - 1);
  return { start: `${end.slice(0, 8)}01`, end };
}
