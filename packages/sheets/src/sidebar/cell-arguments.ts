import type { FunctionDef, ParamDef } from '@sv/core';

/** What a formula argument holds: a number or boolean literal, text in quotes, or nothing (left empty). */
export type CellValue = string | number | boolean | undefined;

/** Longer arguments belong in a cell the formula refers to; Sheets caps a formula at 50,000 characters. */
const MAX_ARGUMENT_CHARS = 5000;

/**
 * The sidebar's fields (text, from the browser, so nothing about their shape is trusted) as the values a cell would
 * pass: whole numbers for ids and counts, TRUE/FALSE for yes/no arguments, text for everything else (dates as
 * `YYYY-MM-DD` or relative text, lists as comma text, options as `key=value; key=value`). The preview runs these
 * values and Insert writes them, so the formula shows what the preview showed.
 */
export function cellArguments(definition: FunctionDef, fields: unknown): CellValue[] {
  const given = Array.isArray(fields) ? fields : [];
  if (given.length > definition.params.length) {
    throw new Error(`SV_${definition.name} takes ${definition.params.length} arguments.`);
  }
  const values = definition.params.map((param, index) => cellValue(param, given[index]));
  while (values.length > 0 && values[values.length - 1] === undefined) values.pop();
  return values;
}

function cellValue(param: ParamDef, field: unknown): CellValue {
  if (field === undefined || field === null) return undefined;
  if (typeof field !== 'string') throw new Error(`${param.name}: type it as text.`);
  const text = field.trim();
  if (text === '') return undefined;
  if (text.length > MAX_ARGUMENT_CHARS) {
    throw new Error(`${param.name} is longer than ${MAX_ARGUMENT_CHARS} characters: put it in a cell and refer to it.`);
  }
  // A formula's text literal cannot hold a line break typed into a one-line field; anything else is refused here.
  if (hasControlCharacter(text)) throw new Error(`${param.name} holds a line break or a control character.`);
  // Whole numbers as numbers, as a typed cell holds them (a group id may be negative: -1 is the brand group).
  if (param.type === 'id' && /^\d{1,15}$/.test(text)) return Number(text);
  if ((param.type === 'integer' || param.type === 'group_id') && /^-?\d{1,15}$/.test(text)) return Number(text);
  if (param.type === 'boolean' && /^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `=SV_NAME(…)` as setFormula takes it (Apps Script reads formulas with commas between arguments, whatever the
 * spreadsheet's locale shows): text in double quotes with quotes doubled, an empty argument left empty.
 */
export function formulaText(definition: FunctionDef, values: readonly CellValue[]): string {
  const literals = values.map((value) => {
    if (value === undefined) return '';
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return `"${value.replace(/"/g, '""')}"`;
  });
  return `=SV_${definition.name}(${literals.join(', ')})`;
}
