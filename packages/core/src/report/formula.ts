import { findFunction } from '../registry';
import type { ParamKey, ReportArg, ReportCall, ReportFormula, ReportHost } from './types';

/** An SV_ call of a registry function; refuses names the registry does not hold or too many arguments. */
export function svCall(name: string, args: readonly ReportArg[]): ReportCall {
  const def = findFunction(name);
  if (!def) throw new Error(`The report names ${name}, which is not a registry function.`);
  const accepted = def.params.length + (def.options ? 1 : 0);
  if (args.length > accepted)
    throw new Error(`The report gives ${name} ${args.length} arguments; it takes ${accepted}.`);
  return { kind: 'call', name, args };
}

export const param = (key: ParamKey): ReportArg => ({ kind: 'param', key });
export const literal = (value: string | number): ReportArg => ({ kind: 'literal', value });
export const empty: ReportArg = { kind: 'empty' };
export const joined = (...parts: readonly (string | { param: ParamKey })[]): ReportArg => ({ kind: 'concat', parts });

export function formula(text: string, array = false): ReportFormula {
  return { kind: 'formula', text, array };
}

/** Where each parameter sits, as an absolute reference (`$B$4`). */
export type ParamCells = Readonly<Record<ParamKey, string>>;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

function renderArg(arg: ReportArg, cells: ParamCells): string {
  switch (arg.kind) {
    case 'param':
      return cells[arg.key];
    case 'literal':
      return typeof arg.value === 'number' ? String(arg.value) : quoted(arg.value);
    case 'empty':
      return '';
    case 'concat':
      return arg.parts.map((part) => (typeof part === 'string' ? quoted(part) : cells[part.param])).join('&');
  }
}

/** `=SV_KEYWORDS($B$4,$B$5,...)` for Sheets, `=SV.KEYWORDS(...)` for Excel; trailing empty arguments left out. */
export function renderCall(call: ReportCall, host: ReportHost, cells: ParamCells): string {
  const args = call.args.map((arg) => renderArg(arg, cells));
  while (args.length > 0 && args[args.length - 1] === '') args.pop();
  return `=${host === 'sheets' ? 'SV_' : 'SV.'}${call.name}(${args.join(',')})`;
}

/** Excel evaluates arrays inside any formula; Sheets only inside ARRAYFORMULA. */
export function renderFormula(f: ReportFormula, host: ReportHost): string {
  return f.array && host === 'sheets' ? `=ARRAYFORMULA(${f.text.slice(1)})` : f.text;
}

function resolveArg(arg: ReportArg, values: Readonly<Partial<Record<ParamKey, unknown>>>): unknown {
  switch (arg.kind) {
    case 'param':
      return values[arg.key] ?? '';
    case 'literal':
      return arg.value;
    case 'empty':
      return '';
    case 'concat':
      return arg.parts.map((part) => (typeof part === 'string' ? part : String(values[part.param] ?? ''))).join('');
  }
}

/** The raw cell arguments a call receives when the parameter cells hold `values` (for invoke, tests and previews). */
export function resolveCall(call: ReportCall, values: Readonly<Partial<Record<ParamKey, unknown>>>): unknown[] {
  return call.args.map((arg) => resolveArg(arg, values));
}
