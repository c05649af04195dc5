// Retakes docs/reports.md's pictures of what each host draws: the client report as the Excel task pane writes it and
// as the Sheets menu writes it, rebuilt as an .xlsx and drawn by LibreOffice (scripts/report-pictures/). Needs a build
// (npm run build), LibreOffice Calc, Ghostscript and ImageMagick (apt-get install libreoffice-calc ghostscript
// imagemagick). Runs the drawing with jest, whose test fakes (Excel, Apps Script) and sandbox it reuses.
// Usage: node scripts/report-pictures.mjs [output folder, default docs/images]
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? join(root, 'docs', 'images'));
const config = {
  rootDir: root,
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts/report-pictures'],
  testMatch: ['**/*.pictures.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  moduleNameMapper: { '^@sv/(core|sandbox)$': '<rootDir>/packages/$1/src/index.ts' },
  testTimeout: 600000,
};
const run = spawnSync('npx', ['jest', '--config', JSON.stringify(config), '--runInBand'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SV_PICTURES_OUT: out },
});
process.exit(run.status ?? 1);
