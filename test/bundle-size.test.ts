import { statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Apps Script loads and evaluates the whole bundle on every custom-function call, and Excel loads functions.js with
 * the workbook. Pulling in a library's whole namespace again (zod classic is ~800 KB) would slow every cell.
 */
const CEILINGS: [string, number][] = [
  ['packages/sheets/dist/sv-lib.js', 500_000],
  ['packages/excel/dist/functions.js', 300_000],
];

describe('built bundles stay small', () => {
  it.each(CEILINGS)('%s is under %i bytes', (path, ceiling) => {
    expect(statSync(join(__dirname, '..', path)).size).toBeLessThan(ceiling);
  });
});
