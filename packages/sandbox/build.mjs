// Bundles the sandbox for Node: dist/index.js (the library) and dist/cli.js (npm run sandbox).
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
