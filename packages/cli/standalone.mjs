// The self-contained build of the packed package (`npm pack` runs it as `prepack`): everything sv needs in
// dist/standalone, so that the tarball installs on a machine without the repository and without the registry.
//   sv.js                      src/main.ts with the core, the sandbox and their dependencies (zod, @noble/hashes)
//   exceljs.js                 exceljs and its dependencies, loaded only for --format xlsx
//   THIRD-PARTY-LICENSES.txt   the licence of every package bundled into the two files
// The repository's own dist/sv.js (build.mjs, bin/sv.js) is left alone: tests running sv meanwhile are not disturbed.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { bundleOptions } = require('./bundle.cjs');
const outdir = join(here, 'dist', 'standalone');

/** `import('exceljs')` in the sources loads the file beside sv.js instead of a package from node_modules. */
const exceljsBeside = {
  name: 'exceljs-beside',
  setup(context) {
    context.onResolve({ filter: /^exceljs$/ }, () => ({ path: './exceljs.js', external: true }));
  },
};

const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning', write: false };
const [main, xlsx] = await Promise.all([
  build({
    ...bundleOptions,
    ...common,
    outfile: join(outdir, 'sv.js'),
    external: [],
    plugins: [exceljsBeside],
    metafile: true,
  }),
  build({
    ...common,
    entryPoints: [require.resolve('exceljs')],
    outfile: join(outdir, 'exceljs.js'),
    minify: true,
    legalComments: 'none',
    metafile: true,
  }),
]);

/** The folder of each node_modules package whose files went into a bundle (the innermost node_modules wins). */
function bundledPackages(metafile) {
  const folders = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replaceAll('\\', '/'));
    if (match) folders.add(resolve(match[1]));
  }
  return folders;
}

function licenceText(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const file = readdirSync(folder).find((name) => /^(licen[sc]e|copying)(\.|$)/i.test(name));
  const text = file
    ? readFileSync(join(folder, file), 'utf8').trim()
    : `(no licence file in the package; its package.json says: ${manifest.license ?? 'nothing'})`;
  return `${manifest.name} ${manifest.version} (${manifest.license ?? 'licence: see the text'})\n\n${text}\n`;
}

const folders = [...new Set([...bundledPackages(main.metafile), ...bundledPackages(xlsx.metafile)])];
const licences = [...new Set(folders.map(licenceText))]
  .sort((a, b) => a.localeCompare(b))
  .join(`\n${'-'.repeat(100)}\n\n`);

// Each file is written under a temporary name and renamed, exceljs.js before the sv.js that loads it.
mkdirSync(outdir, { recursive: true });
function writeWhole(path, contents) {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}
writeWhole(join(outdir, 'THIRD-PARTY-LICENSES.txt'), `Packages bundled into sv.js and exceljs.js\n\n${licences}`);
writeWhole(join(outdir, 'exceljs.js'), xlsx.outputFiles[0].contents);
writeWhole(join(outdir, 'sv.js'), main.outputFiles[0].contents);
