import { resolveSettings } from '@sv/core';
import { callFunction } from '../cells/call-function';
import { toSheetError } from '../cells/sheet-error';
import { type LockHolder, withDocumentLock } from '../host/document-lock';
import { readSettings } from '../host/settings-store';
import { createSharedRateLimiter } from '../host/shared-rate-limiter';
import { a1Of, cellName } from './a1';
import { failureCode } from './failure-wording';
import { evaluateArguments } from './formula-arguments';
import { findCalls } from './formula-calls';
import { beginRefresh, endRefresh } from './refresh-state';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;
type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A menu action or a time-driven trigger may run 6 minutes; keep half a minute for recalculating the formulas. */
export const REFRESH_BUDGET_MS = 330000;
/** Below this, a call is not started: it could not finish before the run is stopped. */
const MIN_CALL_MS = 5000;
const TOAST_EVERY_MS = 3000;

export const CONTINUE_ADVICE =
  'Run Search Visibility > Refresh now again: it continues where this run stopped, or narrow the request.';

interface FormulaCell {
  sheet: Sheet;
  row: number;
  column: number;
  formula: string;
  where: string;
}

interface PlannedCall {
  name: string;
  values: unknown[];
  /** Function and argument values, as one text: what a schedule's owner confirms (see callDigest). */
  key: string;
  cells: FormulaCell[];
}

/** A cell by its sheet's id, not its name (which any editor writes): what a message may link to. */
export interface CellLink {
  sheetId: number;
  a1: string;
}

/** A call that failed, with the cells that make it and the (redacted) message they will show. */
export interface FailedCall {
  where: string;
  message: string;
  /** `SV_KEYWORDS`. */
  fn: string;
  /** The kind of failure as the core names it (`not_found`), or `other`: the history and mail say only this. */
  code: string;
  cells: CellLink[];
}

export interface RefreshOptions {
  /**
   * When set, only calls whose digest is in it are loaded and recalculated; the other formula cells are left to
   * themselves and counted in `unconfirmed` (a schedule with its owner's personal token, see schedule.ts).
   */
  confirmedCalls?: ReadonlySet<string>;
  /** Whether the pulls' notes go to the status every editor reads (not for a run with a personal token). */
  shareNotes?: boolean;
}

export interface RefreshReport {
  formulaCells: number;
  calls: number;
  loaded: number;
  /** Data rows of the tables loaded. */
  rows: number;
  failed: FailedCall[];
  notLoadedAhead: string[];
  outOfTime: string[];
  /** Formula cells left alone because their calls were not confirmed (see RefreshOptions). */
  unconfirmed: number;
}

export function findFormulaCells(spreadsheet: Spreadsheet): FormulaCell[] {
  const cells: FormulaCell[] = [];
  for (const sheet of spreadsheet.getSheets()) {
    const formulas = sheet.getDataRange().getFormulas();
    formulas.forEach((row, r) => {
      row.forEach((formula, c) => {
        if (formula && /\bSV_[A-Za-z0-9_]+\s*\(/i.test(formula)) {
          cells.push({ sheet, row: r + 1, column: c + 1, formula, where: cellName(sheet.getName(), r + 1, c + 1) });
        }
      });
    });
  }
  return cells;
}

/** One call per distinct function and arguments, however many cells repeat it. */
function planCalls(cells: readonly FormulaCell[]): { calls: PlannedCall[]; notLoadedAhead: string[] } {
  const byKey = new Map<string, PlannedCall>();
  const notLoadedAhead: string[] = [];
  for (const cell of cells) {
    for (const call of findCalls(cell.formula)) {
      const evaluation = evaluateArguments(call.args, cell.sheet);
      if (!evaluation.ok) {
        notLoadedAhead.push(`${cell.where}: SV_${call.name}: ${evaluation.reason}`);
        continue;
      }
      const key = callKey(call.name, evaluation.values);
      const planned = byKey.get(key);
      if (planned) planned.cells.push(cell);
      else byKey.set(key, { name: call.name, values: evaluation.values, key, cells: [cell] });
    }
  }
  return { calls: [...byKey.values()], notLoadedAhead };
}

/** What tells one call from another: the function and its argument values (dates by their time). */
function callKey(name: string, values: unknown): string {
  return `${name}\u0000${JSON.stringify(values, dateAware)}`;
}

/**
 * Each SV_ formula cell's calls, as digests, by the cell (sheet id, row, column: a renamed sheet keeps its cells): a
 * scheduled delivery that moves its report's period confirms the new calls of exactly the cells whose calls its owner
 * had confirmed.
 */
export function callDigestsByCell(spreadsheet: Spreadsheet): Map<string, string[]> {
  const byCell = new Map<string, string[]>();
  for (const cell of findFormulaCells(spreadsheet)) {
    const digests: string[] = [];
    for (const call of findCalls(cell.formula)) {
      const evaluation = evaluateArguments(call.args, cell.sheet);
      if (evaluation.ok) digests.push(callDigest(callKey(call.name, evaluation.values)));
    }
    byCell.set(`${cell.sheet.getSheetId()}:${cell.row}:${cell.column}`, digests);
  }
  return byCell;
}

function dateAware(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return Object.prototype.toString.call(original) === '[object Date]' ? `date:${(original as Date).getTime()}` : value;
}

/**
 * A short, stable fingerprint of one call (function and argument values): what a schedule's owner confirms. Arguments
 * read from other cells count by their values, so changing a referenced cell makes another call.
 */
export function callDigest(key: string): string {
  const bytes = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, key, Utilities.Charset.UTF_8);
  return Utilities.base64Encode(bytes.slice(0, 16));
}

/** The digests of the calls the spreadsheet's formulas make now. */
export function currentCallDigests(spreadsheet: Spreadsheet): string[] {
  return planCalls(findFormulaCells(spreadsheet)).calls.map((call) => callDigest(call.key));
}

/**
 * Rewriting a formula makes Sheets run it again; clearing first makes sure it does not keep the old result for an
 * identical formula. The formulas are put back even when something fails in between.
 */
function recalculate(cells: readonly FormulaCell[]): void {
  try {
    for (const cell of cells) cell.sheet.getRange(cell.row, cell.column).clearContent();
    SpreadsheetApp.flush();
  } finally {
    for (const cell of cells) cell.sheet.getRange(cell.row, cell.column).setFormula(cell.formula);
    SpreadsheetApp.flush();
  }
}

/**
 * Loads the data of every `SV_` formula into the document cache within one long run, then has the formulas
 * recalculate, so each cell is served from the cache well inside its 30 seconds.
 */
export function refreshSpreadsheet(
  spreadsheet: Spreadsheet,
  notify: (message: string) => void,
  clock: () => number = () => Date.now(),
  options: RefreshOptions = {},
): RefreshReport {
  // A missing token or a broken address fails every call the same way: say it once, before anything else.
  resolveSettings(readSettings());
  return withDocumentLock({ holder: 'refresh', waitMs: 1000, busy: refreshBusy }, () => {
    const started = clock();
    const deadline = started + REFRESH_BUDGET_MS;
    const { generation } = beginRefresh(started);
    const allCells = findFormulaCells(spreadsheet);
    const planned = planCalls(allCells);
    const confirmed = options.confirmedCalls;
    const calls = confirmed ? planned.calls.filter((call) => confirmed.has(callDigest(call.key))) : planned.calls;
    // Only the cells of the calls this run loads are recalculated: the others are not this run's to touch.
    const cells = confirmed ? [...new Set(calls.flatMap((call) => call.cells))] : allCells;
    const notLoadedAhead = confirmed ? [] : planned.notLoadedAhead;
    const report: RefreshReport = {
      formulaCells: allCells.length,
      calls: calls.length,
      loaded: 0,
      rows: 0,
      failed: [],
      notLoadedAhead,
      outOfTime: [],
      unconfirmed: allCells.length - cells.length,
    };
    // The same window as the cells recalculating meanwhile.
    const limiter = createSharedRateLimiter();
    let lastToast = 0;
    calls.forEach((call, index) => {
      const remaining = deadline - clock();
      const where = call.cells.map((cell) => cell.where).join(', ');
      if (remaining < MIN_CALL_MS) {
        report.outOfTime.push(where);
        return;
      }
      if (index === 0 || clock() - lastToast >= TOAST_EVERY_MS) {
        notify(`Loading ${index + 1} of ${calls.length}: SV_${call.name} (${where})…`);
        lastToast = clock();
      }
      try {
        callFunction(call.name, call.values, {
          timeBudgetMs: remaining,
          budgetAdvice: CONTINUE_ADVICE,
          limiter,
          cacheNamespace: generation,
          shareNotes: options.shareNotes,
          onRows: (rows) => {
            report.rows += rows;
          },
        });
        report.loaded += 1;
      } catch (error) {
        report.failed.push({
          where,
          message: toSheetError(error).message,
          fn: `SV_${call.name}`,
          code: failureCode(error),
          cells: call.cells.map((cell) => ({ sheetId: cell.sheet.getSheetId(), a1: a1Of(cell.row, cell.column) })),
        });
      }
    });
    endRefresh(generation, report.outOfTime.length === 0);
    if (cells.length > 0) {
      notify(`Recalculating ${cells.length} formula${cells.length === 1 ? '' : 's'}…`);
      recalculate(cells);
    }
    return report;
  });
}

function refreshBusy(other: LockHolder | null): string {
  if (other === 'import') {
    return 'A keyword import is being sent from this spreadsheet. Run the refresh again when it has finished.';
  }
  if (other === 'refresh') return 'A refresh of this spreadsheet is already running. Try again when it has finished.';
  return 'Another Search Visibility action (a refresh or a keyword import) is running in this spreadsheet. Try the refresh again when it has finished.';
}

export function describeReport(report: RefreshReport): string {
  if (report.formulaCells === 0) return 'This spreadsheet has no Search Visibility (SV_) formulas to refresh.';
  const lines = [
    `${report.loaded} of ${report.calls} call${report.calls === 1 ? '' : 's'} loaded, ${report.formulaCells} formula${
      report.formulaCells === 1 ? '' : 's'
    } recalculated.`,
  ];
  if (report.failed.length > 0)
    lines.push('', 'Failed:', ...report.failed.map((call) => `• ${call.where}: ${call.message}`));
  if (report.outOfTime.length > 0) {
    lines.push('', `Not loaded within the time limit: ${report.outOfTime.join('; ')}.`, CONTINUE_ADVICE);
  }
  if (report.notLoadedAhead.length > 0) {
    lines.push(
      '',
      'Not loaded ahead (these cells fetch when they recalculate):',
      ...report.notLoadedAhead.map((line) => `• ${line}`),
    );
  }
  return lines.join('\n');
}
