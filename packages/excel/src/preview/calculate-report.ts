import {
  isoDateToSerial,
  type ParamKey,
  type ReportCall,
  type ReportCell,
  type ReportDefinition,
  renderFormula,
  resolveCall,
} from '@sv/core';
import { parseA1 } from '../shared/a1-range';
import { PreviewSheet } from './preview-sheet';
import { type Scalar, SheetError } from './sheet-values';

/** Runs one SV. function as a cell would (the arguments Excel passes, without the invocation object). */
export type CallFunction = (name: string, args: readonly unknown[]) => Promise<readonly (readonly unknown[])[]>;

export interface CalculatedReport {
  readonly sheet: PreviewSheet;
  /** Each SV. call's answer (or its error), by the address of the cell that holds it. */
  readonly answers: ReadonlyMap<string, { grid: Scalar[][] } | { error: SheetError }>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A written value as Excel keeps it: dates as serial numbers. */
function cellValue(value: string | number | boolean | undefined): Scalar {
  if (value === undefined) return null;
  return typeof value === 'string' && ISO_DATE.test(value) ? isoDateToSerial(value) : value;
}

/** An answer's cell as Excel keeps it: "" (a value the service left out) stays text; only null is a blank. */
function toScalar(cell: unknown): Scalar {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' || typeof cell === 'string' || typeof cell === 'boolean') return cell;
  return String(cell);
}

/**
 * The report as Excel would calculate it, outside Excel: the parameter values and labels written, every SV. call
 * (the tracking depth and each table) run through `call` with the arguments its cell would pass, each answer spilled
 * from its cell, and the aggregation formulas left to the sheet, which evaluates them when read.
 */
export async function calculateReport(
  definition: Pick<ReportDefinition, 'cells' | 'sections' | 'parameters'>,
  call: CallFunction,
): Promise<CalculatedReport> {
  const sheet = new PreviewSheet();
  const calls: { address: string; call: ReportCall }[] = [];
  const write = (cell: ReportCell) => {
    const { top, left } = parseA1(cell.address);
    if (cell.formula?.kind === 'call') calls.push({ address: cell.address, call: cell.formula });
    else if (cell.formula) sheet.setFormula(top, left, renderFormula(cell.formula, 'excel'));
    else sheet.setValue(top, left, cellValue(cell.value));
  };
  for (const cell of definition.cells) write(cell);
  for (const section of definition.sections) {
    for (const cell of section.cells) write(cell);
    for (const table of section.tables) calls.push({ address: table.anchor, call: table.call });
  }

  // What the parameter cells hold is what each call receives, as in the sheet (dates as serial numbers).
  const values: Partial<Record<ParamKey, unknown>> = {};
  for (const parameter of definition.parameters) {
    if (parameter.value !== undefined) values[parameter.key] = cellValue(parameter.value);
  }
  const answers = new Map<string, { grid: Scalar[][] } | { error: SheetError }>();
  await Promise.all(
    calls.map(async ({ address, call: reportCall }) => {
      // An empty argument reaches a custom function as null, as Excel passes an omitted one.
      const args = resolveCall(reportCall, values).map((arg) => (arg === '' ? null : arg));
      const { top, left } = parseA1(address);
      try {
        const grid = (await call(reportCall.name, args)).map((row) => row.map(toScalar));
        sheet.spill(top, left, grid);
        answers.set(address, { grid });
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        const message = error instanceof Error || typeof (error as { message?: unknown })?.message === 'string';
        const failure = new SheetError(
          typeof code === 'string' ? code : '#VALUE!',
          message ? String((error as { message: string }).message) : String(error),
        );
        sheet.setValue(top, left, failure);
        answers.set(address, { error: failure });
      }
    }),
  );
  return { sheet, answers };
}
