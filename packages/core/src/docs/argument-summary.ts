import type { OptionDefinition } from '../args';
import type { FunctionDef, ParamDef } from '../registry/types';
import { columnsOptionHelp } from './column-table';

/** An option's name, with its allowed values where it has a fixed set (`order_direction (asc|desc)`). */
function optionKey(name: string, option: OptionDefinition): string {
  return option.type === 'enum' ? `${name} (${option.values.join('|')})` : name;
}

/**
 * One argument described in a line, as autocomplete shows it in either host: its help, the allowed values of an
 * enum the help does not already name, and for `options` every key with its allowed values.
 */
export function argumentSummary(def: FunctionDef, param: ParamDef): string {
  const parts = [param.help];
  const values = param.type === 'enum' ? (param.values ?? []) : [];
  if (values.length > 0 && !values.every((value) => param.help.includes(value))) {
    parts.push(`One of: ${values.join(', ')}.`);
  }
  const keys = param.type === 'options' ? Object.entries(def.options ?? {}) : [];
  if (keys.length > 0) parts.push(`Keys: ${keys.map(([name, option]) => optionKey(name, option)).join(', ')}.`);
  if (keys.some(([name]) => name === 'columns')) parts.push(columnsOptionHelp(def));
  return parts.filter(Boolean).join(' ');
}
