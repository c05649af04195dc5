import { isoDateToSerial, serialToIsoDate } from '../args';
import { isLeapYear } from '../args/calendar';
import { refuse } from '../args/refusal';
import { COMPARE_OPTION_NAME, type Comparison } from './comparison';

/** A period of whole days, both ends included, as `YYYY-MM-DD`. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

const NAME = `${COMPARE_OPTION_NAME} (in options)`;

/** Days in a period, both ends counted. */
export function periodDays(period: Period): number {
  return isoDateToSerial(period.end) - isoDateToSerial(period.start) + 1;
}

/**
 * The earlier period `current` is compared with. An explicit period must be as long as the current one and end
 * before it starts: a shorter one would read as a fall, an overlapping one would compare days with themselves.
 */
export function earlierPeriod(current: Period, comparison: Comparison): Period {
  const start = isoDateToSerial(current.start);
  const end = isoDateToSerial(current.end);
  switch (comparison.kind) {
    case 'previous_period': {
      const days = end - start + 1;
      return { start: serialToIsoDate(start - days), end: serialToIsoDate(start - 1) };
    }
    case 'previous_year':
      return { start: yearEarlier(current.start), end: yearEarlier(current.end) };
    case 'explicit':
      return checkedExplicit(current, comparison);
  }
}

function checkedExplicit(current: Period, given: Period): Period {
  const shown = `${given.start}..${given.end}`;
  const currentText = `${current.start} to ${current.end}`;
  if (given.start > given.end) {
    throw refuse(NAME, `${shown} starts after it ends`, 'Write the earlier day first: YYYY-MM-DD..YYYY-MM-DD.');
  }
  if (given.end >= current.start) {
    const overlaps = given.start <= current.end;
    throw refuse(
      NAME,
      `${shown} ${overlaps ? 'overlaps' : 'ends after'} the period compared (${currentText})`,
      `Use a period that ends before ${current.start}, or compare=previous_period.`,
    );
  }
  const days = periodDays(current);
  const givenDays = periodDays(given);
  if (givenDays !== days) {
    throw refuse(
      NAME,
      `${shown} has ${givenDays} day${givenDays === 1 ? '' : 's'}, the period compared (${currentText}) ${days}`,
      `Use an earlier period of ${days} day${days === 1 ? '' : 's'}, e.g. compare=previous_period.`,
    );
  }
  return { start: given.start, end: given.end };
}

/** The same day a year earlier; 29 February becomes 28 February. */
function yearEarlier(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4)) - 1;
  const monthDay = isoDate.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay}`;
}
