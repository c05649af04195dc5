import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import { activeTokenScope, readDocumentState, writeDocumentState } from '../host/settings-store';
import { currentCallDigests } from './refresh';
import { recordScheduleEvent } from './run-history';
import { forgetEndedSchedule, scheduleEndedByOther } from './schedule-ended';

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
  /**
   * Whether a scheduled run that leaves failed formulas emails you (off by default). Each editor's own choice: false
   * for a schedule another editor owns, whatever they chose.
   */
  emailOnFailure: boolean;
  /** The Google account that saved it ('' when not known). */
  owner: string;
}

interface StoredSchedule {
  schedule: Schedule;
  timeZone: string;
  triggerId: string;
  emailOnFailure?: boolean;
  owner?: string;
}

/**
 * The calls a schedule's owner confirmed when saving it: those in the spreadsheet then. A schedule that runs with its
 * owner's personal token loads only these (see svScheduledRefresh): a formula another editor adds later would
 * otherwise be loaded with a token that editor cannot use, and the run's figures would tell them what it sees. Kept
 * in the owner's User Properties, out of other editors' reach, by trigger id (unique to the user, whatever the
 * spreadsheet).
 */
const CONFIRMED_PREFIX = 'SV_SCHEDULE_CALLS_';
/** 400 digests of 24 characters fit one 9 KB value. */
export const MAX_CONFIRMED_CALLS = 400;

function confirmedKey(triggerId: string): string {
  return `${CONFIRMED_PREFIX}${triggerId}`;
}

function saveConfirmedCalls(triggerId: string, digests: readonly string[]): void {
  PropertiesService.getUserProperties().setProperty(
    confirmedKey(triggerId),
    JSON.stringify(digests.slice(0, MAX_CONFIRMED_CALLS)),
  );
}

function forgetConfirmedCalls(triggerId: string | undefined): void {
  if (!triggerId) return;
  try {
    PropertiesService.getUserProperties().deleteProperty(confirmedKey(triggerId));
  } catch {
    // Nothing to forget, or not writable here: the list is useless without its trigger anyway.
  }
}

/** The calls the current user confirmed for their trigger; empty when none were kept. */
export function confirmedCalls(triggerId: string | undefined): Set<string> {
  if (!triggerId) return new Set();
  try {
    const list = JSON.parse(PropertiesService.getUserProperties().getProperty(confirmedKey(triggerId)) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

/** What the Schedule dialog says about the token a schedule saved now would use, for the user about to save it. */
export function scheduleTokenNotice(): string | null {
  const scope = activeTokenScope();
  if (scope === 'document') {
    return (
      "This schedule runs with the spreadsheet's shared token, which every editor can use: it refreshes every SV_ " +
      'formula, whoever wrote it.'
    );
  }
  if (scope === 'user') {
    return (
      'This schedule runs with your personal token, so it refreshes only the SV_ formulas in the spreadsheet when ' +
      'you save it. Formulas added or changed later, by you or another editor, are not loaded with your token until ' +
      'you save the schedule again, and the history shows its figures only to you.'
    );
  }
  return null;
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
    emailOnFailure: ownedByYou && stored.emailOnFailure === true,
    owner: stored.owner ?? '',
  };
}

/**
 * Someone other than its owner is about to end the stored schedule: its owner is told (see schedule-ended.ts). The
 * owner's trigger cannot be deleted by anyone else; it finds itself replaced when it next fires.
 */
function endingAnotherOnesSchedule(stored: StoredSchedule | null, how: 'removed' | 'replaced', now: number): void {
  if (!stored || myTrigger(stored.triggerId)) return;
  scheduleEndedByOther(
    stored.owner ?? '',
    how,
    describeSchedule(stored.schedule, stored.timeZone),
    stored.emailOnFailure === true,
    now,
  );
}

/** One schedule per spreadsheet: the new trigger replaces the old one (another editor's stops itself when it fires). */
export function setSchedule(input: unknown): ScheduleStatus {
  const schedule = parseSchedule(input);
  // Only a real `true` turns the email on: it crosses from the browser like the rest.
  const emailOnFailure = (input as { emailOnFailure?: unknown } | null)?.emailOnFailure === true;
  const timeZone = spreadsheetTimeZone();
  const spreadsheet = SpreadsheetApp.getActive();
  if (!spreadsheet) throw new Error('Open the spreadsheet to schedule its refresh.');
  const digests = currentCallDigests(spreadsheet);
  const stored = readDocumentState<StoredSchedule>(STATE);
  const previous = myTrigger(stored?.triggerId);
  if (previous) {
    ScriptApp.deleteTrigger(previous);
    forgetConfirmedCalls(stored?.triggerId);
  }
  endingAnotherOnesSchedule(stored, 'replaced', Date.now());
  const builder = ScriptApp.newTrigger(SCHEDULED_REFRESH_HANDLER).timeBased().inTimezone(timeZone);
  const trigger =
    schedule.every === 'hour'
      ? builder.everyHours(1).create()
      : schedule.every === 'day'
        ? builder.everyDays(1).atHour(schedule.hour).create()
        : builder.onWeekDay(ScriptApp.WeekDay[schedule.weekday]).atHour(schedule.hour).create();
  const owner = currentUserEmail();
  saveConfirmedCalls(trigger.getUniqueId(), digests);
  writeDocumentState(STATE, {
    schedule,
    timeZone,
    triggerId: trigger.getUniqueId(),
    emailOnFailure,
    owner,
  } satisfies StoredSchedule);
  if (owner) forgetEndedSchedule(owner);
  return {
    schedule,
    timeZone,
    ownedByYou: true,
    description: describeSchedule(schedule, timeZone),
    emailOnFailure,
    owner,
  };
}

export function removeSchedule(): boolean {
  const stored = readDocumentState<StoredSchedule>(STATE);
  const mine = myTrigger(stored?.triggerId);
  if (mine) {
    ScriptApp.deleteTrigger(mine);
    forgetConfirmedCalls(stored?.triggerId);
  }
  endingAnotherOnesSchedule(stored, 'removed', Date.now());
  writeDocumentState(STATE, null);
  return stored !== null;
}

/**
 * Whether a firing trigger is still this spreadsheet's schedule. A replaced one (another editor set a new schedule,
 * or removed it) records that it found itself gone, then deletes itself and reports false.
 */
export function isCurrentScheduleTrigger(triggerId: string | undefined): boolean {
  const stored = readDocumentState<StoredSchedule>(STATE);
  if (stored && triggerId && stored.triggerId === triggerId) return true;
  const replaced = myTrigger(triggerId);
  if (replaced) {
    recordScheduleEvent({ started: Date.now(), event: 'gone', owner: currentUserEmail(), user: '' });
    ScriptApp.deleteTrigger(replaced);
    forgetConfirmedCalls(triggerId);
  }
  return false;
}
