import { type CellArg, type CoerceContext, isEmptyArg, refuseBrokenText } from '../args';
import { InputError } from '../errors';
import type { ParamDef } from './param';

/**
 * Reads raw cell values by a function's parameter list into its arguments; every refusal of a single argument happens
 * here, before any request. Optional arguments left empty are absent, except `options`, which is then `{}`.
 */
export function readArgs(
  functionName: string,
  params: readonly ParamDef[],
  raw: readonly unknown[],
  ctx: CoerceContext,
): Record<string, unknown> {
  if (raw.length > params.length && raw.slice(params.length).some((value) => !isEmptyArg(value as CellArg, ctx))) {
    throw new InputError(
      `${functionName} takes at most ${params.length} arguments (${params.map((p) => p.name).join(', ')}), but got ${raw.length}.`,
    );
  }
  const args: Record<string, unknown> = {};
  params.forEach((param, index) => {
    const value = raw[index] as CellArg;
    refuseBrokenText(value, param.name);
    // Excel desktop passes an empty cell as 0, but a 0 given for a required argument (group 0) was meant.
    if (isEmptyArg(value, param.optional ? ctx : { ...ctx, zeroIsEmpty: false })) {
      if (!param.optional) throw new InputError(`${param.name} is required: ${param.help}`);
      if (param.type === 'options') args[param.name] = {};
      return;
    }
    args[param.name] = requiredItems(param, param.read(value, ctx));
  });
  return args;
}

/** A required list that holds only separators (" , ; ") is as empty as an empty cell. */
function requiredItems(param: ParamDef, value: unknown): unknown {
  if (!param.optional && Array.isArray(value) && value.length === 0) {
    throw new InputError(`${param.name}: the list is empty. Give at least one. ${param.help}`);
  }
  return value;
}
