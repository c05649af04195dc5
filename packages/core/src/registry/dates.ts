import { type CoerceContext, coerceDateRange, isoDateToSerial, serialToIsoDate } from '../args';

type Period<S extends string, E extends string> = { readonly [K in S | E]?: string };
/** The arguments with both days of the period set. */
type WithPeriod<A, S extends string, E extends string> = Omit<A, S | E> & { readonly [K in S | E]: string };

/**
 * The `prepare` step of a function over a period: refuses a start after the end and brings an end after today back
 * to today, before any request; with `defaultDays`, an empty start means that many days before the end.
 */
function period<const S extends string, const E extends string>(startName: S, endName: E, defaultDays?: number) {
  return <A extends Period<S, E>>(args: A, coerce: CoerceContext): WithPeriod<A, S, E> => {
    const range = coerceDateRange(args[startName], args[endName], coerce, { startName, endName, defaultDays });
    // Both keys are set just below, which is what WithPeriod adds to A.
    return { ...args, [startName]: range.startDate, [endName]: range.endDate } as WithPeriod<A, S, E>;
  };
}

/** `start_date` / `end_date` (interface 3.0 and 1.2's compare operations); the 3.0 default start is 30 days before the end. */
export const checkPeriod = period('start_date', 'end_date', 30);

/** `date_start` / `date_end` of the other 1.2 operations. */
export const checkV1Period = period('date_start', 'date_end');

/** The day before today: the latest day whose ranks are surely all collected. */
export function yesterday(coerce: CoerceContext): string {
  return serialToIsoDate(isoDateToSerial(coerce.today()) - 1);
}

/** The `prepare` step of a one-day function: the day left out is yesterday. */
export function checkDay<A extends { readonly date?: string }>(args: A, coerce: CoerceContext) {
  return { ...args, date: args.date ?? yesterday(coerce) };
}
