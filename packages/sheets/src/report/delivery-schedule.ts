/**
 * The scheduled PDF delivery of one report (Search Visibility > Send report as PDF…, "Every week / month"): one per
 * spreadsheet, on its owner's time-driven trigger. What every editor may read is in Document Properties (when, which
 * sheet, whose); the recipients are in the owner's User Properties, by trigger id, so only the owner reads or changes
 * them. Another editor can neither change nor remove the owner's delivery.
 */
import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import { readDocumentState, writeDocumentState } from '../host/settings-store';
import { currentCallDigests } from '../refresh/refresh';
import { WEEKDAYS, type Weekday } from '../refresh/schedule';
import { parseRecipients } from './recipients';
import { isReport } from './report-marker';

export const DELIVERY_HANDLER = 'svScheduledDelivery';
const STATE = 'SV_DELIVERY';
const RECIPIENTS_PREFIX = 'SV_DELIVERY_TO_';
const CALLS_PREFIX = 'SV_DELIVERY_CALLS_';
/** Calls kept for a personal-token run, as the refresh schedule keeps them (see refresh/schedule.ts). */
const MAX_CALLS = 400;

export type Delivery =
  | { every: 'week'; weekday: Weekday; hour: number }
  | { every: 'month'; day: number; hour: number };

export interface StoredDelivery {
  delivery: Delivery;
  timeZone: string;
  triggerId: string;
  owner: string;
  /** The report sheet, by id: it keeps its id when renamed. */
  sheetId: number;
}

export interface DeliveryStatus {
  description: string;
  owner: string;
  ownedByYou: boolean;
  sheetName: string;
  /** Only for its owner; empty for everyone else. */
  recipients: string[];
  delivery: Delivery;
}

export function parseDelivery(input: unknown): Delivery {
  const value = (input ?? {}) as { every?: unknown; hour?: unknown; weekday?: unknown; day?: unknown };
  const hour = Number(value.hour);
  const validHour = Number.isInteger(hour) && hour >= 0 && hour <= 23;
  const weekday = String(value.weekday ?? '').toUpperCase();
  if (value.every === 'week' && validHour && (WEEKDAYS as readonly string[]).includes(weekday)) {
    return { every: 'week', weekday: weekday as Weekday, hour };
  }
  const day = Number(value.day);
  // Up to the 28th: every month has it.
  if (value.every === 'month' && validHour && Number.isInteger(day) && day >= 1 && day <= 28) {
    return { every: 'month', day, hour };
  }
  throw new Error('Choose weekly on a day, or monthly on a day from 1 to 28, at an hour (0–23).');
}

export function describeDelivery(delivery: Delivery, timeZone: string): string {
  const at = `between ${delivery.hour}:00 and ${delivery.hour + 1}:00 (${timeZone})`;
  if (delivery.every === 'month') return `Every month on day ${delivery.day} ${at}`;
  return `Every ${delivery.weekday.charAt(0)}${delivery.weekday.slice(1).toLowerCase()} ${at}`;
}

export function storedDelivery(): StoredDelivery | null {
  return readDocumentState<StoredDelivery>(STATE);
}

function myTrigger(triggerId: string | undefined): GoogleAppsScript.Script.Trigger | undefined {
  if (!triggerId) return undefined;
  return ScriptApp.getProjectTriggers().find((trigger) => trigger.getUniqueId() === triggerId);
}

/** The owner's recipients of a delivery; empty for anyone else (they are not in their User Properties). */
export function deliveryRecipients(triggerId: string): string[] {
  try {
    const list = JSON.parse(PropertiesService.getUserProperties().getProperty(RECIPIENTS_PREFIX + triggerId) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function deliveryConfirmedCalls(triggerId: string): Set<string> {
  try {
    const list = JSON.parse(PropertiesService.getUserProperties().getProperty(CALLS_PREFIX + triggerId) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps the calls a delivery may send with its owner's personal token (see delivery-run.ts: the period moves). */
export function saveDeliveryConfirmedCalls(triggerId: string, calls: ReadonlySet<string>): void {
  PropertiesService.getUserProperties().setProperty(
    CALLS_PREFIX + triggerId,
    JSON.stringify([...calls].slice(0, MAX_CALLS)),
  );
}

function forgetOwnerState(triggerId: string): void {
  const properties = PropertiesService.getUserProperties();
  properties.deleteProperty(RECIPIENTS_PREFIX + triggerId);
  properties.deleteProperty(CALLS_PREFIX + triggerId);
}

function sheetById(sheetId: number): GoogleAppsScript.Spreadsheet.Sheet | undefined {
  return SpreadsheetApp.getActive()
    ?.getSheets()
    .find((sheet) => sheet.getSheetId() === sheetId);
}

export function deliveryStatus(): DeliveryStatus | null {
  const stored = storedDelivery();
  if (!stored) return null;
  const ownedByYou = myTrigger(stored.triggerId) !== undefined;
  return {
    description: describeDelivery(stored.delivery, stored.timeZone),
    owner: stored.owner,
    ownedByYou,
    sheetName: sheetById(stored.sheetId)?.getName() ?? '(the report sheet was deleted)',
    recipients: ownedByYou ? deliveryRecipients(stored.triggerId) : [],
    delivery: stored.delivery,
  };
}

/** Only the owner changes or removes a delivery: anyone else is told whose it is. */
function refuseOthers(stored: StoredDelivery | null): GoogleAppsScript.Script.Trigger | undefined {
  if (!stored) return undefined;
  const mine = myTrigger(stored.triggerId);
  if (!mine) {
    throw new Error(
      `This report's scheduled delivery belongs to ${stored.owner || 'another editor'}: only they can change its ` +
        'recipients or remove it. Nothing was changed.',
    );
  }
  return mine;
}

/** Saves the delivery of the active report sheet, for the current user; replaces their own earlier one. */
export function saveDelivery(input: unknown): DeliveryStatus {
  const delivery = parseDelivery(input);
  const recipients = parseRecipients((input as { recipients?: unknown } | null)?.recipients);
  const spreadsheet = SpreadsheetApp.getActive();
  if (!spreadsheet) throw new Error('Open the spreadsheet to schedule its report.');
  const sheet = spreadsheet.getActiveSheet();
  if (!isReport(sheet)) throw new Error('Open the report sheet to deliver, then save the schedule again.');
  const owner = currentUserEmail();
  if (!owner) throw new Error('Google did not say which account you use, so the report cannot be sent from it.');
  const stored = storedDelivery();
  const previous = refuseOthers(stored);
  if (previous && stored) {
    ScriptApp.deleteTrigger(previous);
    forgetOwnerState(stored.triggerId);
  }
  const timeZone = spreadsheetTimeZone();
  const builder = ScriptApp.newTrigger(DELIVERY_HANDLER).timeBased().inTimezone(timeZone);
  const trigger =
    delivery.every === 'week'
      ? builder.onWeekDay(ScriptApp.WeekDay[delivery.weekday]).atHour(delivery.hour).create()
      : builder.onMonthDay(delivery.day).atHour(delivery.hour).create();
  const triggerId = trigger.getUniqueId();
  const properties = PropertiesService.getUserProperties();
  properties.setProperty(RECIPIENTS_PREFIX + triggerId, JSON.stringify(recipients));
  properties.setProperty(CALLS_PREFIX + triggerId, JSON.stringify(currentCallDigests(spreadsheet).slice(0, MAX_CALLS)));
  writeDocumentState(STATE, {
    delivery,
    timeZone,
    triggerId,
    owner,
    sheetId: sheet.getSheetId(),
  } satisfies StoredDelivery);
  return deliveryStatus() as DeliveryStatus;
}

export function removeDelivery(): boolean {
  const stored = storedDelivery();
  const mine = refuseOthers(stored);
  if (mine && stored) {
    ScriptApp.deleteTrigger(mine);
    forgetOwnerState(stored.triggerId);
  }
  writeDocumentState(STATE, null);
  return stored !== null;
}

/** Whether a firing trigger is still the delivery's; a stale one of the current user deletes itself. */
export function isCurrentDeliveryTrigger(triggerId: string | undefined): StoredDelivery | null {
  const stored = storedDelivery();
  if (stored && triggerId && stored.triggerId === triggerId) return stored;
  const stale = myTrigger(triggerId);
  if (stale && triggerId) {
    ScriptApp.deleteTrigger(stale);
    forgetOwnerState(triggerId);
  }
  return null;
}
