import { ownEntry } from '../own-entry';
import { meant, nearestNames } from '../suggest';
import { coerceBoolean } from './boolean';
import type { CellArg, CellRange, CoerceContext } from './cell';
import { cellsOf, describeValue, isRange } from './cell';
import { coerceDate } from './date';
import { coerceDomain } from './domain-arg';
import { isEmptyArg, isEmptyCell } from './empty';
import { coerceEnum, normaliseWord } from './enum';
import { coerceId } from './id';
import { coerceList, type ListKind } from './list';
import { coerceInteger, coerceNumber } from './number';
import { OPTIONS_REMEDY, type OptionEntry, splitOptionsText } from './options-text';
import { refuse } from './refusal';
import { singleCell } from './single-cell';
import { coerceText } from './text';

export type OptionDefinition =
  | { type: 'integer'; min?: number; max?: number; help: string }
  | { type: 'number'; min?: number; max?: number; help: string }
  | { type: 'id'; help: string }
  | { type: 'text'; maxLength?: number; help: string }
  | { type: 'enum'; values: readonly string[]; aliases?: Readonly<Record<string, string>>; help: string }
  | { type: 'boolean'; help: string }
  | { type: 'list'; item: ListKind; maxItems?: number; help: string }
  | { type: 'domain'; help: string }
  | { type: 'date'; help: string };

/**
 * Options a function refuses with their own reason rather than as unknown words (`compare` where there is no period
 * to compare): the problem and what to do, keyed by the option's name.
 */
export type RefusedOptions = Readonly<Record<string, { problem: string; remedy: string }>>;

/** Option name (snake_case, as the service spells the parameter) to its definition. */
export type OptionSpec = Readonly<Record<string, OptionDefinition>>;

export type OptionValue = string | number | boolean | number[] | string[];

export type OptionValueOf<D extends OptionDefinition> = D extends { type: 'integer' | 'number' | 'id' }
  ? number
  : D extends { type: 'boolean' }
    ? boolean
    : D extends { type: 'list'; item: 'id' | 'group_id' }
      ? number[]
      : D extends { type: 'list' }
        ? string[]
        : D extends { type: 'enum'; values: readonly (infer V)[] }
          ? V
          : string;

/** Only the options the user gave are present. */
export type ParsedOptions<S extends OptionSpec> = { -readonly [K in keyof S]?: OptionValueOf<S[K]> };

/**
 * The trailing `options` argument: text `key=value; key=value` or a two-column range (names, values; no header row;
 * empty rows and rows with an empty value skipped). Names ignore case, and `-` equals `_` (`Order-By` is `order_by`).
 * Values from a range keep their cell type, so a date cell or a number works as it is.
 */
export function parseOptions<const S extends OptionSpec>(
  value: CellArg,
  spec: S,
  ctx: CoerceContext,
  name = 'options',
  refused?: RefusedOptions,
): ParsedOptions<S> {
  if (isEmptyArg(value, ctx)) return {};
  const keysByWord = new Map(Object.keys(spec).map((key) => [normaliseWord(key), key]));
  const result: Record<string, OptionValue> = {};
  for (const entry of optionEntries(value, name, ctx)) {
    const key = keysByWord.get(normaliseWord(entry.key));
    if (key === undefined) {
      const reason = ownEntry(refused, normaliseWord(entry.key));
      throw reason ? refuse(name, reason.problem, reason.remedy) : unknownOption(entry.key, Object.keys(spec), name);
    }
    if (key in result) throw refuse(name, `${key} is given twice`, 'Give each option once.');
    const definition = spec[key] as OptionDefinition;
    result[key] = coerceOption(entry.value as CellArg, definition, `${key} (in ${name})`, ctx);
  }
  // Every key in result came from spec and was coerced by its own definition.
  return result as ParsedOptions<S>;
}

function optionEntries(value: CellArg, name: string, ctx: CoerceContext): OptionEntry[] {
  if (isRange(value) && cellsOf(value).length > 1) return rangeEntries(value, name, ctx);
  const cell = singleCell(value, name, OPTIONS_REMEDY);
  if (typeof cell !== 'string') throw refuse(name, `${describeValue(cell)} is not a list of options`, OPTIONS_REMEDY);
  return splitOptionsText(cell, name);
}

function rangeEntries(range: CellRange, name: string, ctx: CoerceContext): OptionEntry[] {
  const entries: OptionEntry[] = [];
  range.forEach((row, index) => {
    if (!Array.isArray(row) || row.length !== 2) {
      const width = Array.isArray(row) ? row.length : 1;
      throw refuse(name, `a range of ${width} column${width === 1 ? '' : 's'} cannot hold options`, OPTIONS_REMEDY);
    }
    const [key, value] = row as unknown[];
    const source = `row ${index + 1}`;
    if (isEmptyCell(value, ctx)) return;
    if (isEmptyCell(key, ctx)) throw refuse(name, `${source} has a value but no option name`, OPTIONS_REMEDY);
    if (typeof key !== 'string') {
      throw refuse(name, `${source} has ${describeValue(key)} where an option name belongs`, OPTIONS_REMEDY);
    }
    entries.push({ key, value, source });
  });
  return entries;
}

function unknownOption(key: string, known: readonly string[], name: string) {
  if (known.length === 0) return refuse(name, 'this function takes no options', 'Leave options empty.');
  // The nearest names first: a list of twenty options hides the one a typo was meant for.
  const near = nearestNames(key, known);
  return refuse(
    name,
    `${describeValue(key.trim())} is not an option of this function${meant(near)}`,
    `Options: ${known.join(', ')}.`,
  );
}

function coerceOption(value: CellArg, definition: OptionDefinition, name: string, ctx: CoerceContext): OptionValue {
  switch (definition.type) {
    case 'integer':
      return coerceInteger(value, name, definition);
    case 'number':
      return coerceNumber(value, name, definition);
    case 'id':
      return coerceId(value, name);
    case 'text':
      return coerceText(value, name, definition);
    case 'enum':
      return coerceEnum(value, name, definition.values, { aliases: definition.aliases });
    case 'boolean':
      return coerceBoolean(value, name);
    case 'list':
      return coerceList(value, name, definition.item, ctx, definition) as number[] | string[];
    case 'domain':
      return coerceDomain(value, name);
    case 'date':
      return coerceDate(value, name, ctx);
  }
}
