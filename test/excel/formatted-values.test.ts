/**
 * Formatted results: where Excel takes formatted values from a custom function (CustomFunctionsRuntime 1.4), the
 * figures of percent, fraction, date, count and currency columns come back as numbers with a number format; older
 * Excel gets the same plain numbers. The built functions.js, in its shim, against the sandbox.
 */
import { columnDocs, findFunction } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { loadFunctionsScript } from './helpers/excel-shim';

const OCTOBER_1 = 46_296;
const OCTOBER_7 = 46_302;

let sandbox: Sandbox;
beforeAll(async () => {
  // memoReads: every test reads the same keywords page, served again as the text made the first time, after the same
  // checks (each test still has a script and a cache of its own).
  sandbox = await start({ today: '2026-11-01', ratePerSecond: 0, memoReads: true });
});
afterAll(() => sandbox?.close());

function excel(requirementSets: readonly string[]) {
  return loadFunctionsScript(
    { SV_TOKEN: sandbox.tokens.full, SV_GATEWAY_URL: sandbox.v3Url, SV_V1_URL: sandbox.v1Url },
    requirementSets,
  );
}

type Cell = string | number | boolean | { type: string; basicValue: number; numberFormat: string };

const keywords = async (requirementSets: readonly string[]) =>
  (await excel(requirementSets).call('KEYWORDS', 101, OCTOBER_1, OCTOBER_7, null, null)) as Cell[][];

const columnIndex = (grid: Cell[][], header: string) => (grid[0] as Cell[]).indexOf(header);

test('with CustomFunctionsRuntime 1.4, fraction and count columns come formatted, over the same values', async () => {
  const plain = await keywords([]);
  const formatted = await keywords(['CustomFunctionsRuntime 1.4']);
  expect(formatted[0]).toEqual(plain[0]);

  const units = Object.fromEntries(columnDocs(findFunction('KEYWORDS') ?? ({} as never)).map((c) => [c.header, c]));
  expect(units['serp_data.percentage_clicks']?.unit).toMatch(/^fraction/);
  const share = columnIndex(formatted, 'serp_data.percentage_clicks');
  const volume = columnIndex(formatted, 'search_data.search_volume');
  const keyword = columnIndex(formatted, 'keyword');
  const body = formatted.slice(1);
  const shares = body.map((row) => row[share]).filter((cell) => cell !== '');
  expect(shares.length).toBeGreaterThan(0);
  for (const cell of shares) expect(cell).toMatchObject({ type: 'Double', numberFormat: '0.0%' });
  for (const cell of body.map((row) => row[volume]).filter((value) => value !== ''))
    expect(cell).toMatchObject({ type: 'Double', numberFormat: '#,##0' });
  for (const row of body) expect(typeof row[keyword]).toBe('string');

  // The values are the plain ones: only their display changes.
  const basic = (cell: Cell | undefined) => (typeof cell === 'object' ? cell.basicValue : cell);
  expect(body.map((row) => row.map(basic))).toEqual(plain.slice(1));
});

test('older Excel (no CustomFunctionsRuntime 1.4) gets plain numbers', async () => {
  const plain = await keywords(['CustomFunctionsRuntime 1.3']);
  expect(plain.length).toBeGreaterThan(1);
  // Checked over the whole grid at once: an expect per cell of the 8,000 cost a second.
  const formatted = plain.flatMap((row, r) =>
    row.flatMap((cell, c) => (typeof cell === 'object' ? [{ r, c, cell }] : [])),
  );
  expect(formatted).toEqual([]);
});

test('dates come formatted as dates where Excel allows it', async () => {
  const grid = (await excel(['CustomFunctionsRuntime 1.4']).call(
    'DAILY_RANKS',
    101,
    OCTOBER_1,
    OCTOBER_7,
    null,
    null,
  )) as Cell[][];
  const headers = grid[0] as string[];
  const dateColumn = headers.findIndex((header) => /(^|\.)date$/.test(header));
  expect(dateColumn).toBeGreaterThanOrEqual(0);
  expect(grid[1]?.[dateColumn]).toMatchObject({ type: 'Double', numberFormat: 'yyyy-mm-dd' });
});
