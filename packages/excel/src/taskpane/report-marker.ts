/// <reference types="office-js" />

/**
 * A report sheet carries a name of its own (worksheet scope, ExcelApi 1.4) pointing at its title cell, so "Freeze
 * report" finds it whatever the user renamed the sheet to, and never freezes a sheet the add-in did not make. A name
 * rather than a hidden cell: it prints nowhere and survives the freeze, so a second freeze still knows the sheet.
 */
export const REPORT_NAME = 'SV_REPORT';

export function markAsReport(sheet: Excel.Worksheet): void {
  sheet.names.add(REPORT_NAME, sheet.getRange('A1'), 'A client report made by the Search Visibility add-in.');
}

/** Queues the lookup; after the next sync, `isNullObject` is false on a report sheet. */
export function reportMarkerOf(sheet: Excel.Worksheet): Excel.NamedItem {
  return sheet.names.getItemOrNullObject(REPORT_NAME);
}
