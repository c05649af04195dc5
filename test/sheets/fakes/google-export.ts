import type { WireResult } from './service-protocol';
import type { FakeSpreadsheet } from './spreadsheet';

/** A PDF the fake export made: which sheet, and what it showed (what cells show, hidden columns left out). */
export interface PdfExport {
  sheetName: string;
  sheetId: number;
  /** Formula cells the exported sheet still had. */
  formulas: number;
  shown: string[][];
}

export interface GoogleExportOptions {
  spreadsheet: () => FakeSpreadsheet | null;
  /** The Google OAuth token the current execution holds. */
  oauthToken: () => string;
  exports: PdfExport[];
  /** A test makes Google's export fail with this status. */
  failWith: () => number | null;
}

const EXPORT = /^https:\/\/docs\.google\.com\/spreadsheets\/d\/([^/]+)\/export\?(.*)$/;

function answer(status: number, type: string, body: string): WireResult {
  return { ok: true, status, headers: { 'content-type': type }, body };
}

/**
 * docs.google.com's export of one sheet as a PDF, as a script reads it with its user's OAuth token: 401 without the
 * token, 404 for another spreadsheet or an unknown gid, else a small PDF whose text lists what each cell shows.
 */
export function googleExport(
  options: GoogleExportOptions,
  url: string,
  headers: Record<string, string>,
): WireResult | null {
  const match = EXPORT.exec(url);
  if (!match) return null;
  if (headers.Authorization !== `Bearer ${options.oauthToken()}`)
    return answer(401, 'text/html', '<html>Unauthorized</html>');
  const failure = options.failWith();
  if (failure !== null) return answer(failure, 'text/html', '<html>Something went wrong</html>');
  const params = new URLSearchParams(match[2]);
  const spreadsheet = options.spreadsheet();
  const sheet =
    spreadsheet?.getId() === decodeURIComponent(match[1] ?? '')
      ? spreadsheet.getSheets().find((candidate) => String(candidate.getSheetId()) === params.get('gid'))
      : undefined;
  if (!sheet || params.get('format') !== 'pdf') return answer(404, 'text/html', '<html>Not found</html>');
  const range = sheet.getDataRange();
  // Sheets leaves hidden columns out of a PDF.
  const shown = range.getDisplayValues().map((row) => row.filter((_, index) => !sheet.isColumnHiddenByUser(index + 1)));
  const formulas = range
    .getFormulas()
    .flat()
    .filter((formula) => formula !== '').length;
  options.exports.push({ sheetName: sheet.getName(), sheetId: sheet.getSheetId(), formulas, shown });
  const text = shown.map((row) => row.join('\t')).join('\n');
  return answer(200, 'application/pdf', `%PDF-1.4\n${text}\n%%EOF\n`);
}
