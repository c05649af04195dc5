import { type CoerceContext, coerceDateRange } from '../args';
import type { Args } from './types';

/** Refuses a start after the end, and brings an end after today back to today, before any request. */
export function validateDateRange(args: Args, coerce: CoerceContext): void {
  const range = coerceDateRange(args.start_date as string | undefined, args.end_date as string | undefined, coerce, {
    defaultDays: 30,
  });
  args.start_date = range.startDate;
  args.end_date = range.endDate;
}
