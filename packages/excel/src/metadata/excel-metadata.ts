import { argumentSummary, type FunctionDef } from '@sv/core';
import { excelParameterType } from '../shared/excel-parameter-types';

/** The subset of Excel's custom functions metadata format (functions.json) this add-in uses. */
export interface FunctionsMetadata {
  allowCustomDataForDataTypeAny: boolean;
  functions: FunctionMetadata[];
}

export interface FunctionMetadata {
  id: string;
  name: string;
  description: string;
  parameters: ParameterMetadata[];
  result: { type?: string; dimensionality: 'matrix' };
}

export interface ParameterMetadata {
  name: string;
  description: string;
  type: string;
  dimensionality?: 'matrix';
  optional?: true;
}

/**
 * functions.json from the registry. Ids equal names and must never change once shipped: workbooks store the id.
 * Every result is a matrix because every function spills a table with a header row.
 */
export function functionsMetadata(functions: readonly FunctionDef[]): FunctionsMetadata {
  return {
    allowCustomDataForDataTypeAny: true,
    functions: functions.map((definition) => ({
      id: definition.name,
      name: definition.name,
      description: definition.help,
      parameters: definition.params.map((param) => {
        const excel = excelParameterType(param);
        const metadata: ParameterMetadata = {
          name: param.name,
          description: argumentSummary(definition, param),
          type: excel.type,
        };
        if (excel.dimensionality === 'matrix') metadata.dimensionality = 'matrix';
        if (param.optional) metadata.optional = true;
        return metadata;
      }),
      result: { dimensionality: 'matrix' },
    })),
  };
}
