// How dist/sv.js is bundled, shared by build.mjs (`npm run build`) and bin/sv.js, which rebuilds a missing or stale
// bundle so that `npx sv` works on a fresh clone right after `npm install`.
const { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const here = __dirname;
const outfile = join(here, 'dist', 'sv.js');
/** The sources the bundle is made of: a change in any of them makes the bundle stale. */
const sourceDirs = ['cli', 'core', 'sandbox'].map((name) => join(here, '..', name, 'src'));

const bundleOptions = {
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Loaded only for --format xlsx, from node_modules, where it reads its own files.
  external: ['exceljs'],
  logLevel: 'warning',
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale() {
  let built;
  try {
    built = statSync(outfile).mtimeMs;
  } catch {
    return true;
  }
  return sourceDirs.some((dir) => newestMtime(dir) > built);
}

/**
 * The path of an up-to-date bundle, building it first when needed. The new bundle replaces the old one in one rename,
 * so another sv starting at the same moment never loads half a file.
 */
function ensureBuilt() {
  if (!isStale()) return outfile;
  const [bundle] = require('esbuild').buildSync({ ...bundleOptions, write: false }).outputFiles;
  const partial = `${outfile}.${process.pid}.tmp`;
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(partial, bundle.contents);
  renameSync(partial, outfile);
  return outfile;
}

module.exports = { bundleOptions, ensureBuilt };
