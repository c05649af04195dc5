import { readFileSync } from 'node:fs';
import { FUNCTIONS, type FunctionDef } from '@sv/core';
import { type FunctionsMetadata, functionsMetadata } from '../../packages/excel/src/metadata/excel-metadata';
import { verifyMetadata } from '../../packages/excel/src/metadata/verify-metadata';
import { builtFile } from './helpers/paths';

const built = JSON.parse(readFileSync(builtFile('functions.json'), 'utf8')) as FunctionsMetadata;

describe('functions.json', () => {
  it('lists every registry function once, id = name = the registry name, with its help', () => {
    expect(built.functions.map((fn) => fn.id)).toEqual(FUNCTIONS.map((fn) => fn.name));
    for (const [index, fn] of built.functions.entries()) {
      const definition = FUNCTIONS[index] as FunctionDef;
      expect(fn.name).toBe(fn.id);
      expect(fn.description).toBe(definition.help);
      expect(fn.id).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it('declares each parameter with its help (and its allowed values and option keys), optionality; ranges as matrices of any; a matrix result', () => {
    for (const [index, fn] of built.functions.entries()) {
      const definition = FUNCTIONS[index] as FunctionDef;
      expect(fn.result).toEqual({ dimensionality: 'matrix' });
      expect(fn.parameters.map((param) => param.name)).toEqual(definition.params.map((param) => param.name));
      for (const [position, param] of fn.parameters.entries()) {
        const source = definition.params[position] as FunctionDef['params'][number];
        expect(param.description.startsWith(source.help)).toBe(true);
        for (const value of source.type === 'enum' ? (source.values ?? []) : [])
          expect(param.description).toContain(value);
        for (const key of source.type === 'options' ? Object.keys(definition.options ?? {}) : []) {
          expect(param.description).toContain(key);
        }
        expect(param.optional ?? false).toBe(source.optional);
        if (['list', 'options', 'query'].includes(source.type)) {
          expect(param).toMatchObject({ type: 'any', dimensionality: 'matrix' });
        } else {
          expect(param.dimensionality).toBeUndefined();
        }
        if (['id', 'group_id', 'date'].includes(source.type)) expect(param.type).toBe('any');
      }
      // Excel wants every optional parameter after the required ones.
      const firstOptional = fn.parameters.findIndex((param) => param.optional);
      if (firstOptional >= 0) expect(fn.parameters.slice(firstOptional).every((param) => param.optional)).toBe(true);
    }
  });

  it('is exactly what the registry generates, which Microsoft’s generator accepts without a difference', () => {
    const generated = functionsMetadata(FUNCTIONS);
    expect(built).toEqual(generated);
    expect(verifyMetadata(FUNCTIONS, generated)).toEqual([]);
  });
});

describe('the metadata check the build fails on', () => {
  const keywords = FUNCTIONS.find((fn) => fn.name === 'KEYWORDS') as FunctionDef;

  it('reports a name Excel would refuse', () => {
    const broken = [{ ...keywords, name: 'KEY-WORDS' }];
    expect(verifyMetadata(broken, functionsMetadata(broken)).length).toBeGreaterThan(0);
  });

  it('reports help text that would silently drop the function from the generator’s output', () => {
    const broken = [{ ...keywords, help: 'Ends the comment */ too early' }];
    expect(verifyMetadata(broken, functionsMetadata(broken))).toEqual([
      expect.stringContaining('KEYWORDS: metadata differs'),
    ]);
  });

  it('reports metadata that differs from what the generator derives from the same declarations', () => {
    const ours = functionsMetadata([keywords]);
    const first = ours.functions[0]?.parameters[0];
    if (first) first.type = 'string';
    expect(verifyMetadata([keywords], ours)).toEqual([expect.stringContaining('KEYWORDS: metadata differs')]);
  });
});
