import { columnLabelWithUnit, describeColumn, findFunction, UNIT_TEXT } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { jsonLine } from '../src/output/jsonl';
import { sandboxEnv, sv } from './support/run-sv';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await start({ today: '2026-11-20' });
});
afterAll(() => sandbox.close());

const KEYWORDS = ['keywords', '101', '2026-10-01', '2026-10-07'];
const PATHS = (findFunction('KEYWORDS')?.columns ?? []).map((column) => column.header);
const firstLine = (text: string) => text.split('\n')[0] ?? '';

test('--headers labels writes the readable labels over the same rows (streamed CSV)', async () => {
  const plain = await sv(KEYWORDS, { env: sandboxEnv(sandbox) });
  const labelled = await sv([...KEYWORDS, '--headers', 'labels'], { env: sandboxEnv(sandbox) });
  expect(plain.code).toBe(0);
  expect(labelled.code).toBe(0);
  expect(firstLine(plain.stdout)).toBe(PATHS.join(','));
  const labels = PATHS.map((path) => columnLabelWithUnit('KEYWORDS', path));
  expect(firstLine(labelled.stdout).split(',')[1]).toBe(labels[1]);
  expect(labelled.stdout.split('\n').slice(1)).toEqual(plain.stdout.split('\n').slice(1));
});

test('--headers labels as JSON lines keys each row by label', async () => {
  const run = await sv([...KEYWORDS, '--headers', 'labels', '--format', 'jsonl'], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(0);
  expect(Object.keys(JSON.parse(firstLine(run.stdout)))).toContain('Keyword');
});

test('--headers with a value it does not know: the core refusal, nothing sent', async () => {
  const before = sandbox.requests.length;
  const run = await sv([...KEYWORDS, '--headers', 'pretty'], { env: sandboxEnv(sandbox) });
  expect(run.code).not.toBe(0);
  expect(run.stderr).toMatch(/paths, labels, none/);
  expect(sandbox.requests.length).toBe(before);
});

test('sv help <function> lists every column with its label, unit and meaning', async () => {
  const run = await sv(['help', 'keywords']);
  expect(run.code).toBe(0);
  for (const path of PATHS) expect(run.stdout).toContain(`  ${path}: ${columnLabelWithUnit('KEYWORDS', path)}`);
  const volume = describeColumn('KEYWORDS', 'keyword');
  if (volume) expect(run.stdout).toContain(UNIT_TEXT[volume.unit]);
});

test('JSON lines keep every value when two headers are the same: the later key is numbered', () => {
  const line = jsonLine(
    [
      { header: 'Search volume', kind: 'integer' },
      { header: 'Search volume', kind: 'integer' },
      { header: 'Search volume (2)', kind: 'integer' },
    ],
    true,
  );
  expect(JSON.parse(line([7, 8, 9]))).toEqual({ 'Search volume': 7, 'Search volume (3)': 8, 'Search volume (2)': 9 });
});

test('--headers labels works for the functions without options of their own (DOMAIN_OVERVIEW, GET, V1_GET)', async () => {
  const overview = await sv(['domain-overview', '101', 'stridewear.example', '--headers', 'labels'], {
    env: sandboxEnv(sandbox),
  });
  expect(overview.stderr).toBe('');
  expect(firstLine(overview.stdout)).toContain('Your visibility (0–1)');
  const get = await sv(['get', '/dashboard/v3.0/companies', '--headers', 'labels'], { env: sandboxEnv(sandbox) });
  expect(get.code).toBe(0);
  expect(firstLine(get.stdout)).toBe('Company ID,Name,Campaigns');
  const v1 = await sv(['v1-get', '/sites', '--headers', 'labels'], { env: sandboxEnv(sandbox) });
  expect(v1.code).toBe(0);
});

test('one label, one scale: desktop visibility is a fraction under "(0–1)" in CAMPAIGNS and GROUP_VISIBILITY', async () => {
  const campaigns = await sv(
    ['campaigns', '--headers', 'labels', '--option', 'columns=campaign_info.id,visibility.desktop.latest'],
    { env: sandboxEnv(sandbox) },
  );
  const daily = await sv(
    [
      'group-visibility',
      '101',
      '2026-10-01',
      '2026-10-03',
      '--headers',
      'labels',
      '--option',
      'columns=date,visibility.desktop',
    ],
    { env: sandboxEnv(sandbox) },
  );
  for (const run of [campaigns, daily]) {
    expect(run.code).toBe(0);
    const [header = '', ...rows] = run.stdout.trim().split('\n');
    expect(header.split(',')[1]).toBe('Desktop visibility (0–1)');
    for (const row of rows) {
      const share = Number(row.split(',')[1]);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(1);
    }
  }
});

test('V1_DEVICES has a row per device under readable headers, not a column per number', async () => {
  const run = await sv(['v1-devices', '--headers', 'labels'], { env: sandboxEnv(sandbox) });
  expect(run.stdout.trim().split('\n')).toEqual(['Device number,Device', '1,desktop', '2,mobile']);
});

test('the SERP feature legend is one command away, and the feature columns name it', async () => {
  const legend = await sv(['help', 'serp-codes']);
  expect(legend.code).toBe(0);
  expect(legend.stdout).toMatch(/FSN\s+Featured Snippet: /);
  const help = await sv(['help', 'keywords']);
  expect(help.stdout).toContain('The codes: sv help serp-codes.');
  expect((await sv(['--help'])).stdout).toContain('sv help serp-codes');
});
