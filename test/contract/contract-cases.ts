import type { FunctionDef, OptionDefinition, ParamDef } from '@sv/core';
import { exampleArgs } from '../reliability/property-helpers/example-args';
import { type ContractExamples, type ExampleValue, exampleOf } from './contract-examples';

/**
 * The calls the contract test makes, generated from a function's declaration: one with only its required arguments,
 * then one per value of each optional parameter and each option (every enum value, both booleans, a list of two
 * items, the built-in groups of group ids). A parameter or option the lead adds is checked without any edit here.
 */
export interface ContractCase {
  fn: string;
  /** What varies: `(defaults)`, a parameter name, or `options.<key>`. */
  subject: string;
  /** The value as the test names it. */
  label: string;
  /** See `ExampleValue.optionalForFunction`. */
  optionalForFunction?: true;
  /** The cell arguments, built once the sandbox's examples (keyword and group ids) are known. */
  args(examples: ContractExamples): unknown[];
}

/** Option keys that shape the table in the core and never reach the service (`columns`, `headers`, ...). */
export type ClientSideOptions = ReadonlySet<string>;

/** The subject of the call with only the required arguments. */
export const DEFAULTS = '(defaults)';

export function contractCases(def: FunctionDef, clientSide: ClientSideOptions): ContractCase[] {
  const cases: ContractCase[] = [
    {
      fn: def.name,
      subject: DEFAULTS,
      label: 'required arguments only',
      args: (examples) => exampleArgs(def, requiredExamples(def, examples)),
    },
  ];
  def.params.forEach((param, index) => {
    if (!param.optional || param.type === 'options') return;
    for (const value of paramValues(def, param)) {
      cases.push({
        fn: def.name,
        subject: param.name,
        label: value.label,
        optionalForFunction: value.optionalForFunction,
        args: (examples) => {
          const args = exampleArgs(def, requiredExamples(def, examples));
          const given = value.value(examples);
          args[index] = given;
          for (const [name, other] of Object.entries(value.with?.(examples) ?? {})) {
            args[def.params.findIndex((p) => p.name === name)] = other;
          }
          return args;
        },
      });
    }
  });
  const optionsIndex = def.params.findIndex((param) => param.type === 'options');
  for (const [key, definition] of Object.entries(def.options ?? {})) {
    if (clientSide.has(key)) continue;
    for (const value of optionValues(def, key, definition)) {
      cases.push({
        fn: def.name,
        subject: `options.${key}`,
        label: value.label,
        optionalForFunction: value.optionalForFunction,
        args: (examples) => {
          const args = exampleArgs(def, requiredExamples(def, examples));
          // A two-column range keeps each value's cell type (a number stays a number, TRUE a boolean).
          args[optionsIndex] = [[key, value.value(examples)]];
          return args;
        },
      });
    }
  }
  return cases;
}

function paramValues(def: FunctionDef, param: ParamDef): ExampleValue[] {
  if (param.type === 'enum') return (param.values ?? []).map((value) => fixed(value));
  if (param.type === 'boolean') return [fixed(true), fixed(false)];
  if (param.type === 'group_id') return groupIdValues();
  if (param.type === 'list' && param.items === 'group_id') return [...groupIdValues(), twoGroups()];
  return [exampleOf(def, param.name, param.type === 'list' ? `list of ${param.items}` : param.type)];
}

function optionValues(def: FunctionDef, key: string, definition: OptionDefinition): ExampleValue[] {
  switch (definition.type) {
    case 'enum':
      return definition.values.map((value) => fixed(value));
    case 'boolean':
      return [fixed(true), fixed(false)];
    case 'integer':
    case 'number':
      return [fixed(Math.min(definition.max ?? Number.POSITIVE_INFINITY, Math.max(definition.min ?? 1, 20)))];
    case 'list':
      if (definition.item === 'group_id') return [...groupIdValues(), twoGroups()];
      return [exampleOf(def, key, `list of ${definition.item}`)];
    default:
      return [exampleOf(def, key, definition.type)];
  }
}

/** Required arguments whose good value only the running sandbox knows. */
function requiredExamples(def: FunctionDef, examples: ContractExamples): Record<string, unknown> {
  return def.params.some((param) => param.name === 'import_id' && !param.optional)
    ? { import_id: examples.importId }
    : {};
}

function fixed(value: string | number | boolean): ExampleValue {
  return { label: JSON.stringify(value), value: () => value };
}

function builtInGroup(value: string | number): ExampleValue {
  return { ...fixed(value), optionalForFunction: true };
}

/** The built-in groups the interfaces define (0 all keywords, -1 or "brand" the Brand folder, -2 ungrouped, -3 the forecast objective's keywords) and a real group. */
function groupIdValues(): ExampleValue[] {
  return [
    builtInGroup(0),
    builtInGroup(-1),
    builtInGroup('brand'),
    builtInGroup(-2),
    builtInGroup(-3),
    { label: 'a group of the campaign', value: (examples) => examples.groupIds[0], optionalForFunction: true },
  ];
}

function twoGroups(): ExampleValue {
  return { label: 'two groups of the campaign', value: (examples) => examples.groupIds.slice(0, 2).join(', ') };
}
