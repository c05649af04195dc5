import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { readDocumentState, writeDocumentState } from '../host/settings-store';

/** The global function the time-driven trigger calls (see ../entry-points.ts). */
export const SCHEDULED_REFRESH_HANDLER = 'svScheduledRefresh';
const STATE = 'SV_SCHEDULE';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type Schedule =
  | { every: 'hour' }
  | { every: 'day'; hour: number }
  | { every: 'week'; weekday: Weekday; hour: number };

export interface ScheduleStatus {
  schedule: Schedule;
  timeZone: string;
  /** False when the trigger belongs to another editor (or was deleted by hand): only its owner can remove it. */
  ownedByYou: boolean;
  description: string;
  /** Whether a scheduled run that leaves failed formulas emails the user who set the schedule (off by default). */
  emailOnFailure: boolean;
}

interface StoredSchedule {
  schedule: Schedule;
  timeZone: string;
  triggerId: string;
  emailOnFailure?: boolean;
}

/** Validates what the dialog sent: it crosses from the browser, so nothing about its shape is trusted. */
export function parseSchedule(input: unknown): Schedule {
  const value = (input ?? {}) as { every?: unknown; hour?: unknown; weekday?: unknown };
  const hour = Number(value.hour);
  const validHour = Number.isInteger(hour) && hour >= 0 && hour <= 23;
  if (value.every === 'hour') return { every: 'hour' };
  if (value.every === 'day' && validHour) return { every: 'day', hour };
  const weekday = String(value.weekday ?? '').toUpperCase();
  if (value.every === 'week' && validHour && (WEEKDAYS as readonly string[]).includes(weekday)) {
    return { every: 'week', weekday: weekday as Weekday, hour };
  }
  throw new Error('Choose hourly, daily at an hour (0–23), or weekly on a day at an hour.');
}

export function describeSchedule(schedule: Schedule, timeZone: string): string {
  const at = (hour: number) => `between ${hour}:00 and ${hour + 1}:00 (${timeZone})`;
  switch (schedule.every) {
    case 'hour':
      return 'Every hour';
    case 'day':
      return `Every day ${at(schedule.hour)}`;
    case 'week':
      return `Every ${schedule.weekday.charAt(0)}${schedule.weekday.slice(1).toLowerCase()} ${at(schedule.hour)}`;
  }
}

/**
 * The current user's trigger with this id. Triggers are found by the id stored with the spreadsheet, never by handler
 * name: an add-on's user has triggers for other spreadsheets too, with the same handler.
 */
function myTrigger(triggerId: string | undefined): GoogleAppsScript.Script.Trigger | undefined {
  if (!triggerId) return undefined;
  return ScriptApp.getProjectTriggers().find((trigger) => trigger.getUniqueId() === triggerId);
}

export function currentSchedule(): ScheduleStatus | null {
  const stored = readDocumentState<StoredSchedule>(STATE);
  if (!stored) return null;
  const ownedByYou = myTrigger(stored.triggerId) !== undefined;
  return {
    schedule: stored.schedule,
    timeZone: stored.timeZone,
    ownedByYou,
    description: describeSchedule(stored.schedule, stored.timeZone),
    emailOnFailure: stored.emailOnFailure === true,
  };
}

/** One schedule per spreadsheet: the new trigger replaces the old one (another editor's stops itself when it fires). */
export function setSchedule(input: unknown): ScheduleStatus {
  const schedule = parseSchedule(input);
  // Only a real `true` turns the email on: it crosses from the browser like the rest.
  const emailOnFailure = (input as { emailOnFailure?: unknown } | null)?.emailOnFailure === true;
  const timeZone = spreadsheetTimeZone();
  const previous = myTrigger(readDocumentState<StoredSchedule>(STATE)?.triggerId);
  if (previous) ScriptApp.deleteTrigger(previous);
  const builder = ScriptApp.newTrigger(SCHEDULED_REFRESH_HANDLER).timeBased().inTimezone(timeZone);
  const trigger =
    schedule.every === 'hour'
      ? builder.everyHours(1).create()
      : schedule.every === 'day'
        ? builder.everyDays(1).atHour(schedule.hour).create()
        : builder.onWeekDay(ScriptApp.WeekDay[schedule.weekday]).atHour(schedule.hour).create();
  writeDocumentState(STATE, {
    schedule,
    timeZone,
    triggerId: trigger.getUniqueId(),
    emailOnFailure,
  } satisfies StoredSchedule);
  return { schedule, timeZone, ownedByYou: true, description: describeSchedule(schedule, timeZone), emailOnFailure };
}

export function removeSchedule(): boolean {
  const stored = readDocumentState<StoredSchedule>(STATE);
  const mine = myTrigger(stored?.triggerId);
  if (mine) ScriptApp.deleteTrigger(mine);
  writeDocumentState(STATE, null);
  return stored !== null;
}

/**
 * Whether a firing trigger is still this spreadsheet's schedule. A replaced one (another editor set a new schedule,
 * or it was removed) deletes itself and reports false.
 */
export function isCurrentScheduleTrigger(triggerId: string | undefined): boolean {
  const stored = readDocumentState<StoredSchedule>(STATE);
  if (stored && triggerId && stored.triggerId === triggerId) return true;
  const replaced = myTrigger(triggerId);
  if (replaced) ScriptApp.deleteTrigger(replaced);
  return false;
}
