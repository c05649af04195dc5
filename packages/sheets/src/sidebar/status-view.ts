import { tokenDestination } from '@sv/core';
import { recentPullNotes } from '../host/pull-notes';
import { requestsToday } from '../host/request-tally';
import { activeTokenScope, readAddresses } from '../host/settings-store';
import { type RunLine, runLines } from '../refresh/run-view';
import { currentSchedule } from '../refresh/schedule';
import { describeEndedSchedule, endedScheduleOfCurrentUser } from '../refresh/schedule-ended';
import { spreadsheetToday } from '../refresh/watched-refresh';

export interface SidebarStatus {
  /** The token the cells use: the spreadsheet's shared one first (see settings-store.ts), never its value. */
  token: {
    scope: 'document' | 'user';
    label: string;
    /** The hosts as fetch reads them, never the addresses as typed. */
    hosts: string[];
    serviceOwn: boolean;
    /** Why the token's address cannot be used (the cells send nothing then); absent when it can. */
    problem?: string;
  } | null;
  schedule: string | null;
  /** When another editor removed or replaced the current user's schedule: who, when, and how to set it again. */
  scheduleEnded: string | null;
  runs: RunLine[];
  timeZone: string;
  requestsToday: number;
  /** What the request figure counts, said beside it. */
  requestsCounted: string;
  /**
   * The notes of the last pulls that had any (a count that disagrees with the pages, beside a complete table), newest
   * first, each with its call and the time it ended in the spreadsheet's zone; empty when the last pulls had none.
   */
  pullNotes: { call: string; when: string; notes: string[] }[];
}

export const REQUESTS_COUNTED =
  'Sent today by Refresh now, the schedule and the dialogs and sidebar of this spreadsheet. Cells loading on their own are not counted: a formula may not write to the spreadsheet.';

/** The sidebar's status block. Reads Document and User Properties, the document cache and the triggers; sends nothing. */
export function sidebarStatus(): SidebarStatus {
  const scope = activeTokenScope();
  const destination = scope ? tokenDestination(readAddresses(scope)) : null;
  const { runs, timeZone } = runLines();
  return {
    token:
      scope && destination
        ? {
            scope,
            label: scope === 'document' ? 'Shared: everyone who edits this spreadsheet' : 'Personal: only you',
            hosts: destination.hosts,
            serviceOwn: destination.serviceOwn,
            ...(destination.problem ? { problem: destination.problem } : {}),
          }
        : null,
    schedule: scheduleLine(),
    scheduleEnded: endedNotice(),
    runs,
    timeZone,
    requestsToday: requestsToday(spreadsheetToday()),
    requestsCounted: REQUESTS_COUNTED,
    pullNotes: recentPullNotes().map((entry) => ({
      call: entry.call,
      when: Utilities.formatDate(new Date(entry.at), timeZone, 'yyyy-MM-dd HH:mm'),
      notes: entry.notes,
    })),
  };
}

/** The schedule in force, and whose it is when it is not the current user's. */
function scheduleLine(): string | null {
  const current = currentSchedule();
  if (!current) return null;
  if (current.ownedByYou) return current.description;
  return `${current.description}, set by ${current.owner || 'another editor'}`;
}

function endedNotice(): string | null {
  const ended = endedScheduleOfCurrentUser();
  return ended ? describeEndedSchedule(ended) : null;
}
