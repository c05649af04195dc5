/**
 * The registry names each function after the constant its area file declares it under, so a declaration missing
 * from the index would never reach a spreadsheet, and one listed under another name would ship under the wrong one.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS } from '../../src';

const areasDir = join(__dirname, '../../src/registry/areas');

/** Every function constant (upper-case name) an area file exports, as `file: NAME`. */
const declared = readdirSync(areasDir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    Object.entries(require(join(areasDir, file)) as Record<string, unknown>)
      .filter(([constant, value]) => /^[A-Z][A-Z0-9_]*$/.test(constant) && typeof value === 'function')
      .map(([constant]) => constant),
  );

describe('the registry', () => {
  it('lists every function the area files declare, under the name of its constant', () => {
    expect(declared.length).toBeGreaterThan(60);
    expect([...declared].sort()).toEqual(FUNCTIONS.map((def) => def.name).sort());
  });
});
