import { type FunctionDef, findFunction, optionsWithComparison } from '@sv/core';
import { spreadsheetCoerce } from '../cells/spreadsheet-time';
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
  const { name, args, compare } = (input ?? {}) as { name?: unknown; args?: unknown; compare?: unknown };
  const definition = typeof name === 'string' && name.trim() !== '' ? findFunction(name) : undefined;
  if (!definition) throw new Error('Choose a function first.');
  const values = cellArguments(definition, withComparison(definition, args, compare));
  const prepared = definition.prepare(values, spreadsheetCoerce());
  return { definition, values, formula: formulaText(definition, values), headers: prepared.headers };
}

/** The "Compare with" choice written into the options argument, as a user would type it there. */
function withComparison(definition: FunctionDef, args: unknown, compare: unknown): unknown {
  const index = definition.params.findIndex((param) => param.type === 'options');
  if (typeof compare !== 'string' || compare === '' || index < 0 || !Array.isArray(args)) return args;
  const given = [...args];
  while (given.length <= index) given.push('');
  given[index] = optionsWithComparison(String(given[index] ?? ''), compare);
  return given;
}
