import { shownMessage } from '../cells/sheet-error';
import { messageOf } from '../host/error-message';
import { readDocumentState, writeDocumentState } from '../host/settings-store';
import type { RefreshRun } from './run-history';
import { describeRun } from './run-view';

/**
 * The optional email after a scheduled run that leaves failed formulas (the Schedule dialog's checkbox, off by
 * default). It goes to the user the run works for: a time-driven trigger runs as the user who created it, that is who
 * saved the schedule. The same failing cells are mailed once a day at most, so an hourly schedule with one broken
 * formula does not send 24 messages (nor spend the account's daily mail quota).
 */
const LAST_MAIL = 'SV_FAILURE_MAIL';
const REPEAT_AFTER_MS = 24 * 60 * 60 * 1000;

interface LastMail {
  cells: string;
  at: number;
}

export function failureMail(run: RefreshRun, spreadsheetName: string, timeZone: string) {
  const line = describeRun(run, timeZone);
  // Counted in calls: one failed call may stand for several cells, which the body lists.
  const failed = run.failures.length + run.moreFailures;
  const subject = `Search Visibility: ${failed} failed call${failed === 1 ? '' : 's'} in the refresh of "${spreadsheetName}"`;
  const body = [
    `The scheduled refresh of "${spreadsheetName}" on ${line.when} (${timeZone}) left formulas that failed.`,
    '',
    line.summary,
    '',
    'Failed:',
    ...line.failures.map((failure) => `- ${failure}`),
    '',
    'Open the spreadsheet, fix the formulas or the settings, and run Search Visibility > Refresh now to check.',
    'To stop these messages, untick "Email me" in Search Visibility > Schedule refresh… and save.',
  ].join('\n');
  // The run's texts are redacted already; the whole message passes the same step once more before it leaves.
  return { subject: shownMessage(subject), body: shownMessage(body) };
}

/** Sends the message when the run left failed formulas. Never fails the run: a mail problem is logged. */
export function mailFailedRun(run: RefreshRun, spreadsheetName: string, timeZone: string, now: number): boolean {
  if (run.failures.length + run.moreFailures === 0) return false;
  try {
    const cells = run.failures.map((failure) => failure.where).join('|');
    const last = readDocumentState<LastMail>(LAST_MAIL);
    if (last && last.cells === cells && now - last.at < REPEAT_AFTER_MS) return false;
    const to = Session.getEffectiveUser().getEmail();
    if (!to) {
      console.warn('Search Visibility: no address to send the failed-run email to.');
      return false;
    }
    MailApp.sendEmail({ to, ...failureMail(run, spreadsheetName, timeZone) });
    writeDocumentState(LAST_MAIL, { cells: cells.slice(0, 2000), at: now } satisfies LastMail);
    return true;
  } catch (error) {
    console.warn(shownMessage(`Search Visibility: the failed-run email was not sent: ${messageOf(error)}`));
    return false;
  }
}
