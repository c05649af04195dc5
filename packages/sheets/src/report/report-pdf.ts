/**
 * The spreadsheet's own PDF export of one sheet, read with the user's Google OAuth token. This is Google's address
 * (docs.google.com), not the SEO service's: the service token never goes here, and this token never goes to the
 * service. The export draws what Sheets draws (charts, formats, widths), landscape and one page wide.
 */
export const PDF_TYPE = 'application/pdf';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Blob = GoogleAppsScript.Base.Blob;

const EXPORT_OPTIONS =
  'format=pdf&portrait=false&fitw=true&size=A4&gridlines=false&sheetnames=false&printtitle=false&pagenum=CENTER';

export function exportUrl(spreadsheetId: string, sheetId: number): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/export?${EXPORT_OPTIONS}&gid=${sheetId}`;
}

/** `Report name.pdf`, with characters mail programs refuse in a file name replaced. */
export function pdfFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|]/g, ' ')
    // Control characters too (a lint rule keeps them out of the pattern).
    .replace(/./gsu, (char) => (char < ' ' ? ' ' : char))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'Report'}.pdf`;
}

/** The sheet as a PDF blob; refuses an answer that is not a PDF, so a mail never carries an error page. */
export function exportSheetAsPdf(spreadsheet: Spreadsheet, sheet: Sheet, fileName: string): Blob {
  const response = UrlFetchApp.fetch(exportUrl(spreadsheet.getId(), sheet.getSheetId()), {
    headers: { Authorization: `Bearer ${ScriptApp.getOAuthToken()}` },
    muteHttpExceptions: true,
  });
  const code = response.getResponseCode();
  const blob = response.getBlob();
  if (code !== 200 || blob.getContentType() !== PDF_TYPE || blob.getBytes().length === 0) {
    throw new Error(
      `Google did not export the report as a PDF (answer ${code}), so nothing was sent. Try again in a few minutes; ` +
        'if it keeps failing, check that File > Download > PDF works for this spreadsheet.',
    );
  }
  return blob.setName(fileName);
}
