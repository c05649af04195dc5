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

/** A TypeScript module of this package, bundled in memory and loaded, so checks run before any file is written. */
async function loadModule(path) {
  const bundled = await build({
    entryPoints: [join(here, path)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// A bad SV_ADDIN_URL is refused before dist/ is cleaned: a running `npm start` keeps serving the last good build.
const { addinBaseUrl } = await loadModule('src/metadata/manifest.ts');
try {
  addinBaseUrl(process.env.SV_ADDIN_URL);
} catch (error) {
  console.error(`excel: ${error instanceof Error ? error.message : error} Nothing was built; dist/ is as it was.`);
  process.exit(1);
}

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
try {
  execFileSync(process.execPath, [join(distNode, 'generate.js'), here, root], { stdio: 'inherit' });
} catch {
  // generate.js has said what failed; its exit alone is reported here, not as a second stack trace.
  process.exit(1);
}

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
