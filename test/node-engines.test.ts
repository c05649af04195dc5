/**
 * The Node a new user needs is the one the README names: the root's engines say the oldest Node the product runs on,
 * and every installed package that declares it does not support that Node (npm prints an EBADENGINE warning for it at
 * `npm install`) is named in the README with why the warning does no harm, so the first `npm install` holds no
 * surprise (issue 32).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// npm's own range reader, so a range reads here as npm reads it at install; installed with the tools, without types.
const { intersects } = createRequire(__filename)('semver') as { intersects(range: string, other: string): boolean };

const ROOT = join(__dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const rootEngines = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node as string;
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: unknown }>;
};
/** The oldest major version of Node the root admits: ">=20" gives 20. */
const oldestMajor = Number(/\d+/.exec(rootEngines)?.[0]);

test('the README names the oldest Node the root package admits', () => {
  expect(rootEngines).toBe(`>=${oldestMajor}`);
  expect(readme).toContain(`It needs Node ${oldestMajor} or later`);
});

test('every installed package that warns on that Node at npm install is named in the README, with the warning', () => {
  const warning = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = (entry.engines as { node?: unknown } | undefined)?.node;
    if (typeof range !== 'string' || intersects(range, `${oldestMajor}.x`)) return [];
    return [path.replace(/^.*node_modules\//, '')];
  });
  for (const name of warning) {
    expect(readme).toContain(`\`${name}\``);
  }
  if (warning.length > 0) expect(readme).toContain('EBADENGINE');
});
