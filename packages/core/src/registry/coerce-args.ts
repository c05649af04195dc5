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
  isEmptyArg,
  parseOptions,
  refuseBrokenText,
} from '../args';
import { InputError } from '../errors';
import type { Args, FunctionDef, ParamDef } from './types';

/** Coerces raw cell values by the function's parameter list; every refusal happens here, before any request. */
export function coerceArgs(def: FunctionDef, raw: readonly unknown[], ctx: CoerceContext): Args {
  if (
    raw.length > def.params.length &&
    raw.slice(def.params.length).some((value) => !isEmptyArg(value as CellArg, ctx))
  ) {
    throw new InputError(
      `${def.name} takes at most ${def.params.length} arguments (${def.params.map((p) => p.name).join(', ')}), but got ${raw.length}.`,
    );
  }
  const args: Args = {};
  def.params.forEach((param, index) => {
    const value = raw[index] as CellArg;
    refuseBrokenText(value, param.name);
    // Excel desktop passes an empty cell as 0, but a 0 given for a required argument (group 0) was meant.
    if (isEmptyArg(value, param.optional ? ctx : { ...ctx, zeroIsEmpty: false })) {
      if (!param.optional) {
        throw new InputError(`${param.name} is required: ${param.help}`);
      }
      if (param.type === 'options') args[param.name] = {};
      return;
    }
    args[param.name] = coerceParam(def, param, value, ctx);
  });
  def.validate?.(args, ctx);
  return args;
}

function coerceParam(def: FunctionDef, param: ParamDef, value: CellArg, ctx: CoerceContext): unknown {
  switch (param.type) {
    case 'id':
      return coerceId(value, param.name);
    case 'group_id':
      return coerceGroupId(value, param.name);
    case 'date':
      return coerceDate(value, param.name, ctx);
    case 'text':
    case 'query':
      return param.type === 'query' ? value : coerceText(value, param.name);
    case 'integer':
      return coerceInteger(value, param.name);
    case 'boolean':
      return coerceBoolean(value, param.name);
    case 'enum':
      return coerceEnum(value, param.name, param.values ?? []);
    case 'list':
      return requiredItems(param, coerceList(value, param.name, param.items ?? 'text', ctx, param));
    case 'options':
      return parseOptions(value, def.options ?? {}, ctx, param.name);
  }
}

/** A required list that holds only separators (" , ; ") is as empty as an empty cell. */
function requiredItems<T>(param: ParamDef, items: T[]): T[] {
  if (!param.optional && items.length === 0) {
    throw new InputError(`${param.name}: the list is empty. Give at least one. ${param.help}`);
  }
  return items;
}
