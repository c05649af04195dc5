/**
 * One run of the scheduled PDF delivery (the owner's time-driven trigger): refresh the report, freeze a copy, mail the
 * PDF to the owner's recipients, and record the run in the refresh history. A run that fails is recorded with its
 * reason and mailed to the owner, as a failed refresh is: the recipients got nothing, so the owner must know.
 *
 * Editors write the sheet's content, its name and the spreadsheet's name, so neither the recipients' subject nor the
 * owner's failure mail quotes them: the subject is ours and the date; the report itself is the attachment.
 */
import { shownMessage, toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { currentUserEmail } from '../host/current-user';
import { messageOf } from '../host/error-message';
import { activeTokenScope } from '../host/settings-store';
import { callDigestsByCell } from '../refresh/refresh';
import { type DeliveryRun, recordDelivery } from '../refresh/run-history';
import { watchedRefresh } from '../refresh/watched-refresh';
import {
  deliveryConfirmedCalls,
  deliveryRecipients,
  describeDelivery,
  isCurrentDeliveryTrigger,
  type StoredDelivery,
  saveDeliveryConfirmedCalls,
} from './delivery-schedule';
import { mailReportPdf } from './mail-report';
import { rollReportPeriod } from './roll-period';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** How long a run waits for the refreshed formulas to show their values (they load from the refresh's cache). */
const LOADING_WAIT_MS = 60_000;
const LOADING_POLL_MS = 5_000;

function stillLoading(sheet: GoogleAppsScript.Spreadsheet.Sheet): boolean {
  return sheet
    .getDataRange()
    .getDisplayValues()
    .some((row) => row.some((shown) => shown.startsWith('Loading')));
}

/** Sheets recalculates the refreshed formulas after the run's writes; the freeze must not catch them half way. */
function waitWhileLoading(sheet: GoogleAppsScript.Spreadsheet.Sheet): void {
  SpreadsheetApp.flush();
  for (let waited = 0; waited < LOADING_WAIT_MS && stillLoading(sheet); waited += LOADING_POLL_MS) {
    Utilities.sleep(LOADING_POLL_MS);
    SpreadsheetApp.flush();
  }
}

/**
 * Moves the report to the latest complete period of its kind (roll-period.ts) and returns the calls the run may send
 * with its owner's personal token: those the owner confirmed when saving the delivery follow the period, cell by cell
 * (a cell whose calls were all confirmed has its new calls confirmed; an editor's new formula has none), and are kept
 * for the next run.
 */
function rolledForward(spreadsheet: Spreadsheet, sheet: Sheet, triggerId: string, today: string): Set<string> {
  const confirmed = deliveryConfirmedCalls(triggerId);
  const before = callDigestsByCell(spreadsheet);
  if (!rollReportPeriod(sheet, today)) return confirmed;
  const followed = new Set<string>();
  for (const [cell, digests] of callDigestsByCell(spreadsheet)) {
    const was = before.get(cell) ?? [];
    if (was.length > 0 && was.every((digest) => confirmed.has(digest)))
      for (const digest of digests) followed.add(digest);
  }
  saveDeliveryConfirmedCalls(triggerId, followed);
  return followed;
}

function sendDelivery(
  spreadsheet: Spreadsheet,
  stored: StoredDelivery,
  today: string,
): { recipients: number; bytes: number } {
  const sheet = spreadsheet.getSheets().find((candidate) => candidate.getSheetId() === stored.sheetId);
  if (!sheet) {
    throw new Error(
      'The report sheet of this delivery was deleted. Make the report again and save its delivery in Search ' +
        'Visibility > Send report as PDF….',
    );
  }
  const recipients = deliveryRecipients(stored.triggerId);
  if (recipients.length === 0)
    throw new Error('The delivery has no recipients. Save them again in Send report as PDF….');
  const confirmed = rolledForward(spreadsheet, sheet, stored.triggerId, today);
  watchedRefresh(spreadsheet, 'schedule', () => undefined, undefined, confirmed);
  waitWhileLoading(sheet);
  const bytes = mailReportPdf(spreadsheet, sheet, {
    recipients,
    subject: `Search Visibility report of ${today}`,
    fileName: `Search Visibility report ${today}`,
    body: [
      'The report is attached as a PDF.',
      '',
      `Sent by ${stored.owner} with Search Visibility, ${describeDelivery(stored.delivery, stored.timeZone).toLowerCase()}.`,
    ].join('\n'),
  });
  return { recipients: recipients.length, bytes };
}

function mailOwnerOfFailure(spreadsheet: Spreadsheet, stored: StoredDelivery, reason: string): void {
  try {
    const to = currentUserEmail();
    if (!to) return;
    MailApp.sendEmail({
      to,
      subject: `Search Visibility: your scheduled report was not sent (spreadsheet ${spreadsheet.getId()})`,
      body: shownMessage(
        [
          `The scheduled PDF delivery of the spreadsheet ${spreadsheet.getUrl()} (${describeDelivery(stored.delivery, stored.timeZone).toLowerCase()}) did not send the report:`,
          '',
          reason,
          '',
          'Nothing was sent to the recipients. Open the spreadsheet, fix what is named above, and check the report with',
          'Search Visibility > Send report as PDF…. The refresh history (Schedule refresh…) records this run.',
        ].join('\n'),
      ),
    });
  } catch (error) {
    console.warn(shownMessage(`Search Visibility: the failed-delivery email was not sent: ${messageOf(error)}`));
  }
}

/**
 * One run of the delivery. `runDay` (YYYY-MM-DD): the day the trigger fired, as its event tells it in the trigger's
 * zone (the spreadsheet's, see saveDelivery); else the clock's day in the spreadsheet's zone.
 */
export function runScheduledDelivery(
  triggerId: string | undefined,
  now: () => number = () => Date.now(),
  runDay?: string,
): void {
  const stored = isCurrentDeliveryTrigger(triggerId);
  if (!stored) return;
  const spreadsheet = SpreadsheetApp.getActive();
  if (!spreadsheet) {
    console.warn('Search Visibility: the scheduled delivery found no spreadsheet.');
    return;
  }
  const started = now();
  const run: DeliveryRun = {
    started,
    durationMs: 0,
    delivery: 'sent',
    user: currentUserEmail(),
    token: activeTokenScope() === 'user' ? 'personal' : 'shared',
    recipients: 0,
    bytes: 0,
  };
  try {
    const today = runDay ?? formatDateIn(new Date(started), spreadsheetTimeZone());
    const sent = sendDelivery(spreadsheet, stored, today);
    run.recipients = sent.recipients;
    run.bytes = sent.bytes;
  } catch (error) {
    run.delivery = 'failed';
    run.reason = toSheetError(error).message;
  }
  run.durationMs = Math.max(0, now() - started);
  recordDelivery(run);
  if (run.delivery === 'failed') mailOwnerOfFailure(spreadsheet, stored, run.reason ?? '');
  console.log(
    shownMessage(
      run.delivery === 'sent'
        ? `Search Visibility scheduled delivery: sent to ${run.recipients} recipients.`
        : `Search Visibility scheduled delivery failed: ${run.reason}`,
    ),
  );
}
