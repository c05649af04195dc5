/**
 * Excel without CustomFunctionsRuntime 1.4 (Excel 2021, Microsoft 365 before 2208, Mac before 16.64) takes a custom
 * function's figures as plain numbers: a date reads 46296, a share 0.133. A formula the pane inserts there gets its
 * spilled columns' number formats from the pane; Excel that takes formatted values gets none written (the values
 * carry them). The pane in headless Chromium inside an office.js stand-in over the recording fake of the workbook;
 * what the cell would spill is computed by the built functions.js against the same sandbox.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import type { Cell } from './helpers/excel-api-fake';
import { loadFunctionsScript } from './helpers/excel-shim';
import { fakeExcelScript, officeStandIn } from './helpers/office-stand-in';
import { choose, fillField } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: number formats of an inserted result in Excel without formatted values';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

/** Excel 2021: the Excel API well past 1.7 (getActiveCell, getRangeByIndexes), custom functions up to 1.3. */
const EXCEL_2021 = { ExcelApi: '1.12', CustomFunctionsRuntime: '1.3' };
/** Microsoft 365 from 2208: formatted values from custom functions (CustomFunctionsRuntime 1.4). */
const MICROSOFT_365 = { ExcelApi: '1.17', CustomFunctionsRuntime: '1.4' };

interface Insert {
  name: string;
  options: string;
  /** Where the user left the selection. */
  at: string;
}

/** The table a cell with these arguments spills, from the built functions.js (Excel without formatted values). */
async function spilled(server: DevServer, { name, options }: Insert): Promise<(string | number | boolean)[][]> {
  const excel = loadFunctionsScript({
    SV_TOKEN: server.sandbox.tokens.full,
    SV_GATEWAY_URL: server.sandboxUrls.gatewayUrl,
    SV_V1_URL: server.sandboxUrls.v1Url,
  });
  // The same arguments without headers=labels: the same columns, headed by their field paths.
  const pathsOnly = options.replace(/headers=labels;\s*/, '');
  return (await excel.call(name, 101, '2026-10-01', '2026-10-07', null, [[pathsOnly]])) as (
    | string
    | number
    | boolean
  )[][];
}

/** The pane as a user drives it: a function, campaign 101, a week, options, then Insert into the selected cell. */
async function insertFromPane(page: Page, insert: Insert, formats: boolean): Promise<string> {
  await page.evaluate((at) => {
    (
      window as unknown as { svExcelContext: { workbook: { activeCellAddress: string } } }
    ).svExcelContext.workbook.activeCellAddress = at;
  }, insert.at);
  await choose(page, '#sv-function', insert.name);
  await choose(page, '#sv-arg-campaign_id', '101');
  await fillField(page, '#sv-arg-start_date', '2026-10-01');
  await fillField(page, '#sv-arg-end_date', '2026-10-07');
  await fillField(page, '#sv-arg-options', insert.options);
  await page.evaluate(() => {
    (document.querySelector('#sv-run-message') as HTMLElement).textContent = '';
  });
  await page.click('#sv-insert');
  await page.waitForSelector('#sv-run-message[data-kind=ok]');
  // The sentence about formats follows once the call has answered.
  if (formats) await page.waitForSelector('#sv-run-message:has-text("formatted")');
  return (await page.locator('#sv-run-message').textContent()) ?? '';
}

/** Every cell of the fake's first sheet, by address. */
function sheetCells(page: Page): Promise<Record<string, Cell>> {
  return page.evaluate(() => {
    const context = (window as unknown as { svExcelContext: { workbook: { sheets: { grid: Map<string, Cell> }[] } } })
      .svExcelContext;
    return Object.fromEntries(context.workbook.sheets[0]?.grid ?? []);
  });
}

function columnLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

async function openPane(pane: PaneServer, newest: Record<string, string>): Promise<Page> {
  const page = await pane.browser.newPage({ viewport: { width: 350, height: 1400 } });
  const storage = {
    SV_TOKEN: pane.server.sandbox.tokens.full,
    SV_GATEWAY_URL: pane.server.sandboxUrls.gatewayUrl,
    SV_V1_URL: pane.server.sandboxUrls.v1Url,
  };
  await page.addInitScript({ content: `${fakeExcelScript()}\n${officeStandIn({ storage, newest })}` });
  await page.goto(pane.paneUrl);
  await page.waitForSelector('#sv-insert');
  await expect(page.locator('#sv-mode').textContent()).resolves.toBe('Excel');
  return page;
}

maybe(SUITE, () => {
  let pane: PaneServer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('Excel 2021: the inserted formula keeps its options as text, and its share, count and date columns get formats', async () => {
    const page = await openPane(pane, EXCEL_2021);
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const keywords: Insert = { name: 'KEYWORDS', options: 'headers=labels; limit=5', at: 'B3' };
    const said = await insertFromPane(page, keywords, true);
    const grid = await spilled(pane.server, keywords);
    const header = grid[0] as string[];
    const bodyRows = grid.length - 1;
    expect(bodyRows).toBe(5);
    expect(said).toMatch(/^Wrote =SV\.KEYWORDS\(101, "2026-10-01", "2026-10-07", , "headers=labels; limit=5"\) into /);
    expect(said).toMatch(/the pane formatted its [a-z, ]*percent[a-z, ]* \d+ columns over the 5 rows it spills now/);

    let cells = await sheetCells(page);
    expect(cells.B3?.formula).toBe('=SV.KEYWORDS(101, "2026-10-01", "2026-10-07", , "headers=labels; limit=5")');
    const formatOf = (column: number, row: number) => cells[`${columnLetter(1 + column)}${row}`]?.numberFormat;
    const share = header.indexOf('serp_data.percentage_clicks');
    const volume = header.indexOf('search_data.search_volume');
    const keyword = header.indexOf('keyword');
    expect(Math.min(share, volume, keyword)).toBeGreaterThanOrEqual(0);
    for (let row = 4; row < 4 + bodyRows; row += 1) {
      expect({
        row,
        share: formatOf(share, row),
        volume: formatOf(volume, row),
        keyword: formatOf(keyword, row),
      }).toEqual({ row, share: '0.0%', volume: '#,##0', keyword: undefined });
    }
    // The header row stays General; nothing below the spill is touched.
    for (let column = 0; column < header.length; column += 1) {
      expect({ column, header: formatOf(column, 3), below: formatOf(column, 4 + bodyRows) }).toEqual({
        column,
        header: undefined,
        below: undefined,
      });
    }

    const dailyRanks: Insert = { name: 'DAILY_RANKS', options: 'limit=3', at: 'B20' };
    const saidDaily = await insertFromPane(page, dailyRanks, true);
    const daily = await spilled(pane.server, dailyRanks);
    const dateColumn = (daily[0] as string[]).findIndex((path) => /(^|\.)date$/.test(path));
    expect(dateColumn).toBeGreaterThanOrEqual(0);
    expect(saidDaily).toContain(`the pane formatted its date column over the ${daily.length - 1} rows it spills now`);
    cells = await sheetCells(page);
    for (let row = 21; row < 20 + daily.length; row += 1) expect(formatOf(dateColumn, row)).toBe('yyyy-mm-dd');

    await page.locator('#sv-workbench').screenshot({ path: join(OUTPUT, 'excel-taskpane-insert-excel-2021.png') });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('Microsoft 365 (formatted values): the formula is written and no number format is set by the pane', async () => {
    const page = await openPane(pane, MICROSOFT_365);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const said = await insertFromPane(page, { name: 'KEYWORDS', options: 'limit=5', at: 'B3' }, false);
    expect(said).toMatch(/^Wrote =SV\.KEYWORDS\(101, "2026-10-01", "2026-10-07", , "limit=5"\) into [^.]+\.$/);
    const cells = await sheetCells(page);
    expect(cells.B3?.formula).toBe('=SV.KEYWORDS(101, "2026-10-01", "2026-10-07", , "limit=5")');
    expect(Object.values(cells).filter((cell) => cell.numberFormat !== undefined)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
