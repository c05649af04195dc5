// Builds dist/, the Apps Script project clasp pushes. Every .js file there runs in one global scope.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { dictionaryLabelsOnly } from '../core/labels-only-plugin.mjs';
import { writePasteSet } from './paste-set.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const require = createRequire(import.meta.url);

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// 1. The adapter and the core as one IIFE behind the global name SVLib (Apps Script V8 has no modules).
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(dist, 'sv-lib.js'),
  bundle: true,
  format: 'iife',
  globalName: 'SVLib',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2019',
  charset: 'utf8',
  // Apps Script loads every file of the project on every custom-function call: fewer bytes, less to load. The
  // generated declarations (functions.js) stay readable, since Sheets reads their JSDoc. Local names are shortened
  // too: nothing reads them (what a cell, dialog or log line shows is an Error's message, see cells/sheet-error.ts;
  // the menu and triggers reach the library through SVLib's property names, which stay).
  minify: true,
  legalComments: 'none',
  plugins: [dictionaryLabelsOnly()],
  banner: {
    js: '// Search Visibility for Google Sheets: the adapter and the core, bundled by packages/sheets/build.mjs.',
  },
  logLevel: 'warning',
});

// 2. The top-level declarations Apps Script needs by name, generated from the registry and the entry points.
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
