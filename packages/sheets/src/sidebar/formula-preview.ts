import type { FunctionDef, GridCell } from '@sv/core';
import { callFunction } from '../cells/call-function';
import { toSheetError } from '../cells/sheet-error';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { requireTokenInSheets } from '../host/no-token';
import { countingRequests } from '../host/request-tally';
import { spreadsheetToday } from '../refresh/watched-refresh';
import type { CellValue } from './cell-arguments';
import { readFormulaRequest } from './formula-request';

/** Rows the preview shows, and the `limit` it asks for where the function takes one. */
export const PREVIEW_ROWS = 5;
/** A preview is a glance: long texts are cut, and it gives up well before a dialog call would. */
const PREVIEW_CELL_CHARS = 80;
const PREVIEW_BUDGET_MS = 25_000;

export interface FormulaPreview {
  formula: string;
  /** Header row first when the table has one (`header`). */
  rows: string[][];
  header: boolean;
  /** The full table's columns, which the preview may show in part. */
  columns: number;
  /** What the preview leaves out. */
  note: string;
}

/**
 * Why a function is not previewed, or null when it may be. The preview sends requests from a click, so it runs only
 * what a recalculation could run anyway, and only reads: nothing of the keyword import (charged; its formula is itself a
 * preview, and the sidebar must not become a way around Add keywords…), and nothing always asked afresh (an import's or
 * an article's progress), which the cache cannot spare.
 */
export function previewRefusal(definition: FunctionDef): string | null {
  if (/^(?:V1_)?(?:IMPORT|ADD)_/.test(definition.name)) {
    return `SV_${definition.name} belongs to the charged keyword import: the sidebar does not run it. Insert it and read the result in the cell, or use Add keywords….`;
  }
  if (definition.fresh) {
    return `SV_${definition.name} is always asked afresh (its answer changes by the minute): the sidebar does not preview it. Insert it and read the result in the cell.`;
  }
  return null;
}

/** Functions without a `limit` send one request, or read a short list (campaigns, locations): shown in part. */
function takesLimit(definition: FunctionDef): boolean {
  return definition.options !== undefined && 'limit' in definition.options;
}

/** The options argument with `limit=5` in place of any limit the user gave (a smaller one stays). */
export function withPreviewLimit(definition: FunctionDef, values: readonly CellValue[]): CellValue[] {
  const index = definition.params.findIndex((param) => param.type === 'options');
  if (index < 0 || !takesLimit(definition)) return [...values];
  const next = [...values];
  while (next.length <= index) next.push(undefined);
  const given = next[index];
  const text = typeof given === 'string' ? given : '';
  const existing = /(^|[;\n\r])(\s*limit\s*[=:]\s*)(\d+)\s*(?=[;\n\r]|$)/i.exec(text);
  if (existing) {
    const limit = Math.min(Number(existing[3]), PREVIEW_ROWS);
    next[index] = text.replace(existing[0], `${existing[1]}${existing[2]}${limit}`);
  } else {
    next[index] =
      text.trim() === '' ? `limit=${PREVIEW_ROWS}` : `${text.replace(/[;\s]+$/, '')}; limit=${PREVIEW_ROWS}`;
  }
  return next;
}

function shown(cell: GridCell | Date, timeZone: string): string {
  if (cell === null || cell === undefined) return '';
  if (Object.prototype.toString.call(cell) === '[object Date]') return formatDateIn(cell as Date, timeZone);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  const text = String(cell);
  return text.length > PREVIEW_CELL_CHARS ? `${text.slice(0, PREVIEW_CELL_CHARS - 1)}…` : text;
}

/** Runs the function as a cell would, with a small limit, and returns its first rows as text. */
export function previewFormula(input: unknown): FormulaPreview {
  try {
    const request = readFormulaRequest(input);
    const refusal = previewRefusal(request.definition);
    if (refusal) throw new Error(refusal);
    requireTokenInSheets();
    const limited = withPreviewLimit(request.definition, request.values);
    const { value: grid } = countingRequests(spreadsheetToday, () =>
      callFunction(request.definition.name, limited, {
        timeBudgetMs: PREVIEW_BUDGET_MS,
        budgetAdvice: 'Insert the formula and let the cell load it, or narrow the request.',
        // The user's own preview, perhaps with their personal token: nothing of it goes where other editors read.
        shareNotes: false,
      }),
    );
    const timeZone = spreadsheetTimeZone();
    const head = grid.slice(0, PREVIEW_ROWS + (request.headers ? 1 : 0));
    const rows = head.map((row) => row.map((cell) => shown(cell as GridCell | Date, timeZone)));
    const columns = grid[0]?.length ?? 0;
    const limitedNote = takesLimit(request.definition) ? ` (asked with limit=${PREVIEW_ROWS})` : '';
    const note = grid.length === 0 ? 'No rows.' : `First rows${limitedNote}; the cell shows the whole table.`;
    return { formula: request.formula, rows, header: request.headers, columns, note };
  } catch (error) {
    throw toSheetError(error);
  }
}
