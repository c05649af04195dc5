import { asTypedText } from '../menu/freeze';
import { refuseUnready } from './freeze-report';
import { hideDataColumns } from './hide-data-columns';
import { dropEmptySeries } from './series-with-data';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/**
 * Runs `use` on a frozen copy of a report sheet, then deletes the copy: the report itself keeps its formulas (a
 * scheduled delivery refreshes it again next time). The copy takes the values the report shows, not its own
 * formulas' results, which Sheets would compute again (and might still be loading) in the copy. The charts, formats
 * and widths come with Sheet.copyTo; the data tables are hidden, as Freeze the whole report hides them. Refused, naming the figures, when the report is not ready to be frozen.
 */
export function withFrozenCopy<T>(spreadsheet: Spreadsheet, sheet: Sheet, use: (copy: Sheet) => T): T {
  refuseUnready(sheet);
  const shown = sheet.getDataRange().getValues();
  const copy = sheet.copyTo(spreadsheet);
  try {
    const columns = shown[0]?.length ?? 0;
    if (shown.length > 0 && columns > 0) {
      copy.getRange(1, 1, shown.length, columns).setValues(shown.map((row) => row.map(asTypedText)));
    }
    // As the freeze does: the client reads the report, not the data tables behind its charts, nor empty legend entries.
    dropEmptySeries(copy);
    hideDataColumns(copy);
    SpreadsheetApp.flush();
    return use(copy);
  } finally {
    spreadsheet.deleteSheet(copy);
  }
}
