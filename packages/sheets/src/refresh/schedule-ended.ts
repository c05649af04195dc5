import { spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import { messageOf } from '../host/error-message';
import { readDocumentState, writeDocumentState } from '../host/settings-store';
import { boundText, recordScheduleEvent } from './run-history';

/**
 * What the owner of a schedule learns when another editor removes or replaces it: a line in the history (which no
 * number of Refresh now presses pushes out, see run-history.ts), a notice in their own sidebar until they schedule
 * again, and an email when they had asked for email. Every text here is ours or a Google account's address; nothing
 * an editor typed.
 */
const ENDED = 'SV_SCHEDULE_ENDED';
/** Notices kept, one per owner, newest first. */
const MAX_NOTICES = 10;

export interface EndedSchedule {
  owner: string;
  /** Who ended it ('' when not known). */
  user: string;
  how: 'removed' | 'replaced';
  at: number;
  description: string;
}

function notices(): EndedSchedule[] {
  const stored = readDocumentState<unknown>(ENDED);
  return Array.isArray(stored) ? (stored as EndedSchedule[]) : [];
}

/** The notice for the current user's schedule, when someone else ended it and they have not scheduled again. */
export function endedScheduleOfCurrentUser(): EndedSchedule | null {
  const me = currentUserEmail();
  return (me && notices().find((notice) => notice.owner === me)) || null;
}

/** The owner schedules again: their notice has been read. */
export function forgetEndedSchedule(owner: string): void {
  const kept = notices().filter((notice) => notice.owner !== owner);
  if (kept.length !== notices().length) writeDocumentState(ENDED, kept.length > 0 ? kept : null);
}

/** The sidebar's sentence for a notice. */
export function describeEndedSchedule(notice: EndedSchedule): string {
  const when = Utilities.formatDate(new Date(notice.at), spreadsheetTimeZone(), 'yyyy-MM-dd HH:mm');
  const who = notice.user || 'another editor';
  const what = notice.how === 'removed' ? 'removed' : 'replaced with a schedule of their own';
  return (
    `Your scheduled refresh (${notice.description}) was ${what} by ${who} on ${when} (${spreadsheetTimeZone()}). ` +
    'To run it again, set it in Search Visibility > Schedule refresh….'
  );
}

/**
 * Another editor ends `owner`'s schedule: recorded, noticed and, where the owner asked for email, mailed to them (the
 * message leaves from the account of the editor who ended it, the only one running now). Never fails the action.
 */
export function scheduleEndedByOther(
  owner: string,
  how: 'removed' | 'replaced',
  description: string,
  mailOwner: boolean,
  now: number,
): void {
  const user = currentUserEmail();
  recordScheduleEvent({ started: now, event: how, owner, user });
  const notice: EndedSchedule = {
    owner: boundText(owner, 120),
    user: boundText(user, 120),
    how,
    at: now,
    description: boundText(description, 120),
  };
  if (owner) {
    try {
      writeDocumentState(ENDED, [notice, ...notices().filter((old) => old.owner !== owner)].slice(0, MAX_NOTICES));
    } catch (error) {
      console.warn(`Search Visibility: the notice for the schedule's owner could not be saved: ${messageOf(error)}`);
    }
  }
  if (mailOwner && owner) mailEndedSchedule(notice);
}

function mailEndedSchedule(notice: EndedSchedule): void {
  try {
    const spreadsheet = SpreadsheetApp.getActive();
    const id = spreadsheet?.getId() ?? '';
    const what = notice.how === 'removed' ? 'removed' : 'replaced';
    MailApp.sendEmail({
      to: notice.owner,
      subject: `Search Visibility: your scheduled refresh was ${what} by another editor (spreadsheet ${id})`,
      body: [
        describeEndedSchedule(notice),
        '',
        `The spreadsheet: ${spreadsheet?.getUrl() ?? id}`,
        '',
        'Your schedule no longer runs; the refresh history of the spreadsheet records the change.',
        'You receive this message because you ticked "Email me" when you saved that schedule.',
      ].join('\n'),
    });
  } catch (error) {
    console.warn(`Search Visibility: the schedule's owner could not be emailed: ${messageOf(error)}`);
  }
}
