import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { resizeCharts } from './helpers/chart-resize';
import { chromiumAvailable } from './helpers/chromium';
import { choose, fillField, offered, setChecked } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: the Report section in preview mode, in headless Chromium';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(180_000);

const SECTIONS = ['visibility', 'rank_distribution', 'top_movers', 'share', 'ai_presence', 'traffic'];
const CHARTS = [
  'visibility_trend',
  'rank_distribution',
  'share_of_voice',
  'share_of_clicks',
  'ai_overview_presence',
  'ai_search_presence',
  'traffic',
];

/** Pixels of a canvas that are neither transparent nor white: a chart the library actually drew. */
async function drawnPixels(page: Page, chart: string): Promise<number> {
  return page.evaluate((id) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-chart="${id}"] canvas`);
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const alpha = data[i + 3] ?? 0;
      const white = (data[i] ?? 0) > 245 && (data[i + 1] ?? 0) > 245 && (data[i + 2] ?? 0) > 245;
      if (alpha > 0 && !white) count += 1;
    }
    return count;
  }, chart);
}

maybe(SUITE, () => {
  let server: DevServer;
  let pane: PaneServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // Preview mode, as `npm start` serves it.
    pane = await startPaneServer();
    ({ server, browser } = pane);
    // The task pane's real width in Excel.
    page = await browser.newPage({ viewport: { width: 350, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    mkdirSync(OUTPUT, { recursive: true });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-report-section');
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('refuses a report without a campaign, before any request for data', async () => {
    await page.click('#sv-report-section summary');
    await offered(page, '#sv-report-campaign', '101');
    // The period offered first is the last full calendar month.
    const start = await page.inputValue('#sv-report-start');
    const end = await page.inputValue('#sv-report-end');
    expect(start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(end.slice(0, 7)).toBe(start.slice(0, 7));
    expect(new Date(`${end}T00:00:00Z`).getUTCDate()).toBeGreaterThanOrEqual(28);
    server.sandbox.requests.clear();
    await page.click('#sv-report-create');
    await page.waitForSelector('#sv-report-message[data-kind=error]');
    await expect(page.locator('#sv-report-message').textContent()).resolves.toMatch(/campaign/i);
    expect(server.sandbox.requests).toHaveLength(0);
  });

  it('calculates every section against the sandbox through the SV functions and shows figures and charts', async () => {
    await choose(page, '#sv-report-campaign', '101');
    await page.fill('#sv-report-start', '2026-10-01');
    await page.fill('#sv-report-end', '2026-10-31');
    await choose(page, '#sv-report-device', 'desktop');
    await fillField(page, '#sv-report-competitors', 'rival.com');
    server.sandbox.requests.clear();
    await page.click('#sv-report-create');
    await page.waitForSelector('#sv-report-message[data-kind=ok]', { timeout: 120_000 });
    await expect(page.locator('#sv-report-message').textContent()).resolves.toMatch(/^Calculated in /);

    const sections = await page
      .locator('#sv-report [data-section]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.section));
    expect(sections).toEqual(SECTIONS);
    // No figure shows a spreadsheet error.
    const errors = await page.locator('#sv-report .report-grid td.error').allTextContents();
    expect(errors).toEqual([]);
    // The data came from the service, over the network, as a cell's call would fetch it.
    const paths = new Set(server.sandbox.requests.map((request) => request.path));
    expect([...paths].some((path) => path.endsWith('/rank-tracker/v3.0/keywords'))).toBe(true);
    expect([...paths].some((path) => path.includes('share-of-voice'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('fills the figures: visibility first and last day, the rank bands add up to the keywords, ten movers each way', async () => {
    const visibility = await page.locator('#sv-report-visibility .report-grid tr').allInnerTexts();
    // The change of a share is in percentage points, labelled so.
    expect(visibility.join('\n')).toMatch(/Change \(pp\)/);
    expect(visibility.join('\n')).toMatch(/Desktop\s+\d+\.\d%\s+\d+\.\d%\s+[+-]\d+\.\d pp/);

    const bands = await page
      .locator('#sv-report-rank_distribution .report-grid tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
    expect(bands[0]).toEqual(['Ranks', 'First day', 'Last day']);
    expect(bands.map((row) => row[0])).toEqual(['Ranks', 'Top 3', '4–10', '11–20', '21–50', '51–100', 'Not found']);
    const total = (column: number) =>
      bands.slice(1).reduce((sum, row) => sum + Number((row[column] ?? '').replace(/,/g, '')), 0);
    const keywordRows = await page.locator('[data-table="keywords_now"] .report-table-size').first().textContent();
    const keywords = Number(/^(\d+) rows/.exec(keywordRows ?? '')?.[1]);
    expect(keywords).toBeGreaterThan(0);
    expect(total(1)).toBe(keywords);
    expect(total(2)).toBe(keywords);

    const movers = await page
      .locator('#sv-report-top_movers .report-grid tr')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
    expect(movers[0]?.slice(0, 3)).toEqual(['Gained most', 'Rank now', 'Change']);
    const gains = movers.slice(1).filter((row) => row[0] !== '');
    expect(gains.length).toBeGreaterThan(0);
    for (const row of gains) expect(row[2]).toMatch(/^\+\d+$/);
    // Gains are coloured green by the conditional format.
    const colour = await page
      .locator('#sv-report-top_movers .report-grid tr:nth-child(2) td:nth-child(3)')
      .evaluate((cell) => getComputedStyle(cell).color);
    expect(colour).toBe('rgb(19, 115, 51)');
  });

  it('draws every chart with the charting library', async () => {
    const drawn = await page
      .locator('#sv-report [data-chart]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.chart));
    expect(drawn).toEqual(CHARTS);
    for (const chart of CHARTS) expect(await drawnPixels(page, chart)).toBeGreaterThan(500);
  });

  it('keeps screenshots at the task pane’s width (350 × 900) and at full width', async () => {
    await page.locator('#sv-report').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUTPUT, 'excel-report-preview-350x900.png') });
    await page.locator('#sv-report').screenshot({ path: join(OUTPUT, 'excel-report-preview-350-full.png') });
    await resizeCharts(page, { width: 1280, height: 900 });
    await page.locator('#sv-report').screenshot({ path: join(OUTPUT, 'excel-report-preview-wide.png') });
    for (const chart of CHARTS) expect(await drawnPixels(page, chart)).toBeGreaterThan(500);
  });

  it('a second report replaces the first: only the chosen sections, for the chosen device', async () => {
    for (const section of SECTIONS.slice(1)) await setChecked(page, `[data-report-section="${section}"]`, false);
    await choose(page, '#sv-report-device', 'mobile');
    await page.click('#sv-report-create');
    await page.waitForSelector('#sv-report-message[data-kind=ok]');
    const sections = await page
      .locator('#sv-report [data-section]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.section));
    expect(sections).toEqual(['visibility']);
    await expect(page.locator('#sv-report-parameters').textContent()).resolves.toMatch(/mobile/);
    expect(await drawnPixels(page, 'visibility_trend')).toBeGreaterThan(500);
    expect(pageErrors).toEqual([]);
  });

  it('a campaign whose traffic answers 404: sessions, conversions and rate show the error and its message, not 0', async () => {
    const figures = () =>
      page
        .locator('#sv-report-traffic .report-grid tr')
        .evaluateAll((rows) =>
          rows.map((row) =>
            Array.from(row.children).map((cell) => [cell.textContent ?? '', cell.getAttribute('title')]),
          ),
        );
    await setChecked(page, '[data-report-section="visibility"]', false);
    await setChecked(page, '[data-report-section="traffic"]', true);
    await page.click('#sv-report-create');
    await page.waitForSelector('#sv-report-message[data-kind=ok]');
    const working = await figures();
    expect(working.slice(1).map((row) => row[1]?.[0])).toEqual([
      expect.stringMatching(/^[\d,]+$/),
      expect.stringMatching(/^[\d,]+$/),
      expect.stringMatching(/^\d+\.\d%$/),
    ]);

    const fault = server.sandbox.faults.add({
      kind: 'status',
      status: 404,
      path: '/v3/organic-traffic/v3.0/daily-traffic',
    });
    try {
      // Another campaign, so the answer is not the one the runtime already holds.
      await choose(page, '#sv-report-campaign', '105');
      await page.click('#sv-report-create');
      await page.waitForSelector('#sv-report-traffic .report-grid td.error');
      const failing = await figures();
      for (const row of failing.slice(1)) {
        expect(row[1]?.[0]).toMatch(/^#(N\/A|VALUE!)$/);
        expect(row[1]?.[1]).toMatch(/no such data for daily traffic/);
      }
      await expect(page.locator('#sv-report-traffic > .message[data-kind=error]').textContent()).resolves.toMatch(
        /SV\.TRAFFIC/,
      );
    } finally {
      server.sandbox.faults.remove(fault);
    }
  });
});
