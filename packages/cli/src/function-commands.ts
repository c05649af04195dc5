import { didYouMean, type FunctionDef, findFunction, type ParamDef } from '@sv/core';
import { type CommandLine, flagName } from './command-line';
import { UsageError } from './usage-error';

/** Flags of sv itself; every other flag names an argument of the function. */
export const GLOBAL_FLAGS = ['format', 'out', 'option', 'headers', 'compare', 'sandbox', 'help'] as const;

/** The command of a registry function: `KEYWORDS` is `keywords`, `V1_SITES` is `v1-sites`. */
export function commandName(def: FunctionDef): string {
  return def.name.toLowerCase().replace(/_/g, '-');
}

/** The registry function a command names, in any case, with `-` or `_`, with or without the `SV_` prefix. */
export function functionOfCommand(command: string): FunctionDef | undefined {
  return findFunction(command.replace(/-/g, '_'));
}

/**
 * The arguments as a cell would pass them, in the registry's parameter order: positional words first, then
 * `--param-name value` flags; a parameter given neither way is `undefined`, like an omitted argument in Sheets. The
 * options come as `key=value; …` text (a positional word or `--options`) or as `--option key=value` pairs, which
 * become a two-column range of names and values. Everything else, the core refuses as in a cell.
 */
export function rawArguments(def: FunctionDef, line: CommandLine): unknown[] {
  const { params } = def;
  if (line.positionals.length > params.length) {
    throw new UsageError(
      `${commandName(def)} takes at most ${params.length} argument${params.length === 1 ? '' : 's'} (${params.map((p) => p.name).join(', ') || 'none'}), but ${line.positionals.length} were given. Quote an argument that holds spaces: "30 days ago".`,
    );
  }
  const values: unknown[] = params.map((_param, index) => line.positionals[index]);
  const byFlag = new Map(params.map((param, index) => [flagName(param.name), index]));
  for (const [name, given] of line.flags) {
    if ((GLOBAL_FLAGS as readonly string[]).includes(name)) continue;
    const index = byFlag.get(name);
    if (index === undefined) throw unknownFlag(def, name);
    const param = params[index] as ParamDef;
    if (given.length > 1) throw new UsageError(`--${name} is given ${given.length} times; give it once.`);
    if (values[index] !== undefined) {
      throw new UsageError(`${param.name} is given twice: as argument ${index + 1} and as --${name}.`);
    }
    values[index] = given[0];
  }
  // `--headers labels` is `--option headers=labels` and `--compare previous_year` is `--option compare=previous_year`:
  // the same options a cell takes, read (and refused where they do not apply) by the core.
  const pairs = [
    ...(line.flags.get('option') ?? []),
    ...OPTION_FLAGS.flatMap((flag) => (line.flags.get(flag) ?? []).map((value) => `${flag}=${value}`)),
  ];
  if (pairs.length > 0) applyOptionPairs(def, values, pairs);
  return values;
}

/** sv flags that stand for an option of the same name. */
const OPTION_FLAGS = ['headers', 'compare'] as const;

function applyOptionPairs(def: FunctionDef, values: unknown[], pairs: readonly string[]): void {
  const index = def.params.findIndex((param) => param.type === 'options');
  if (index < 0) throw new UsageError(`${commandName(def)} takes no options, so --option cannot be used with it.`);
  if (values[index] !== undefined && values[index] !== '') {
    throw new UsageError(
      'Give the options either as "key=value; key=value" text or as --option key=value flags, not both.',
    );
  }
  values[index] = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new UsageError(`--option takes key=value, got "${pair}".`);
    return [pair.slice(0, equals).trim(), pair.slice(equals + 1).trim()];
  });
}

function unknownFlag(def: FunctionDef, name: string): UsageError {
  const flags = [...def.params.map((param) => flagName(param.name)), ...GLOBAL_FLAGS];
  const known = flags.map((flag) => `--${flag}`).join(', ');
  // `--limit 10` is the options' limit, which a flag cannot set: say how it is given.
  const option = Object.keys(def.options ?? {}).find((key) => flagName(key) === name);
  if (option !== undefined) {
    return new UsageError(
      `${commandName(def)} has no flag --${name}: ${option} is an option, given as --option ${option}=VALUE. Its flags: ${known}.`,
    );
  }
  const near = didYouMean(name, flags, (flag) => `--${flag}`);
  return new UsageError(`${commandName(def)} has no flag --${name}.${near} Its flags: ${known}.`);
}
