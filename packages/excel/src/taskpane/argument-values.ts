import type { ParamDef } from '@sv/core';
import { excelParameterType } from '../shared/excel-parameter-types';
import type { ArgumentValue } from '../shared/formula';

/**
 * What Excel would pass for text typed into the preview form: nothing is null, a typed number is a number, TRUE and
 * FALSE are booleans, and a single value given to a range parameter arrives as a 1x1 matrix. Text Excel would refuse
 * for a number parameter is passed on as text, so the core's message explains it.
 */
export function argumentValue(param: ParamDef, text: string): ArgumentValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const excel = excelParameterType(param);
  const scalar = scalarValue(excel.type, trimmed);
  return excel.dimensionality === 'matrix' ? [[scalar]] : scalar;
}

function scalarValue(type: string, text: string): string | number | boolean {
  if (type === 'string') return text;
  if (/^(true|false)$/i.test(text) && type !== 'number') return text.toLowerCase() === 'true';
  if (type !== 'boolean' && /^[-+]?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** One value per declared parameter, as Excel calls a custom function: omitted optional arguments are null. */
export function argumentsFor(params: readonly ParamDef[], texts: readonly string[]): ArgumentValue[] {
  return params.map((param, index) => argumentValue(param, texts[index] ?? ''));
}
