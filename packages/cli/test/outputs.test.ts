import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFetchHost, type FunctionResult, invoke, runAsync } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import ExcelJS from 'exceljs';
import { csvField } from '../src/output/csv';
import { rowsOf, tableFromCsv, tableFromJsonLines } from './support/read-back';
import { sandboxEnv, sv, temporaryFolder } from './support/run-sv';

const PERIOD = ['2026-10-01', '2026-10-31'];
let sandbox: Sandbox;
let expected: FunctionResult;
const folder = temporaryFolder();

beforeAll(async () => {
  // memoReads: a page read again (campaign 104's, in most tests) is served as the text made the first time, after the
  // same checks.
  sandbox = await start({ today: '2026-11-20', memoReads: true });
  const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  // What a cell gets: the table the outputs must read back to.
  expected = await runAsync(invoke('KEYWORDS', [104, ...PERIOD], { settings }), createFetchHost(fetch));
});
afterAll(async () => {
  await sandbox.close();
  folder.remove();
});

async function export_(format: string, file: string) {
  const out = join(folder.path, file);
  const run = await sv(['keywords', '104', ...PERIOD, '--format', format, '--out', out], { env: sandboxEnv(sandbox) });
  expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
  return out;
}

test('the table has every kind of cell the outputs must keep: dates, numbers, booleans, text, missing values', () => {
  const kinds = new Set(expected.table.columns.map((column) => column.kind));
  expect([...kinds].sort()).toEqual(['boolean', 'date', 'integer', 'number', 'text']);
  expect(expected.table.rows.length).toBe(480);
  expect(expected.table.rows.some((row) => row.includes(''))).toBe(true);
});

test('CSV reads back equal to the table, header row of dotted field paths first', async () => {
  const { headers, rows } = tableFromCsv(await export_('csv', 'k.csv'), expected.table.columns);
  expect(headers).toEqual(expected.table.columns.map((column) => column.header));
  expect(rows).toEqual(rowsOf(expected.table));
});

test('JSON lines read back equal to the table, one object per row keyed by field path', async () => {
  const { keys, rows } = tableFromJsonLines(await export_('jsonl', 'k.jsonl'));
  expect(keys).toEqual(expected.table.columns.map((column) => column.header));
  expect(rows).toEqual(rowsOf(expected.table));
});

test('XLSX reads back equal to the table with typed cells: dates are date cells, numbers numbers, booleans booleans', async () => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await export_('xlsx', 'k.xlsx'));
  const sheet = workbook.getWorksheet('KEYWORDS');
  if (!sheet) throw new Error('no KEYWORDS sheet');
  const { columns } = expected.table;
  const read: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    read.push(columns.map((_column, index) => row.getCell(index + 1).value));
  });
  expect(read[0]).toEqual(columns.map((column) => column.header));
  const body = read.slice(1);
  expect(body).toHaveLength(expected.table.rows.length);
  const dateColumn = columns.findIndex((column) => column.kind === 'date');
  const firstDate = body.find((row) => row[dateColumn] !== null)?.[dateColumn];
  expect(firstDate).toBeInstanceOf(Date);
  const dateCell = sheet.getRow(2).getCell(dateColumn + 1);
  expect(dateCell.numFmt).toBe('yyyy-mm-dd');
  // Figures in the number format of their unit: a click share (fraction 0–1) reads as a percent, volumes as counts.
  const formatOf = (header: string) => {
    const index = columns.findIndex((column) => column.header === header);
    const row = body.findIndex((cells) => typeof cells[index] === 'number');
    return sheet.getRow(row + 2).getCell(index + 1).numFmt;
  };
  expect(formatOf('serp_data.percentage_clicks')).toBe('0.0%');
  expect(formatOf('search_data.search_volume')).toBe('#,##0');
  // Back to the table's cells: a date cell to its YYYY-MM-DD day, an empty cell to "".
  const cells = body.map((row) =>
    row.map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? ''))),
  );
  expect(cells).toEqual(rowsOf(expected.table));
});

test('the file name chooses the format when --format is absent, and a failed run leaves no file', async () => {
  const out = join(folder.path, 'chosen.jsonl');
  await sv(['keywords', '104', ...PERIOD, '--out', out, '--option', 'limit=1'], { env: sandboxEnv(sandbox) });
  expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveProperty('keyword_id');
  const failed = join(folder.path, 'failed.csv');
  const run = await sv(['keywords', '999999', ...PERIOD, '--out', failed], { env: sandboxEnv(sandbox) });
  expect(run.code).not.toBe(0);
  expect(() => readFileSync(failed)).toThrow();
  expect(() => readFileSync(`${failed}.partial`)).toThrow();
});

test('headers=false leaves out the header row, as in a cell', async () => {
  const run = await sv(['keywords', '104', ...PERIOD, '--option', 'headers=false', '--option', 'limit=2'], {
    env: sandboxEnv(sandbox),
  });
  expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(2);
  expect(run.stdout).not.toContain('keyword_id');
});

test('CSV never lets a spreadsheet evaluate text as a formula', () => {
  expect(csvField('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  expect(csvField('+1+2')).toBe("'+1+2");
  expect(csvField('-2+3')).toBe("'-2+3");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField('\t=1')).toBe("'\t=1");
  // Numbers stay numbers, and text that starts otherwise is untouched.
  expect(csvField(-5)).toBe('-5');
  expect(csvField('mens slippers, black')).toBe('"mens slippers, black"');
  expect(csvField('a=b')).toBe('a=b');
});

test('an --out that cannot be written is refused before any request spends the quota', async () => {
  const before = sandbox.requests.length;
  const missing = join(folder.path, 'no-such-folder', 'k.csv');
  const run = await sv(['keywords', '104', ...PERIOD, '--out', missing], { env: sandboxEnv(sandbox) });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('does not exist or cannot be written to');
  expect(sandbox.requests.length).toBe(before);
});

test('on a terminal, a run that writes a file says how many rows went where', async () => {
  const out = join(folder.path, 'told.csv');
  const run = await sv(['keywords', '104', ...PERIOD, '--out', out], {
    env: sandboxEnv(sandbox),
    stderrIsTerminal: true,
  });
  expect(run.stderr).toBe(`sv keywords: 480 rows in ${out}\n`);
});

test('XLSX is never written to a terminal, and is refused before any request', async () => {
  const before = sandbox.requests.length;
  const run = await sv(['keywords', '104', ...PERIOD, '--format', 'xlsx'], {
    env: sandboxEnv(sandbox),
    stdoutIsTerminal: true,
  });
  expect(run).toMatchObject({ code: 2, stdout: '' });
  expect(run.stderr).toContain('--out FILE.xlsx');
  expect(sandbox.requests.length).toBe(before);
});
