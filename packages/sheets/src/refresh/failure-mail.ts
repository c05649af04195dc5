import { shownMessage } from '../cells/sheet-error';
import { currentUserEmail } from '../host/current-user';
import { messageOf } from '../host/error-message';
import { failureSentence } from './failure-wording';
import type { CellLink, FailedCall } from './refresh';
import type { RefreshRun } from './run-history';
import { describeRun } from './run-view';

/**
 * The optional email after a scheduled run that leaves failed formulas (the Schedule dialog's checkbox, off by
 * default). It goes to the user the run works for: a time-driven trigger runs as the user who created it, that is who
 * saved the schedule.
 *
 * Other editors write the spreadsheet's name, its sheets' names and the formulas' arguments, and a message that
 * quotes them would carry their words from the owner's own account to the owner. So the message says only what the
 * add-on itself knows: the spreadsheet's id and address, counts, function names, cell links made of sheet ids and
 * A1 addresses, and a fixed sentence per kind of failure.
 *
 * One message per schedule a day at most, whichever cells fail: an hourly schedule with one broken formula does not
 * send 24 messages, and moving the formula from cell to cell does not send more. The time of the last one is kept in
 * the owner's User Properties, by trigger id.
 */
const LAST_MAILS = 'SV_FAILURE_MAILS';
const REPEAT_AFTER_MS = 24 * 60 * 60 * 1000;
/** Cells linked per failed call; the rest are counted. */
const LINKED_CELLS = 3;

export interface MailedSpreadsheet {
  id: string;
  url: string;
}

function cellLink(spreadsheet: MailedSpreadsheet, cell: CellLink): string {
  return `${spreadsheet.url}#gid=${cell.sheetId}&range=${cell.a1}`;
}

function failureLine(spreadsheet: MailedSpreadsheet, failure: FailedCall): string[] {
  const links = failure.cells.slice(0, LINKED_CELLS).map((cell) => `    ${cellLink(spreadsheet, cell)}`);
  const more = failure.cells.length - LINKED_CELLS;
  if (more > 0) links.push(`    and ${more} more cell${more === 1 ? '' : 's'}`);
  return [`- ${failure.fn}: ${failureSentence(failure.code)}:`, ...links];
}

export function failureMail(
  run: RefreshRun,
  failed: readonly FailedCall[],
  spreadsheet: MailedSpreadsheet,
  timeZone: string,
) {
  const line = describeRun(run, timeZone, run.user ?? '');
  // Counted in calls: one failed call may stand for several cells, which the body links.
  const count = failed.length;
  const subject = `Search Visibility: a scheduled refresh left ${count} failed call${count === 1 ? '' : 's'} (spreadsheet ${spreadsheet.id})`;
  const body = [
    `The scheduled refresh of the spreadsheet ${spreadsheet.url} on ${line.when} (${timeZone}) left formulas that failed.`,
    '',
    line.summary,
    '',
    'Failed:',
    ...failed.flatMap((failure) => failureLine(spreadsheet, failure)),
    '',
    'Open the spreadsheet, fix the formulas or the settings, and run Search Visibility > Refresh now to check.',
    'At most one such message is sent a day for a schedule. To stop them, untick "Email me" in Search Visibility >',
    'Schedule refresh… and save.',
  ].join('\n');
  // The run's texts are redacted already; the whole message passes the same step once more before it leaves.
  return { subject: shownMessage(subject), body: shownMessage(body) };
}

function lastMails(): Record<string, number> {
  try {
    const stored = JSON.parse(PropertiesService.getUserProperties().getProperty(LAST_MAILS) ?? '{}') as unknown;
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Sends the message when the run left failed formulas. Never fails the run: a mail problem is logged. */
export function mailFailedRun(
  run: RefreshRun,
  failed: readonly FailedCall[],
  spreadsheet: MailedSpreadsheet,
  schedule: string,
  timeZone: string,
  now: number,
): boolean {
  if (failed.length === 0) return false;
  try {
    const sent = lastMails();
    const last = sent[schedule];
    if (typeof last === 'number' && now - last < REPEAT_AFTER_MS) return false;
    const to = currentUserEmail();
    if (!to) {
      console.warn('Search Visibility: no address to send the failed-run email to.');
      return false;
    }
    MailApp.sendEmail({ to, ...failureMail(run, failed, spreadsheet, timeZone) });
    // Only the schedules mailed within a day are kept: the value stays small for a user with many spreadsheets.
    const kept = Object.fromEntries(Object.entries(sent).filter(([, at]) => now - at < REPEAT_AFTER_MS));
    PropertiesService.getUserProperties().setProperty(LAST_MAILS, JSON.stringify({ ...kept, [schedule]: now }));
    return true;
  } catch (error) {
    console.warn(shownMessage(`Search Visibility: the failed-run email was not sent: ${messageOf(error)}`));
    return false;
  }
}
