import {
  acceptedSettings,
  decodeCachedTable,
  type FunctionDef,
  findFunction,
  numberFormatKinds,
  numberFormatOfColumn,
  type Table,
  tableKeyWith,
} from '@sv/core';
import { spreadsheetCoerce } from '../cells/spreadsheet-time';
import { documentCache } from '../host/apps-script-host';
import { cacheGeneration, readSettings } from '../host/settings-store';
import { sha256Hex } from '../host/sha256-hex';
import { evaluateArguments } from '../refresh/formula-arguments';
import { findCalls } from '../refresh/formula-calls';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** Where Insert put a formula: the sidebar hands it back to have the result's columns formatted. */
export interface PlacedFormula {
  sheetId: number;
  row: number;
  column: number;
}

export interface InsertedFormats {
  /** What was done, for the sidebar to show after the insert's own message. */
  message: string;
  /** Columns given a number format (0 when none was set). */
  columns: number;
  /** Rows each of them was set on (the header row not counted). */
  rows: number;
}

/** A custom function has 30 s; the cell may start a little after the insert returned. */
const WAIT_FOR_CELL_MS = 32_000;
const POLL_MS = 1_000;
const CELL_ERROR = /^#(ERROR!|REF!|N\/A|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!)/;
const BY_HAND = 'Give its date and percent columns a format with Format > Number.';

const none = (message: string): InsertedFormats => ({ message, columns: 0, rows: 0 });

/**
 * A custom function cannot hand Sheets a number format, so a share reads 0.139 and a date column takes the cell's
 * format. For a formula the sidebar inserted, this gives the spilled columns the formats of their units (date, percent
 * of a fraction, change in points, count, amount), over the rows the result spills, the header row left as it is.
 * The layout is the cell's own result: the finished table its call keeps in the document cache (the same key the call
 * and cells/cached-answer.ts read), found by reading the formula in the cell as Sheets passes its arguments. Nothing is
 * sent: it waits, reading the cache, until the cell has calculated, and formats nothing when the table is not kept
 * (a function always asked afresh, a table too large to keep) or the cell shows an error.
 */
export function formatInsertedFormula(input: unknown): InsertedFormats {
  const placed = readPlaced(input);
  const sheet = SpreadsheetApp.getActive()
    ?.getSheets()
    .find((candidate) => candidate.getSheetId() === placed.sheetId);
  if (!sheet) return none('Its sheet is gone, so nothing was formatted.');
  const anchor = sheet.getRange(placed.row, placed.column);
  const call = soleCall(anchor.getFormula());
  const definition = call ? findFunction(call.name) : undefined;
  if (!call || !definition) return none('The cell no longer holds the formula, so nothing was formatted.');
  const evaluation = evaluateArguments(call.args, sheet);
  if (!evaluation.ok) return none(`Its columns were not formatted: ${evaluation.reason}. ${BY_HAND}`);
  const coerce = spreadsheetCoerce();
  let headers: boolean;
  try {
    headers = definition.prepare(evaluation.values, coerce).headers;
  } catch {
    // The cell refuses its arguments and says why: nothing to format.
    return none('');
  }
  if (definition.fresh) {
    return none(`SV_${definition.name} is asked afresh at every calculation and kept nowhere. ${BY_HAND}`);
  }
  const found = waitForTable(definition, evaluation.values, anchor, coerce.today(), coerce.formatDate);
  if (typeof found === 'string') return none(found);
  return formatColumns(sheet, placed, found, headers);
}

function readPlaced(input: unknown): PlacedFormula {
  const { sheetId, row, column } = (input ?? {}) as Record<string, unknown>;
  const whole = (value: unknown, least: number) => Number.isInteger(value) && (value as number) >= least;
  if (!whole(sheetId, 0) || !whole(row, 1) || !whole(column, 1)) {
    throw new Error('The sidebar did not say where the formula went. Insert it again.');
  }
  return { sheetId: sheetId as number, row: row as number, column: column as number };
}

/** The one `SV_` call a formula the sidebar wrote is: `=SV_NAME(…)` and nothing around it. */
function soleCall(formula: string) {
  if (!/^=\s*SV_[A-Za-z0-9_]+\s*\(/i.test(formula)) return undefined;
  const calls = findCalls(formula);
  return calls.length === 1 ? calls[0] : undefined;
}

/**
 * The table the cell's call kept, once the cell shows its result; or, when there is none to format, what the user is
 * told. The cell's key as the call makes it (core `invoke`): an empty argument reaches the custom function as "".
 */
function waitForTable(
  definition: FunctionDef,
  values: readonly unknown[],
  anchor: GoogleAppsScript.Spreadsheet.Range,
  today: string,
  formatDate: (date: Date) => string,
): Table | string {
  const settings = acceptedSettings(readSettings());
  const cache = documentCache();
  if (!settings || !cache) return `Its columns were not formatted: the result could not be read back. ${BY_HAND}`;
  const deadline = Date.now() + WAIT_FOR_CELL_MS;
  SpreadsheetApp.flush();
  for (;;) {
    const key = tableKeyWith(
      { name: definition.name, rawArgs: values, today, formatDate, settings, namespace: cacheGeneration() },
      sha256Hex,
    );
    const [text] = cache.getAll([key]);
    const cached = typeof text === 'string' ? decodeCachedTable(text) : null;
    const shows = String(anchor.getDisplayValues()[0]?.[0] ?? '');
    // An error in the cell (a refusal, a spill blocked by other cells) is the cell's to explain: nothing is formatted.
    if (CELL_ERROR.test(shows)) return '';
    if (cached?.kind === 'too-large') {
      return `Its table is too large to keep, so its columns were not formatted. ${BY_HAND}`;
    }
    if (cached?.kind === 'refused') return '';
    // The table may be kept from an identical formula elsewhere: format once this cell has shown it too.
    if (cached?.kind === 'table' && shows !== '' && !shows.startsWith('Loading')) return cached.table;
    if (Date.now() >= deadline) {
      // A cell that shows its result whose table is not found read it with settings other than this user's (another
      // editor's personal token) or could not keep it.
      const why =
        shows === '' || shows.startsWith('Loading')
          ? 'the cell had not finished loading'
          : 'the table the cell loaded could not be read back';
      return `Its columns were not formatted: ${why}. ${BY_HAND}`;
    }
    Utilities.sleep(POLL_MS);
    SpreadsheetApp.flush();
  }
}

function formatColumns(sheet: Sheet, placed: PlacedFormula, table: Table, headers: boolean): InsertedFormats {
  const formats = table.columns.map(numberFormatOfColumn);
  const formatted = formats.filter((format) => format !== undefined).length;
  const rows = table.rows.length;
  if (formatted === 0 || rows === 0) return none('');
  const top = placed.row + (headers ? 1 : 0);
  formats.forEach((format, index) => {
    if (format !== undefined) sheet.getRange(top, placed.column + index, rows, 1).setNumberFormat(format);
  });
  const columns =
    formatted === 1 ? `${numberFormatKinds(formats)} column` : `${formatted} ${numberFormatKinds(formats)} columns`;
  const shown = rows === 1 ? 'the row' : `the ${rows} rows`;
  return {
    message: `Its ${columns} got number formats over ${shown} it shows now (rows a later recalculation adds keep theirs: Format > Number).`,
    columns: formatted,
    rows,
  };
}
