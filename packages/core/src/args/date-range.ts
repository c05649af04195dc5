import { addDays, compareDates, formatIsoDate } from './calendar';
import type { CellArg, CoerceContext } from './cell';
import { dateRemedy, readDateArg, todayOf } from './date';
import { isEmptyArg } from './empty';
import { refuse, required } from './refusal';

export interface DateRange {
  /** `YYYY-MM-DD`. */
  startDate: string;
  /** `YYYY-MM-DD`, never after today. */
  endDate: string;
}

export interface DateRangeOptions {
  /** When the start is left empty: this many days before the end (the service's own default is 30). Without it the start is required. */
  defaultDays?: number;
  /** Argument names for messages; default `start_date` and `end_date`. */
  startName?: string;
  endName?: string;
}

/**
 * Two date arguments as an inclusive range. An empty end means today. An end after today is brought back to today,
 * because no data exists beyond it and a month typed in advance ("2026-10-01" to "2026-10-31") should simply work;
 * a start after today is refused, since nothing could come back. A period's name ("last month") is its first day as
 * the start and its last day as the end, so the same words in both give the whole period; "this month" as the end
 * is today.
 */
export function coerceDateRange(
  start: CellArg,
  end: CellArg,
  ctx: CoerceContext,
  options: DateRangeOptions = {},
): DateRange {
  const startName = options.startName ?? 'start_date';
  const endName = options.endName ?? 'end_date';
  const today = todayOf(ctx);
  const givenEnd = isEmptyArg(end, ctx) ? today : readDateArg(end, endName, ctx, 'end');
  const endDate = compareDates(givenEnd, today) > 0 ? today : givenEnd;

  if (isEmptyArg(start, ctx)) {
    if (options.defaultDays === undefined) throw required(startName, dateRemedy(ctx));
    return { startDate: formatIsoDate(addDays(endDate, -options.defaultDays)), endDate: formatIsoDate(endDate) };
  }
  const startDate = readDateArg(start, startName, ctx);
  if (compareDates(startDate, today) > 0) {
    throw refuse(
      startName,
      `${formatIsoDate(startDate)} is in the future (today is ${formatIsoDate(today)})`,
      'Use a start date up to today.',
    );
  }
  if (compareDates(startDate, givenEnd) > 0) {
    throw refuse(
      startName,
      `${formatIsoDate(startDate)} is after ${endName} ${formatIsoDate(givenEnd)}`,
      `Use a start date on or before the end date.`,
    );
  }
  return { startDate: formatIsoDate(startDate), endDate: formatIsoDate(endDate) };
}
