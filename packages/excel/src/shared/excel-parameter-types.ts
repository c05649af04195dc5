import type { ParamDef } from '@sv/core';

export type ExcelValueType = 'any' | 'number' | 'string' | 'boolean';
export type Dimensionality = 'scalar' | 'matrix';

export interface ExcelParameterType {
  type: ExcelValueType;
  dimensionality: Dimensionality;
}

/**
 * How Excel should hand each kind of argument to the function. Lists and options may be a range, so they are
 * matrices of `any` (a single typed value arrives as a 1x1 matrix). Identifiers, dates and queries stay `any` so
 * the core, not Excel, judges them and can say what is wrong: a date may be a serial number or text like
 * `30 days ago`, an identifier may be typed as text. Plain numbers, flags and text let Excel convert cells.
 */
export function excelParameterType(param: Pick<ParamDef, 'type'>): ExcelParameterType {
  switch (param.type) {
    case 'list':
    case 'options':
    case 'query':
      return { type: 'any', dimensionality: 'matrix' };
    case 'integer':
      return { type: 'number', dimensionality: 'scalar' };
    case 'boolean':
      return { type: 'boolean', dimensionality: 'scalar' };
    case 'text':
    case 'enum':
      return { type: 'string', dimensionality: 'scalar' };
    case 'id':
    case 'group_id':
    case 'date':
      return { type: 'any', dimensionality: 'scalar' };
  }
}
