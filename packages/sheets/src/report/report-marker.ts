/**
 * A report sheet carries this developer metadata, so "Freeze the whole report" finds it whatever the user renamed it
 * to, and never freezes a sheet the add-on did not make.
 */
export const REPORT_METADATA_KEY = 'sv_report';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function markAsReport(sheet: Sheet, title: string): void {
  sheet.addDeveloperMetadata(REPORT_METADATA_KEY, title);
}

export function isReport(sheet: Sheet): boolean {
  return sheet.getDeveloperMetadata().some((metadata) => metadata.getKey() === REPORT_METADATA_KEY);
}
