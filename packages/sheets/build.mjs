// Builds dist/, the Apps Script project clasp pushes. Every .js file there runs in one global scope.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { dictionaryLabelsOnly } from '../core/labels-only-plugin.mjs';
import { holdInComment } from './hold-code.mjs';
import { writePasteSet } from './paste-set.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// 1. What the build learns from the registry and the entry points, in Node: the generated top-level declarations
// Apps Script needs by name, and the constants of the library every execution compiles.
const generator = await build({
  entryPoints: [join(here, 'src/generate/main.ts')],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
const module = { exports: {} };
new Function('module', 'exports', 'require', generator.outputFiles[0].text)(module, module.exports, require);
for (const [name, text] of Object.entries(module.exports.generatedFiles())) {
  writeFileSync(join(dist, name), text);
}

// 2. The adapter and the core as IIFEs (Apps Script V8 has no modules). Apps Script compiles every script file on
// every execution, a custom function's too, and most executions are cells whose answer is in the document cache:
// sv-lib.js, behind the global name SVLib, holds only what such a cell runs (src/index.ts). The whole library
// (sv-lib-held.js: the rest of a cell's call, the menus, dialogs, sidebar, reports and triggers) is held as text in a
// comment, which V8 skips without parsing, and compiled by the executions that need it (src/held-code.ts). A cell
// that misses the cache compiles the menus' code too, a few milliseconds beside its requests, so that the project
// carries one copy of the core.
const bundleOptions = {
  bundle: true,
  format: 'iife',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2019',
  // Plain ASCII, other characters as \u escapes: one-byte text to read and scan, held or not, and nothing an editor
  // could re-encode when an analyst pastes Code.gs.
  charset: 'ascii',
  // Fewer bytes, less to compile. The generated declarations (functions.js) stay readable, since Sheets reads their
  // JSDoc. Local names are shortened too: nothing reads them (what a cell, dialog or log line shows is an Error's
  // message, see cells/sheet-error.ts; the menu and triggers reach the library through SVLib's property names, which
  // stay).
  minify: true,
  legalComments: 'none',
  plugins: [dictionaryLabelsOnly()],
  logLevel: 'warning',
};

/** The core's modules only define things: what the cached answer leaves unused of them is left out of sv-lib.js. */
const coreDefinesOnly = {
  name: 'core-defines-only',
  setup(esbuild) {
    const coreSource = join(here, '../core/src');
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.coreDefinesOnly) return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { coreDefinesOnly: true },
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(coreSource)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

await build({
  ...bundleOptions,
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(dist, 'sv-lib.js'),
  globalName: 'SVLib',
  plugins: [coreDefinesOnly, ...bundleOptions.plugins],
  define: Object.fromEntries(
    Object.entries(module.exports.libraryConstants()).map(([name, value]) => [name, JSON.stringify(value)]),
  ),
  banner: {
    js: '// Search Visibility for Google Sheets: what every execution compiles, bundled by packages/sheets/build.mjs.',
  },
});

const held = await build({
  ...bundleOptions,
  entryPoints: [join(here, 'src/held-library.ts')],
  write: false,
  globalName: 'SVHeld',
});
writeFileSync(
  join(dist, 'sv-lib-held.js'),
  holdInComment(
    'svHeldLibrary_',
    held.outputFiles[0].text,
    'Search Visibility for Google Sheets: the whole library, held as text (packages/sheets/build.mjs); compiled by a\n' +
      '// cell whose answer the document cache alone does not give, and by the menu, dialogs, sidebar and triggers.',
  ),
);

// 3. The manifest as it is; the dialogs composed of their frame, shared parts and own text (generate/dialog-pages.ts).
copyFileSync(join(here, '../../appsscript.json'), join(dist, 'appsscript.json'));
const filesOf = (folder, ending) =>
  Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(ending))
      .map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
  );
const shared = join(here, 'src/menu/dialogs/shared');
const pages = module.exports.dialogPages({
  frame: readFileSync(join(shared, 'frame.html'), 'utf8'),
  parts: { ...filesOf(shared, '.js'), ...filesOf(shared, '.css') },
  pages: filesOf(join(here, 'src/menu/dialogs'), '.html'),
});
for (const [name, text] of Object.entries(pages)) writeFileSync(join(dist, name), text);

console.log(`@sv/sheets: ${readdirSync(dist).sort().join(', ')} in packages/sheets/dist`);

// 4. The same project as files to paste into the Apps Script editor (no Node or clasp needed).
const pasted = writePasteSet(dist, join(here, 'dist-paste'));
console.log(`@sv/sheets: ${pasted.join(', ')} in packages/sheets/dist-paste (docs/install-sheets.md)`);
