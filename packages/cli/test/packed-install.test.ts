import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

/**
 * The install of a machine without the repository: `npm pack` of packages/cli, the tarball installed into an empty
 * folder (and globally, under a prefix of its own) with the registry out of reach (`--offline`), then the installed
 * `sv` run as a user runs it. The tarball must carry everything: no dependency on the workspace's unpublished
 * packages, nor on the registry.
 */

const cliFolder = join(__dirname, '..');
let scratch: string;
let tarball: string;
let project: string;
let configDir: string;

/** The environment of a user's shell: nothing of the `npm test` that runs jest, no token or addresses of ours. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(npm_|SV_)/i.test(key)) env[key] = value;
  }
  return { ...env, SV_CONFIG_DIR: configDir };
}

/** Runs a program, returning standard output; a failure shows its standard error. */
function run(file: string, args: string[], cwd = project): string {
  try {
    return execFileSync(file, args, { cwd, env: userEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    throw new Error(`${file} ${args.join(' ')} exited with ${failed.status}:\n${failed.stderr}`);
  }
}

function npm(args: string[], cwd: string): string {
  return run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], cwd);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'sv-packed-'));
  configDir = join(scratch, 'config');
  project = join(scratch, 'project');
  mkdirSync(project);
  // prepack builds dist/standalone (standalone.mjs) from the current sources.
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch], cliFolder)) as {
    filename: string;
  }[];
  if (!packed) throw new Error('npm pack made no tarball');
  tarball = join(scratch, packed.filename);
  npm(['install', '--offline', tarball], project);
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('the tarball holds the command and its bundles, and installs as one package with no dependencies', () => {
  const installed = join(project, 'node_modules', '@search-visibility', 'sv');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  expect(manifest.bin).toEqual({ sv: 'bin/sv.js' });
  expect(manifest.dependencies).toBeUndefined();
  expect(readdirSync(join(installed, 'dist', 'standalone')).sort()).toEqual([
    'THIRD-PARTY-LICENSES.txt',
    'exceljs.js',
    'sv.js',
  ]);
  // Only the package itself: nothing else was fetched or linked.
  expect(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([
    '@search-visibility',
  ]);
});

test('npx sv --help and sv list run the installed command, not the registry package called sv', () => {
  const help = run('npx', ['--no-install', 'sv', '--help']);
  expect(help).toMatch(/^sv: search visibility data from a terminal/);
  expect(help).toContain('--sandbox');
  const list = run(join(project, 'node_modules', '.bin', 'sv'), ['list']);
  expect(list).toMatch(/^\s+keywords\s/m);
  expect(list).toMatch(/^\s+campaigns\s/m);
});

test('sv --sandbox keywords 101 "30 days ago" yesterday --option limit=3 prints the header and 3 rows', () => {
  const csv = run(join(project, 'node_modules', '.bin', 'sv'), [
    '--sandbox',
    'keywords',
    '101',
    '30 days ago',
    'yesterday',
    '--option',
    'limit=3',
  ]);
  const lines = csv.split('\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^keyword_id,keyword,/);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d+,/);
});

test("sv --sandbox campaigns lists the sandbox campaigns (the issue's line for CI)", () => {
  const csv = run(join(project, 'node_modules', '.bin', 'sv'), ['--sandbox', 'campaigns']);
  expect(csv).toMatch(/^campaign_info\.id,campaign_info\.name,/);
  expect(csv).toMatch(/^101,Northwind Shoes UK,/m);
});

test('--out FILE.xlsx writes a workbook with the bundled exceljs', async () => {
  const out = join(scratch, 'keywords.xlsx');
  run(join(project, 'node_modules', '.bin', 'sv'), [
    '--sandbox',
    'keywords',
    '101',
    '30 days ago',
    'yesterday',
    '--option',
    'limit=3',
    '--out',
    out,
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(out);
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(4);
  expect(sheet?.getRow(1).getCell(1).value).toBe('keyword_id');
});

test('installed globally (npm install -g, here under a prefix of its own), sv --sandbox campaigns runs', () => {
  const prefix = join(scratch, 'global');
  npm(['install', '--global', '--prefix', prefix, '--offline', tarball], scratch);
  const csv = run(join(prefix, 'bin', 'sv'), ['--sandbox', 'campaigns'], scratch);
  expect(csv).toMatch(/^campaign_info\.id,/);
  expect(csv).toMatch(/^101,/m);
}, 30_000);
