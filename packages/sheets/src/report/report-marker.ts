import type { ReportRequest, WrittenReport } from '@sv/core';

/**
 * A report sheet carries this developer metadata, so "Freeze the whole report" finds it whatever the user renamed it
 * to, and never freezes a sheet the add-on did not make. Its value is the request the report was made from (JSON), so
 * the freeze can name a figure in the report's words; reports made before that hold their title instead.
 */
export const REPORT_METADATA_KEY = 'sv_report';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export function markAsReport(sheet: Sheet, definition: WrittenReport): void {
  // A portfolio keeps its campaigns and period: no campaignId, so the freeze names its figures by address.
  const made = 'request' in definition ? definition.request : definition.portfolio;
  sheet.addDeveloperMetadata(REPORT_METADATA_KEY, JSON.stringify(made));
}

export function isReport(sheet: Sheet): boolean {
  return sheet.getDeveloperMetadata().some((metadata) => metadata.getKey() === REPORT_METADATA_KEY);
}

/** The request a report was made from, or null for a report that kept only its title. */
export function reportRequestOf(sheet: Sheet): ReportRequest | null {
  const value = sheet
    .getDeveloperMetadata()
    .find((metadata) => metadata.getKey() === REPORT_METADATA_KEY)
    ?.getValue();
  try {
    const request = JSON.parse(value ?? '') as unknown;
    return typeof request === 'object' && request !== null && 'campaignId' in request
      ? (request as ReportRequest)
      : null;
  } catch {
    return null;
  }
}
