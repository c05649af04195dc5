import type { ArgumentExpression } from './formula-calls';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export type Evaluation = { ok: true; values: unknown[] } | { ok: false; reason: string };

/**
 * Reads the arguments of a formula call as Sheets would hand them to the custom function: a one-cell reference as its
 * value (a Date for a date cell, "" for an empty one), a larger range as a 2-D array, an empty argument as "".
 */
export function evaluateArguments(args: readonly ArgumentExpression[], home: Sheet): Evaluation {
  const values: unknown[] = [];
  for (const [index, arg] of args.entries()) {
    switch (arg.kind) {
      case 'empty':
        values.push('');
        break;
      case 'literal':
        values.push(arg.value);
        break;
      case 'complex':
        return { ok: false, reason: `argument ${index + 1} (${arg.text}) is neither a value nor a cell reference` };
      case 'reference': {
        const sheet = arg.sheet === undefined ? home : home.getParent().getSheetByName(arg.sheet);
        if (!sheet)
          return { ok: false, reason: `argument ${index + 1} refers to a sheet "${arg.sheet}" that does not exist` };
        let range: GoogleAppsScript.Spreadsheet.Range;
        try {
          range = sheet.getRange(arg.a1.replace(/\$/g, ''));
        } catch {
          return { ok: false, reason: `argument ${index + 1} (${arg.a1}) is not a range this action can read` };
        }
        values.push(range.getNumRows() === 1 && range.getNumColumns() === 1 ? range.getValue() : range.getValues());
        break;
      }
    }
  }
  return { ok: true, values };
}
