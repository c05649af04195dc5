import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { buildSync } from 'esbuild';

const bundles = new Map<string, string>();

/** Workers cannot load TypeScript: a worker's source and what it imports, bundled once per process. */
export function workerBundle(source: string): string {
  let bundled = bundles.get(source);
  if (!bundled) {
    bundled = join(mkdtempSync(join(tmpdir(), 'sv-worker-')), basename(source).replace(/\.ts$/, '.cjs'));
    buildSync({
      entryPoints: [source],
      outfile: bundled,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'error',
    });
    bundles.set(source, bundled);
  }
  return bundled;
}
