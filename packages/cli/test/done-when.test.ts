import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/**
 * The acceptance line, run as a user runs it: npx finds the workspace's `sv` bin, which builds the bundle if
 * needed and starts the embedded sandbox. Campaign 101 tracks 150 keywords, and every one has ranks in October 2026
 * as long as the sandbox's today (the real UTC date) is after 2026-10-01: the header and 150 rows.
 */
test('npx sv --sandbox keywords 101 2026-10-01 2026-10-31 --format csv prints 151 lines', () => {
  const run = spawnSync(
    'npx',
    ['--no-install', 'sv', '--sandbox', 'keywords', '101', '2026-10-01', '2026-10-31', '--format', 'csv'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SV_TOKEN: '', SV_GATEWAY_URL: '', SV_V1_URL: '' },
    },
  );
  // npm's own notes (configuration warnings, update notices) aside, sv says nothing on success.
  expect(run.stderr.replace(/^npm .*\n/gm, '')).toBe('');
  expect(run.status).toBe(0);
  const lines = run.stdout.split('\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(151);
  expect(lines[0]).toMatch(/^keyword_id,keyword,/);
  expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(150);
});

test('the XLSX of the same call, redirected, is a zip container as the format wants', () => {
  const bin = join(root, 'packages', 'cli', 'bin', 'sv.js');
  const xlsx = execFileSync(process.execPath, [
    bin,
    '--sandbox',
    'keywords',
    '101',
    '2026-10-01',
    '2026-10-31',
    '--format',
    'xlsx',
  ]);
  // A zip archive: the XLSX container.
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
});
