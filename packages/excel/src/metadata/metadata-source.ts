import { argumentSummary, type FunctionDef } from '@sv/core';
import { excelParameterType } from '../shared/excel-parameter-types';

const TS_TYPES = { any: 'any', number: 'number', string: 'string', boolean: 'boolean' } as const;

/**
 * A TypeScript source declaring every registry function the way Microsoft's `custom-functions-metadata` generator
 * expects (JSDoc with `@customfunction`, typed parameters, the invocation object last). It exists only to let that
 * generator judge our metadata; nothing runs it.
 */
export function metadataSource(functions: readonly FunctionDef[]): string {
  return functions.map(declaration).join('\n');
}

function declaration(definition: FunctionDef): string {
  const lines = ['/**', ` * ${jsDocText(definition.help)}`, ` * @customfunction ${definition.name} ${definition.name}`];
  const params = definition.params.map((param) => {
    lines.push(` * @param ${param.name} ${jsDocText(argumentSummary(definition, param))}`);
    const excel = excelParameterType(param);
    const type = TS_TYPES[excel.type] + (excel.dimensionality === 'matrix' ? '[][]' : '');
    return `${param.name}${param.optional ? '?' : ''}: ${type}`;
  });
  lines.push(' * @param invocation The invocation object Excel passes last.', ' * @returns The table.', ' */');
  params.push('invocation?: CustomFunctions.Invocation');
  lines.push(`function ${definition.name}(${params.join(', ')}): Promise<any[][]> {`, '  throw new Error();', '}');
  return lines.join('\n');
}

/** Keeps text inside a JSDoc comment: a stray `*\/` would end it and drop the function without any error. */
function jsDocText(text: string): string {
  return text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ');
}
