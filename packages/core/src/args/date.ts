import { type WordedText, worded } from '../wording';
import {
  addDays,
  addMonths,
  type CalendarDate,
  EARLIEST_DATE,
  EARLIEST_SERIAL,
  formatIsoDate,
  fromSerial,
  isRealDate,
  isSupportedDate,
  LATEST_DATE,
  LATEST_SERIAL,
  parseIsoDate,
} from './calendar';
import { type CellArg, type CoerceContext, describeValue, formatLocalDate, isDate } from './cell';
import { isEmptyCell } from './empty';
import { type DateEdge, periodDay } from './period';
import { refuse, required } from './refusal';
import { singleCell } from './single-cell';

/** What to type instead of a date that cannot be read, in the words of the surface (a terminal has no date cells). */
export function dateRemedy(ctx: Pick<CoerceContext, 'surface'>): WordedText {
  return worded(ctx.surface, (wording) => `Use ${wording.dateForms}.`);
}
const SUPPORTED_REMEDY = `Use a date from ${EARLIEST_DATE} to ${LATEST_DATE}.`;

/** Year first is never ambiguous, so `/` and `.` are accepted as well as `-`; day-first and month-first text is not. */
const YEAR_FIRST_DATE = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const AGO = /^(\d{1,6})\s*(day|week|month|year)s?\s+ago$/;

/**
 * A date argument as `YYYY-MM-DD`. Accepts a date cell, a serial number (days since 1899-12-30; a time of day is
 * dropped), year-first text (`2026-10-31`, `2026/10/31`, `2026.10.31`) and, case-insensitive, `today`, `now`,
 * `yesterday`, `N days|weeks|months|years ago` counted back from `ctx.today()`, and the periods `this week`,
 * `last week`, `this month`, `last month`, `this quarter`, `last quarter`, `this year` and `last year` ("previous" reads
 * as "last"): their first day, or their last where `edge` is `end` (period.ts).
 */
export function coerceDate(value: CellArg, name: string, ctx: CoerceContext, edge: DateEdge = 'start'): string {
  return formatIsoDate(readDateArg(value, name, ctx, edge));
}

/** `coerceDate` before formatting, for callers that go on to compare or shift the date. */
export function readDateArg(value: CellArg, name: string, ctx: CoerceContext, edge: DateEdge = 'start'): CalendarDate {
  const cell = singleCell(value, name, dateRemedy(ctx));
  if (isEmptyCell(cell, ctx)) throw required(name, dateRemedy(ctx));
  return readDate(cell, name, ctx, edge);
}

/** `ctx.today()` as a calendar date; a host that gets this wrong has a bug, which is not the analyst's to fix. */
export function todayOf(ctx: CoerceContext): CalendarDate {
  const text = ctx.today();
  const today = parseIsoDate(text);
  if (!today) throw new Error(`CoerceContext.today() must return YYYY-MM-DD, got ${JSON.stringify(text)}`);
  return today;
}

function readDate(cell: unknown, name: string, ctx: CoerceContext, edge: DateEdge): CalendarDate {
  if (isDate(cell)) return fromDateCell(cell, name, ctx);
  if (typeof cell === 'number') return fromSerialNumber(cell, name, ctx);
  if (typeof cell === 'string') return fromText(cell, name, ctx, edge);
  throw refuse(name, `${describeValue(cell)} is not a date`, dateRemedy(ctx));
}

function fromDateCell(cell: Date, name: string, ctx: CoerceContext): CalendarDate {
  if (Number.isNaN(cell.getTime())) throw refuse(name, 'the cell holds an invalid date', dateRemedy(ctx));
  const formatted = (ctx.formatDate ?? formatLocalDate)(cell);
  const date = parseIsoDate(formatted);
  if (!date || !isSupportedDate(date))
    throw refuse(name, `${formatted} is outside the dates supported`, SUPPORTED_REMEDY);
  return date;
}

function fromSerialNumber(serial: number, name: string, ctx: CoerceContext): CalendarDate {
  if (!Number.isFinite(serial)) throw refuse(name, `${describeValue(serial)} is not a date`, dateRemedy(ctx));
  if (serial < 0) throw refuse(name, `${serial} is not a date: date numbers are never negative`, dateRemedy(ctx));
  if (serial < EARLIEST_SERIAL || serial >= LATEST_SERIAL + 1) {
    throw refuse(
      name,
      `${serial} is not a date: date numbers run from ${EARLIEST_SERIAL} (${EARLIEST_DATE}) to ${LATEST_SERIAL} (${LATEST_DATE})`,
      dateRemedy(ctx),
    );
  }
  return fromSerial(serial);
}

function fromText(text: string, name: string, ctx: CoerceContext, edge: DateEdge): CalendarDate {
  // Words typed with two spaces or a line break in a cell read as with one.
  const normalised = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const yearFirst = YEAR_FIRST_DATE.exec(normalised);
  if (yearFirst) {
    const date = { year: Number(yearFirst[1]), month: Number(yearFirst[3]), day: Number(yearFirst[4]) };
    return checkedCalendarDate(date, text, name, ctx);
  }
  const relative = fromRelativeText(normalised, ctx, edge);
  if (relative) {
    if (!isSupportedDate(relative)) {
      throw refuse(name, `${describeValue(text)} is ${formatIsoDate(relative)}, too long ago`, SUPPORTED_REMEDY);
    }
    return relative;
  }
  throw refuse(name, `${describeValue(text)} is not a date`, dateRemedy(ctx));
}

function checkedCalendarDate(date: CalendarDate, text: string, name: string, ctx: CoerceContext): CalendarDate {
  if (date.month < 1 || date.month > 12) {
    throw refuse(name, `${describeValue(text)} is not a date: there is no month ${date.month}`, dateRemedy(ctx));
  }
  if (!isRealDate(date)) {
    const month = formatIsoDate({ ...date, day: 1 }).slice(0, 7);
    throw refuse(name, `${describeValue(text)} is not a date: ${month} has no day ${date.day}`, dateRemedy(ctx));
  }
  if (!isSupportedDate(date))
    throw refuse(name, `${describeValue(text)} is outside the dates supported`, SUPPORTED_REMEDY);
  return date;
}

function fromRelativeText(text: string, ctx: CoerceContext, edge: DateEdge): CalendarDate | undefined {
  if (text === 'today' || text === 'now') return todayOf(ctx);
  if (text === 'yesterday') return addDays(todayOf(ctx), -1);
  const period = periodDay(text, todayOf(ctx), edge);
  if (period) return period;
  const ago = AGO.exec(text);
  if (!ago) return undefined;
  const count = Number(ago[1]);
  const today = todayOf(ctx);
  switch (ago[2]) {
    case 'day':
      return addDays(today, -count);
    case 'week':
      return addDays(today, -7 * count);
    case 'month':
      return addMonths(today, -count);
    default:
      return addMonths(today, -12 * count);
  }
}
