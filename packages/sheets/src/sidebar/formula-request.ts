import { type FunctionDef, findFunction } from '@sv/core';
import { formatDateIn, spreadsheetTimeZone } from '../cells/spreadsheet-time';
import { type CellValue, cellArguments, formulaText } from './cell-arguments';

/** A function and its arguments from the sidebar, checked as a cell would check them. */
export interface FormulaRequest {
  definition: FunctionDef;
  values: CellValue[];
  formula: string;
  /** Whether the table starts with a header row (the `headers` option). */
  headers: boolean;
}

/**
 * Reads what the sidebar sent and has the core check the arguments (the same check a cell makes before it sends
 * anything), so a formula that would only show a refusal is neither previewed nor inserted.
 */
export function readFormulaRequest(input: unknown): FormulaRequest {
  const { name, args } = (input ?? {}) as { name?: unknown; args?: unknown };
  const definition = typeof name === 'string' && name.trim() !== '' ? findFunction(name) : undefined;
  if (!definition) throw new Error('Choose a function first.');
  const values = cellArguments(definition, args);
  const timeZone = spreadsheetTimeZone();
  const prepared = definition.prepare(values, {
    today: () => formatDateIn(new Date(), timeZone),
    formatDate: (date: Date) => formatDateIn(date, timeZone),
  });
  return { definition, values, formula: formulaText(definition, values), headers: prepared.headers };
}
