/**
 * Field-name matrix: what the service calls its fields, and how long its texts are, never costs a value or a result.
 *
 * The sandbox's `crafted-answer` fault answers a request with a body the test writes: fields whose names meet once
 * joined with dots (`{"a.b": 1, "a": {"b": 2}}`), fields whose readable labels are the same ("Search volume" three
 * times), a field name and a date longer than a cell holds. Each case runs through the built bundles of both hosts
 * (Sheets in node:vm with the Apps Script fakes, Excel's functions.js with the Office shim) and through `sv`.
 */
import { join } from 'node:path';
import { FUNCTIONS } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import ExcelJS from 'exceljs';
import { sandboxEnv, sv, temporaryFolder } from '../../packages/cli/test/support/run-sv';
import { loadFunctionsScript } from '../excel/helpers/excel-shim';
import { useSheetsAddOn } from '../sheets/setup';

/** Any path of the 3.0 interface: the crafted answer comes back whatever was asked. */
const GROUPS_PATH = '/rank-tracker/v3.0/groups?campaign_id=101';
const SHEETS_MAX_CELL_TEXT = 50_000;
const EXCEL_MAX_CELL_TEXT = 32_767;
const CUT_NOTE = / … \[cut: [\d,]+ characters in all\]$/;

/** Two fields that meet in one dotted path, and a third beside them. */
const MEETING_PATHS = [{ id: 1, 'a.b': 1, a: { b: 2 } }];
/** Three fields whose readable labels are all "Search volume", and one whose label meets no other. */
const SAME_LABELS = [{ search_volume: 7, 'search volume': 8, Search_Volume: 9, keyword_id: 3 }];
const LONG_NAME = `field_${'n'.repeat(60_000)}`;
const LONG_NAME_ANSWER = [{ id: 1, [LONG_NAME]: 'x' }];
/** A campaign whose creation date is 60,000 characters of text (CAMPAIGNS has a date column there). */
const LONG_DATE_TEXT = 'd'.repeat(60_000);
const LONG_DATE_ANSWER = [
  { campaign_id: 101, name: 'Crafted', campaign_info: { date_created: LONG_DATE_TEXT, keywords_count: 1 } },
];

type Grid = unknown[][];

function crafted(answer: unknown) {
  return { kind: 'crafted-answer' as const, answer };
}

/** Each header with the cells of its column, so a lost value or a merged column shows in one comparison. */
function byHeader(grid: Grid): Record<string, unknown[]> {
  const [headers = [], ...rows] = grid;
  const columns: Record<string, unknown[]> = {};
  headers.forEach((header, index) => {
    columns[String(header)] = rows.map((row) => row[index]);
  });
  return columns;
}

function longestText(grid: Grid): number {
  return Math.max(...grid.flat().map((cell) => (typeof cell === 'string' ? cell.length : 0)));
}

// ---------------------------------------------------------------------------------------------------------------

const sheets = useSheetsAddOn();

let excelSandbox: Sandbox;
const folder = temporaryFolder();

beforeAll(async () => {
  excelSandbox = await start({});
});
afterAll(async () => {
  await excelSandbox?.close();
  folder.remove();
});
afterEach(() => {
  excelSandbox.faults.clear();
});

function sheetsGrid(name: string, ...args: unknown[]): Grid {
  return sheets.addOn.cell(name, ...args) as Grid;
}

/** Excel passes every parameter, `null` for those left out. */
async function excelGrid(answer: unknown, name: string, ...args: unknown[]): Promise<Grid> {
  const excel = loadFunctionsScript({
    SV_TOKEN: excelSandbox.tokens.full,
    SV_GATEWAY_URL: excelSandbox.v3Url,
    SV_V1_URL: excelSandbox.v1Url,
  });
  excelSandbox.faults.add(crafted(answer));
  const count = FUNCTIONS.find((fn) => fn.name === name)?.params.length ?? args.length;
  const given = [...args, ...new Array<null>(Math.max(0, count - args.length)).fill(null)];
  return (await excel.call(name, ...given)) as Grid;
}

async function svOutput(answer: unknown, args: readonly string[]): Promise<string> {
  excelSandbox.faults.add(crafted(answer));
  const run = await sv(args, { env: sandboxEnv(excelSandbox) });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return run.stdout;
}

/** The rows of an XLSX file `sv` wrote, each cell's value as ExcelJS reads it back. */
async function xlsxRows(answer: unknown, args: readonly string[], file: string): Promise<unknown[][]> {
  const out = join(folder.path, file);
  await svOutput(answer, [...args, '--format', 'xlsx', '--out', out]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(out);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('field-name matrix', () => {
  describe('two fields that meet in one dotted path keep both values, the nested one under its path', () => {
    const expected = { id: [1], 'a.b': [2], '["a.b"]': [1] };

    test('SV_GET in Sheets', () => {
      sheets.service.addFault(crafted(MEETING_PATHS));
      expect(byHeader(sheetsGrid('SV_GET', GROUPS_PATH))).toEqual(expected);
    });

    test('SV.GET in Excel', async () => {
      expect(byHeader(await excelGrid(MEETING_PATHS, 'GET', GROUPS_PATH))).toEqual(expected);
    });

    test('sv get, JSON lines', async () => {
      const line = await svOutput(MEETING_PATHS, ['get', GROUPS_PATH, '--format', 'jsonl']);
      expect(JSON.parse(line)).toEqual({ id: 1, 'a.b': 2, '["a.b"]': 1 });
    });
  });

  // COMPANIES flattens whatever fields come back and takes headers=labels.
  describe('labels that meet within one table fall back to the field paths, every value kept', () => {
    const expected = { search_volume: [7], 'search volume': [8], Search_Volume: [9], 'Keyword ID': [3] };

    test('SV_COMPANIES with headers=labels in Sheets', () => {
      sheets.service.addFault(crafted(SAME_LABELS));
      expect(byHeader(sheetsGrid('SV_COMPANIES', 'headers=labels'))).toEqual(expected);
    });

    test('SV.COMPANIES with headers=labels in Excel', async () => {
      expect(byHeader(await excelGrid(SAME_LABELS, 'COMPANIES', 'headers=labels'))).toEqual(expected);
    });

    test('sv companies --format jsonl --headers labels writes all three values', async () => {
      const line = await svOutput(SAME_LABELS, ['companies', '--format', 'jsonl', '--headers', 'labels']);
      expect(JSON.parse(line)).toEqual({ search_volume: 7, 'search volume': 8, Search_Volume: 9, 'Keyword ID': 3 });
    });
  });

  describe('a field name longer than a cell holds is cut with the note, as other text cells are', () => {
    test('SV_GET in Sheets: the header is cut to 50,000 characters', () => {
      sheets.service.addFault(crafted(LONG_NAME_ANSWER));
      const grid = sheetsGrid('SV_GET', GROUPS_PATH);
      expect(grid[0]?.[1]).toMatch(CUT_NOTE);
      expect(String(grid[0]?.[1])).toContain('[cut: 60,006 characters in all]');
      expect(longestText(grid)).toBe(SHEETS_MAX_CELL_TEXT);
    });

    test('SV.GET in Excel: the header is cut to 32,767 characters', async () => {
      const grid = await excelGrid(LONG_NAME_ANSWER, 'GET', GROUPS_PATH);
      expect(grid[0]?.[1]).toMatch(CUT_NOTE);
      expect(longestText(grid)).toBe(EXCEL_MAX_CELL_TEXT);
    });

    test('sv get --format xlsx: the header cell is cut to 32,767 characters', async () => {
      const rows = await xlsxRows(LONG_NAME_ANSWER, ['get', GROUPS_PATH], 'long-name.xlsx');
      expect(rows[0]?.[1]).toMatch(CUT_NOTE);
      expect(longestText(rows)).toBe(EXCEL_MAX_CELL_TEXT);
    });
  });

  describe('text in a date column longer than a cell holds is cut with the note', () => {
    test('SV_CAMPAIGNS in Sheets: cut to 50,000 characters', () => {
      sheets.service.addFault(crafted(LONG_DATE_ANSWER));
      const grid = sheetsGrid('SV_CAMPAIGNS');
      const column = (grid[0] ?? []).indexOf('campaign_info.date_created');
      expect(grid[1]?.[column]).toMatch(CUT_NOTE);
      expect(longestText(grid)).toBe(SHEETS_MAX_CELL_TEXT);
    });

    test('SV.CAMPAIGNS in Excel: cut to 32,767 characters', async () => {
      const grid = await excelGrid(LONG_DATE_ANSWER, 'CAMPAIGNS');
      const column = (grid[0] ?? []).indexOf('campaign_info.date_created');
      expect(grid[1]?.[column]).toMatch(CUT_NOTE);
      expect(longestText(grid)).toBe(EXCEL_MAX_CELL_TEXT);
    });

    test('sv campaigns --format xlsx: cut to 32,767 characters', async () => {
      const rows = await xlsxRows(LONG_DATE_ANSWER, ['campaigns'], 'long-date.xlsx');
      const column = (rows[0] ?? []).indexOf('campaign_info.date_created');
      expect(rows[1]?.[column]).toMatch(CUT_NOTE);
      expect(longestText(rows)).toBe(EXCEL_MAX_CELL_TEXT);
    });
  });
});
