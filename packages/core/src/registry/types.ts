import type { CoerceContext, ListKind, OptionSpec } from '../args';
import type { Program } from '../engine/effects';
import type { Paging } from '../engine/paging';
import type { Session } from '../engine/session';
import type { Table } from '../table';

/** How a spreadsheet argument is read; drives coercion, the generated help and the Excel metadata type. */
export type ParamType =
  | 'id'
  | 'group_id'
  | 'date'
  | 'text'
  | 'integer'
  | 'boolean'
  | 'enum'
  | 'list'
  | 'options'
  | 'query';

export interface ParamDef {
  /** snake_case, shown as the argument name in both hosts. */
  name: string;
  type: ParamType;
  optional: boolean;
  /** One line: what it means and which formats it accepts. */
  help: string;
  /** Allowed values of an `enum` parameter. */
  values?: readonly string[];
  /** Item kind of a `list` parameter. */
  items?: ListKind;
  /** The most items of a `list` parameter the service takes at once, where its interface says so. */
  maxItems?: number;
}

/** Arguments after coercion, by parameter name; empty optional arguments are absent. */
export type Args = Record<string, unknown>;

export interface CallContext {
  session: Session;
  coerce: CoerceContext;
}

export interface FunctionDef {
  /** Sheets `SV_<name>`, Excel `SV.<name>`; never changes once shipped. */
  name: string;
  /** One-line description shown by autocomplete. */
  help: string;
  /** What one row is and the fixed column list, for the help and the docs. */
  result: string;
  params: readonly ParamDef[];
  /** Keys the trailing `options` argument accepts (absent when the function has none). */
  options?: OptionSpec;
  /** Which interface of the service it calls. */
  api: '3.0' | '1.2';
  /** How its operation pages with the default options; absent for functions that send one request. */
  paging?: Paging;
  /** Refuses argument combinations a single parameter cannot judge, before any request (dates in order, ...). */
  validate?(args: Args, coerce: CoerceContext): void;
  /** The work, with arguments already coerced and validated. */
  run(args: Args, ctx: CallContext): Program<Table>;
}
