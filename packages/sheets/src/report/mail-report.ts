import { shownMessage } from '../cells/sheet-error';
import { withFrozenCopy } from './frozen-copy';
import { exportSheetAsPdf, pdfFileName } from './report-pdf';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export interface ReportMail {
  recipients: readonly string[];
  subject: string;
  body: string;
  fileName: string;
}

/** Freezes a copy of the report, exports it as a PDF and mails it; returns the PDF's size in bytes. */
export function mailReportPdf(spreadsheet: Spreadsheet, sheet: Sheet, mail: ReportMail): number {
  return withFrozenCopy(spreadsheet, sheet, (copy) => {
    const pdf = exportSheetAsPdf(spreadsheet, copy, pdfFileName(mail.fileName));
    const bytes = pdf.getBytes().length;
    MailApp.sendEmail({
      to: mail.recipients.join(','),
      subject: shownMessage(mail.subject),
      body: shownMessage(mail.body),
      attachments: [pdf],
      name: 'Search Visibility',
    });
    return bytes;
  });
}
