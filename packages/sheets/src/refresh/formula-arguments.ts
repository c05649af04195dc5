import type { ArgumentExpression, SimpleExpression } from './formula-calls';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

export type Evaluation = { ok: true; values: unknown[] } | { ok: false; reason: string };

/**
 * Reads the arguments of a formula call as Sheets would hand them to the custom function: a one-cell reference as its
 * value (a Date for a date cell, "" for an empty one), a larger range as a 2-D array, an empty argument as "", and
 * text joined with `&` as the joined text.
 */
export function evaluateArguments(args: readonly ArgumentExpression[], home: Sheet): Evaluation {
  const values: unknown[] = [];
  for (const [index, arg] of args.entries()) {
    switch (arg.kind) {
      case 'empty':
        values.push('');
        break;
      case 'complex':
        return { ok: false, reason: `argument ${index + 1} (${arg.text}) is neither a value nor a cell reference` };
      case 'literal':
      case 'reference': {
        const read = readSimple(arg, home, index);
        if (!read.ok) return read;
        values.push(read.value);
        break;
      }
      case 'concat': {
        let text = '';
        for (const part of arg.parts) {
          const read = readSimple(part, home, index);
          if (!read.ok) return read;
          const joined = joinedText(read.value);
          if (joined === null)
            return {
              ok: false,
              reason: `argument ${index + 1} joins a date or a range, which this action cannot read`,
            };
          text += joined;
        }
        values.push(text);
        break;
      }
    }
  }
  return { ok: true, values };
}

type Read = { ok: true; value: unknown } | { ok: false; reason: string };

function readSimple(arg: SimpleExpression, home: Sheet, index: number): Read {
  if (arg.kind === 'literal') return { ok: true, value: arg.value };
  const sheet = arg.sheet === undefined ? home : home.getParent().getSheetByName(arg.sheet);
  if (!sheet)
    return { ok: false, reason: `argument ${index + 1} refers to a sheet "${arg.sheet}" that does not exist` };
  let range: GoogleAppsScript.Spreadsheet.Range;
  try {
    range = sheet.getRange(arg.a1.replace(/\$/g, ''));
  } catch {
    return { ok: false, reason: `argument ${index + 1} (${arg.a1}) is not a range this action can read` };
  }
  return {
    ok: true,
    value: range.getNumRows() === 1 && range.getNumColumns() === 1 ? range.getValue() : range.getValues(),
  };
}

/** What `&` makes of a value, as Sheets does for text, numbers and booleans; null for what it would not read alike. */
function joinedText(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return null;
}
