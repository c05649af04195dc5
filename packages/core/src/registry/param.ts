import {
  type CellArg,
  type CoerceContext,
  coerceBoolean,
  coerceDate,
  coerceEnum,
  coerceGroupId,
  coerceId,
  coerceInteger,
  coerceList,
  coerceText,
  type DateEdge,
  type ListItem,
  type ListKind,
} from '../args';

/** How a spreadsheet argument is read; drives the generated help and the Excel metadata type. */
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

/**
 * One argument of a spreadsheet function: what both hosts show about it, and how a cell value becomes its typed value.
 * `T` is the value a function receives; `O` whether the argument may be left empty (it is then `undefined`).
 */
export interface ParamDef<N extends string = string, T = unknown, O extends boolean = boolean> {
  /** snake_case, shown as the argument name in both hosts. */
  readonly name: N;
  readonly type: ParamType;
  readonly optional: O;
  /** One line: what it means and which formats it accepts. */
  readonly help: string;
  /** Allowed values of an `enum` parameter. */
  readonly values?: readonly string[];
  /** Item kind of a `list` parameter. */
  readonly items?: ListKind;
  /** The most items of a `list` parameter the service takes at once, where its interface says so. */
  readonly maxItems?: number;
  /** Reads a cell value that is not empty; a refusal names the argument and says what to type instead. */
  readonly read: (value: CellArg, ctx: CoerceContext) => T;
}

export type AnyParam = ParamDef<string, unknown, boolean>;

/** The typed, read-only arguments of a parameter list: an optional argument left empty is `undefined`. */
export type ArgsOf<P extends readonly AnyParam[]> = {
  readonly [Q in P[number] as Q['name']]: Q['optional'] extends true
    ? ReturnType<Q['read']> | undefined
    : ReturnType<Q['read']>;
};

type Required<N extends string, T> = ParamDef<N, T, false>;

function declare<const N extends string, T>(
  name: N,
  type: ParamType,
  help: string,
  read: (value: CellArg, ctx: CoerceContext) => T,
  extra: Partial<Pick<ParamDef, 'values' | 'items' | 'maxItems'>> = {},
): Required<N, T> {
  return { name, type, optional: false, help, read, ...extra };
}

/** Builders of required parameters, one per kind of argument; `optional(...)` makes any of them optional. */
export const param = {
  /** A positive whole number, the id of something the service lists. */
  id: <const N extends string>(name: N, help: string) => declare(name, 'id', help, (v) => coerceId(v, name)),
  /** A keyword group id, where the built-in groups (0 all, -1 brand, ...) are allowed too. */
  groupId: <const N extends string>(name: N, help: string) =>
    declare(name, 'group_id', help, (v) => coerceGroupId(v, name)),
  /**
   * A day as `YYYY-MM-DD`: a date cell, ISO text or relative text ("yesterday"). `edge` says which day a period's name
   * ("last month") stands for: its first for a start date, its last for an end date.
   */
  date: <const N extends string>(name: N, help: string, edge: DateEdge = 'start') =>
    declare(name, 'date', help, (v, ctx) => coerceDate(v, name, ctx, edge)),
  text: <const N extends string>(name: N, help: string) => declare(name, 'text', help, (v) => coerceText(v, name)),
  integer: <const N extends string>(name: N, help: string) =>
    declare(name, 'integer', help, (v) => coerceInteger(v, name)),
  boolean: <const N extends string>(name: N, help: string) =>
    declare(name, 'boolean', help, (v) => coerceBoolean(v, name)),
  /** One of `values`, in its canonical spelling whatever case or separators were typed. */
  enum: <const N extends string, const V extends string>(name: N, values: readonly V[], help: string) =>
    declare(name, 'enum', help, (v) => coerceEnum(v, name, values), { values }),
  /** Several items in one argument (comma text or a range), de-duplicated; at most `maxItems` where the service says so. */
  list: <const N extends string, const K extends ListKind>(name: N, items: K, help: string, maxItems?: number) =>
    declare(
      name,
      'list',
      help,
      (v, ctx): ListItem<K>[] => coerceList(v, name, items, ctx, { maxItems }),
      maxItems === undefined ? { items } : { items, maxItems },
    ),
  /** A parameter with a reading of its own (one day up to today, GET's query pairs); `type` says how hosts show it. */
  custom: <const N extends string, T>(
    name: N,
    type: ParamType,
    help: string,
    read: (value: CellArg, ctx: CoerceContext) => T,
    extra: Partial<Pick<ParamDef, 'values' | 'items' | 'maxItems'>> = {},
  ) => declare(name, type, help, read, extra),
};

/** The same parameter, optional: left empty, its value is `undefined`. */
export function optional<const N extends string, T>(
  base: ParamDef<N, T, boolean>,
  help: string = base.help,
): ParamDef<N, T, true> {
  return { ...base, optional: true, help };
}

/** The same parameter with a help line of its own (a different default, a narrower meaning). */
export function withHelp<const N extends string, T, O extends boolean>(
  base: ParamDef<N, T, O>,
  help: string,
): ParamDef<N, T, O> {
  return { ...base, help };
}
