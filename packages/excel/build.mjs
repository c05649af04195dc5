// Builds the Excel add-in: generated files (functions.json, icons, manifest), the two browser scripts of the shared
// runtime, the static page, and the Node dev server behind `npm start`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { dictionaryLabelsOnly } from '../core/labels-only-plugin.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dist = join(here, 'dist');
const distNode = join(here, 'dist-node');

rmSync(dist, { recursive: true, force: true });
rmSync(distNode, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// Kept out of the Node bundles: big (typescript), or read their own files at run time.
const nodeExternals = ['custom-functions-metadata', 'typescript', 'selfsigned', 'office-addin-dev-certs'];
const nodeOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: nodeExternals,
  logLevel: 'warning',
};

await build({
  ...nodeOptions,
  entryPoints: [join(here, 'src/metadata/generate.ts')],
  outfile: join(distNode, 'generate.js'),
});
execFileSync(process.execPath, [join(distNode, 'generate.js'), here, root], { stdio: 'inherit' });

// Classic scripts (no modules): Excel loads functions.js into the shared runtime's page with a plain script tag.
const browserOptions = {
  bundle: true,
  platform: 'browser',
  target: 'es2019',
  format: 'iife',
  // Half the bytes for Excel to load at startup; the linked source maps keep it debuggable.
  minify: true,
  sourcemap: 'linked',
  logLevel: 'warning',
};
await build({
  ...browserOptions,
  entryPoints: [join(here, 'src/runtime/functions-entry.ts')],
  outfile: join(dist, 'functions.js'),
  plugins: [dictionaryLabelsOnly()],
});
await build({
  ...browserOptions,
  entryPoints: [join(here, 'src/taskpane/taskpane-entry.ts')],
  outfile: join(dist, 'taskpane.js'),
});
// The charting library in a script of its own, loaded only when the pane draws a report in preview mode.
await build({
  ...browserOptions,
  entryPoints: [join(here, 'src/charts/charts-entry.ts')],
  outfile: join(dist, 'report-charts.js'),
});
copyFileSync(join(here, 'src/taskpane/taskpane.html'), join(dist, 'taskpane.html'));
copyFileSync(join(here, 'src/taskpane/taskpane.css'), join(dist, 'taskpane.css'));

await build({ ...nodeOptions, entryPoints: [join(here, 'src/server/start.ts')], outfile: join(distNode, 'start.js') });
console.log('excel: dist/ and dist-node/start.js built');
