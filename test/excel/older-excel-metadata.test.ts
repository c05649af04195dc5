import { readFileSync } from 'node:fs';
import { builtFile } from './helpers/paths';

/**
 * What functions.json tells Excel about data types, held to what older Excel is known to take (packages/excel/README.md,
 * "Older Excel"): `allowCustomDataForDataTypeAny` lets Excel with CustomFunctionsRuntime 1.4 take formatted numbers and
 * is what Microsoft's own generator writes for every add-in; `allowErrorForDataTypeAny` beside it is the combination
 * Microsoft reproduced closing Excel 2021 (office-js issue 4385), so it must never be added.
 */
test('functions.json enables data types with allowCustomDataForDataTypeAny only, never allowErrorForDataTypeAny', () => {
  const metadata = JSON.parse(readFileSync(builtFile('functions.json'), 'utf8')) as Record<string, unknown>;
  expect(metadata.allowCustomDataForDataTypeAny).toBe(true);
  expect(Object.keys(metadata).filter((key) => key !== 'functions')).toEqual(['allowCustomDataForDataTypeAny']);
  for (const fn of metadata.functions as Record<string, unknown>[]) {
    expect(Object.keys(fn).filter((key) => /DataType/i.test(key))).toEqual([]);
  }
});
