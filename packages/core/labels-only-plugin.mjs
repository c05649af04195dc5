// An esbuild plugin for the spreadsheet bundles: the column dictionary without its meanings (see build.mjs).
import { existsSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const labels = join(dirname(fileURLToPath(import.meta.url)), 'dist', 'dictionary-labels.js');

export function dictionaryLabelsOnly() {
  return {
    name: 'dictionary-labels-only',
    setup(build) {
      build.onResolve({ filter: /^\.\/entries$/ }, (args) => {
        if (!args.importer.endsWith(`${sep}dictionary${sep}index.ts`)) return undefined;
        if (!existsSync(labels)) throw new Error(`${labels} is missing: build packages/core first (npm run build).`);
        return { path: labels };
      });
    },
  };
}
