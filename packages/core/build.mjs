// Bundles the core for Node tools (benchmarks, generators) and writes the generated function reference.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist', 'core.cjs');
await build({
  entryPoints: [join(here, 'src', 'node-entry.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile,
  logLevel: 'warning',
});
const core = createRequire(import.meta.url)(outfile);
const docs = join(here, '..', '..', 'docs');
mkdirSync(docs, { recursive: true });
writeFileSync(join(docs, 'functions.md'), core.functionReference(core.FUNCTIONS));
