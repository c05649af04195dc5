import { FakeConditionalFormatRuleBuilder } from './conditional-format';
import { denyIn, type Runtime } from './runtime';
import type { FakeSpreadsheet } from './spreadsheet';
import { type FakeUi, getUiIn } from './ui';

/** SpreadsheetApp of a script bound to one spreadsheet, with the `spreadsheets.currentonly` scope. */
export function createSpreadsheetApp(
  runtime: Runtime,
  spreadsheet: () => FakeSpreadsheet | null,
  ui: FakeUi,
  onFlush: () => void,
) {
  return {
    getActive: () => spreadsheet(),
    getActiveSpreadsheet: () => spreadsheet(),
    getActiveSheet: () => spreadsheet()?.getActiveSheet() ?? null,
    getActiveRange: () => spreadsheet()?.getActiveRange() ?? null,
    getActiveRangeList: () => spreadsheet()?.getActiveRangeList() ?? null,
    getUi: () => getUiIn(runtime, ui),
    newConditionalFormatRule: () => new FakeConditionalFormatRuleBuilder(),
    flush(): void {
      onFlush();
    },
    openById(): never {
      denyIn(runtime, ['custom-function', 'menu', 'dialog', 'trigger'], 'SpreadsheetApp.openById');
      throw new Error('unreachable');
    },
  };
}
