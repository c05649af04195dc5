/**
 * Search Visibility > Send report as PDF…: the active report, frozen in a copy and mailed as a PDF to the addresses
 * the user typed, from their own account. Two steps: the review shows the addresses (checked), the sender, the subject
 * and the file; only the send that says it was confirmed mails anything.
 */
import { currentUserEmail } from '../host/current-user';
import { mailReportPdf } from './mail-report';
import { parseRecipients } from './recipients';
import { isReport, reportRequestOf } from './report-marker';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export interface PdfSendInput {
  recipients?: unknown;
  confirmed?: unknown;
}

export interface PdfSendReview {
  sheetName: string;
  sender: string;
  recipients: string[];
  subject: string;
  fileName: string;
}

function activeReport(): { spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet; sheet: Sheet } {
  const spreadsheet = SpreadsheetApp.getActive();
  if (!spreadsheet) throw new Error('Open a spreadsheet first.');
  const sheet = spreadsheet.getActiveSheet();
  if (!isReport(sheet)) {
    throw new Error(
      'The active sheet is not a client report. Open the report (made by New client report…), then choose Send ' +
        'report as PDF… again.',
    );
  }
  return { spreadsheet, sheet };
}

/** The subject names the campaign and period the report was made for (as the service named the campaign). */
function subjectOf(sheet: Sheet): string {
  const request = reportRequestOf(sheet);
  if (!request) return `Search Visibility report: ${sheet.getName()}`;
  return `Search Visibility report: ${request.campaignName}, ${request.start} to ${request.end}`;
}

/** What the dialog opens with: the report it would send and who would send it. */
export function pdfSendView(): { sheetName: string; sender: string } {
  const { sheet } = activeReport();
  return { sheetName: sheet.getName(), sender: currentUserEmail() };
}

/** The confirm step: everything the mail will be, before anything is sent. */
export function reviewPdfSend(input: PdfSendInput): PdfSendReview {
  const { sheet } = activeReport();
  const recipients = parseRecipients(input?.recipients);
  const sender = currentUserEmail();
  if (!sender) throw new Error('Google did not say which account you use, so the report cannot be sent from it.');
  return { sheetName: sheet.getName(), sender, recipients, subject: subjectOf(sheet), fileName: sheet.getName() };
}

export function sendReportPdf(input: PdfSendInput): string {
  if (input?.confirmed !== true) throw new Error('Review the addresses and confirm before the report is sent.');
  const review = reviewPdfSend(input);
  const { spreadsheet, sheet } = activeReport();
  const bytes = mailReportPdf(spreadsheet, sheet, {
    recipients: review.recipients,
    subject: review.subject,
    fileName: review.fileName,
    body: ['The report is attached as a PDF.', '', `Sent by ${review.sender} with Search Visibility.`].join('\n'),
  });
  const count = review.recipients.length;
  return (
    `The report "${review.sheetName}" was sent as a PDF (${Math.max(1, Math.round(bytes / 1024))} KB) to ` +
    `${count} address${count === 1 ? '' : 'es'} from ${review.sender}.`
  );
}
