import type { Period } from './periods';

/** The argument names that hold a function's period: a start and an end, or one day. */
export type PeriodNames = readonly [start: string, end: string];

const PERIOD_NAMES: readonly PeriodNames[] = [
  ['start_date', 'end_date'],
  ['date_start', 'date_end'],
  ['date', 'date'],
];

/** The period arguments among a function's parameters; undefined for a function without a period. */
export function periodNamesOf(paramNames: readonly string[]): PeriodNames | undefined {
  return PERIOD_NAMES.find(([start, end]) => paramNames.includes(start) && paramNames.includes(end));
}

/** The period of prepared arguments (their dates already checked and filled in). */
export function periodOfArgs(args: object, [start, end]: PeriodNames): Period | undefined {
  const values = args as Readonly<Record<string, unknown>>;
  const from = values[start];
  const to = values[end];
  return typeof from === 'string' && typeof to === 'string' ? { start: from, end: to } : undefined;
}

/** The same arguments over another period. */
export function argsOverPeriod<A extends object>(args: A, [start, end]: PeriodNames, period: Period): A {
  return start === end ? { ...args, [start]: period.start } : { ...args, [start]: period.start, [end]: period.end };
}
