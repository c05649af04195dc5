import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { resizeCharts } from './helpers/chart-resize';
import { chromiumAvailable } from './helpers/chromium';
import { fieldPathIn } from './helpers/field-paths';
import { choose, fillField, offered } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

/**
 * The report as a client sees it in the preview, at a desktop browser's width (1280 px) and at the task pane's (350
 * px): screenshots for docs/reports.md in test-output/, and what the page shows a reader (every header cell, and each
 * chart's legend and axis titles, which its canvas names for screen readers) without a single API field path.
 */
const SUITE = 'Report screenshots: the preview at 1280 px and at pane width, in headless Chromium';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;
/** Set to copy the screenshots over the ones docs/reports.md shows (after looking at them). */
const UPDATE_DOCS = process.env.SV_UPDATE_DOC_IMAGES === '1';

jest.setTimeout(180_000);

async function makeReport(page: Page): Promise<void> {
  await page.click('#sv-report-section summary');
  await offered(page, '#sv-report-campaign', '101');
  await choose(page, '#sv-report-campaign', '101');
  await page.fill('#sv-report-start', '2026-10-01');
  await page.fill('#sv-report-end', '2026-10-31');
  await choose(page, '#sv-report-device', 'desktop');
  await fillField(page, '#sv-report-competitors', 'rival.com');
  await page.click('#sv-report-create');
  await page.waitForSelector('#sv-report-message[data-kind=ok]', { timeout: 120_000 });
}

/** What a reader of the page gets: header cells (figures and the SV. tables) and each chart's description. */
async function readableTexts(page: Page): Promise<{ headers: string[]; charts: string[] }> {
  const headers = await page.locator('#sv-report th').allTextContents();
  const charts = await page
    .locator('#sv-report [data-chart] canvas')
    .evaluateAll((canvases) => canvases.map((canvas) => canvas.getAttribute('aria-label') ?? ''));
  return { headers, charts };
}

maybe(SUITE, () => {
  let pane: PaneServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    ({ browser } = pane);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    mkdirSync(OUTPUT, { recursive: true });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-report-section');
    await makeReport(page);
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('the page shows no field path: header cells, chart legends and axis titles are words', async () => {
    const { headers, charts } = await readableTexts(page);
    expect(charts).toHaveLength(7);
    expect(headers.length).toBeGreaterThan(50);
    const leaks = [...headers, ...charts].filter((text) => fieldPathIn(text) !== null);
    expect(leaks).toEqual([]);
    // Each legend names its series in words, the clicks chart its domains.
    expect(charts.join('\n')).toMatch(/Share of clicks over time\. Legend: [\w.-]+\.\w+, /);
    expect(charts.join('\n')).toMatch(/Organic sessions and conversions\. Legend: Sessions, \w+/);
    // The SV. tables behind a section read as the sheet shows them: dates as dates, shares as percentages.
    const firstDay = await page.locator('[data-table="visibility"] tbody tr').first().locator('td').allTextContents();
    expect(firstDay).toEqual(['2026-10-01', expect.stringMatching(/^\d+\.\d%$/), expect.stringMatching(/^\d+\.\d%$/)]);
    expect(pageErrors).toEqual([]);
  });

  it('a screenshot at 1280 px and one at the pane’s 350 px, every chart drawn', async () => {
    const wide = join(OUTPUT, 'report-preview-1280.png');
    await page.locator('#sv-report').screenshot({ path: wide });
    await resizeCharts(page, { width: 350, height: 900 });
    const narrow = join(OUTPUT, 'report-preview-350.png');
    await page.locator('#sv-report').screenshot({ path: narrow });
    const widths = await page
      .locator('#sv-report [data-chart] canvas')
      .evaluateAll((canvases) => canvases.map((canvas) => canvas.getBoundingClientRect().width));
    // At pane width every chart fits the pane: nothing to scroll sideways to read a legend.
    for (const width of widths) expect(width).toBeLessThanOrEqual(350);
    if (UPDATE_DOCS) {
      copyFileSync(wide, join(REPO_ROOT, 'docs/images/report-preview.png'));
      copyFileSync(narrow, join(REPO_ROOT, 'docs/images/report-preview-pane.png'));
    }
    expect(pageErrors).toEqual([]);
  });
});
