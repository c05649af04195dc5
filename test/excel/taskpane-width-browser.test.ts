/**
 * The task pane in Excel is about 350 px wide: every section, opened and filled, must fit without the page scrolling
 * sideways (wide tables scroll inside their own box). Screenshots at 350 px and 1100 px go to test-output/ to look at;
 * with SV_UPDATE_DOC_IMAGES=1 the 350 px start and Add keywords ones replace those packages/excel/README.md shows.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumAvailable } from './helpers/chromium';
import { choose, fillField, offered } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { renderedButHidden } from './helpers/pane-visibility';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane at 350 px, in headless Chromium';
const OUTPUT = join(REPO_ROOT, 'test-output');
const PANE_WIDTH = 350;
const UPDATE_DOCS = process.env.SV_UPDATE_DOC_IMAGES === '1';
/** Screenshot in test-output/ -> its copy in docs/images/, at the pane's width. */
const DOC_IMAGES: [string, string][] = [
  [`excel-taskpane-${PANE_WIDTH}-start.png`, 'excel-taskpane.png'],
  [`excel-taskpane-${PANE_WIDTH}-add-keywords.png`, 'excel-taskpane-add-keywords.png'],
];
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(240_000);

/** The page's width and, when it is too wide, the boxes whose content spills out (to say what to fix). */
async function pageWidth(page: Page): Promise<{ width: number; wider: string[] }> {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    const wider =
      width <= limit
        ? []
        : Array.from(document.querySelectorAll<HTMLElement>('body *'))
            // Content (a long word, a wide table) spilling out of a box that does not scroll it.
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .filter((element) => getComputedStyle(element).overflowX === 'visible')
            .slice(-8)
            .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`);
    return { width, wider };
  }, PANE_WIDTH);
}

async function expectFits(page: Page): Promise<void> {
  const measured = await pageWidth(page);
  expect(measured).toEqual({ width: expect.any(Number), wider: [] });
  expect(measured.width).toBeLessThanOrEqual(PANE_WIDTH);
}

maybe(SUITE, () => {
  let pane: PaneServer;
  const pages: Page[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    mkdirSync(OUTPUT, { recursive: true });
  });

  afterAll(async () => {
    await pane?.close();
  });

  // The two widths open pages of their own, so they run side by side: much of each is waiting on Chromium.
  for (const width of [PANE_WIDTH, 1100]) {
    it.concurrent(`at ${width} px: every section opened fits${width === PANE_WIDTH ? ' without sideways scrolling' : ''}`, async () => {
      const page = await pane.browser.newPage({ viewport: { width, height: 900 } });
      pages.push(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(pane.paneUrl);
      await page.waitForSelector('#sv-catalogue');
      const fits = width === PANE_WIDTH ? () => expectFits(page) : async () => undefined;
      await fits();
      // The top of the pane as it opens: connection, status, the workbench.
      await page.screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-start.png`) });

      // Results: a wide table of many columns.
      await choose(page, '#sv-function', 'KEYWORDS');
      await offered(page, '#sv-arg-campaign_id', '101');
      await choose(page, '#sv-arg-campaign_id', '101');
      await fillField(page, '#sv-arg-start_date', '2026-10-01');
      await fillField(page, '#sv-arg-end_date', '2026-10-07');
      await page.click('#sv-run');
      await page.waitForSelector('#sv-result-table', { timeout: 60_000 });
      await fits();
      await page.locator('#sv-workbench').screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-results.png`) });

      // Catalogue entries opened: signatures, examples and parameters (every entry, so no long word escapes). The
      // opened entry's picture is taken before the others open: it looks the same, on a far shorter page to capture.
      await page.click('#sv-catalogue .function[data-name="COMPETITION"] summary');
      await page
        .locator('#sv-catalogue .function[data-name="COMPETITION"]')
        .screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-catalogue-entry.png`) });
      await page.locator('#sv-catalogue details').evaluateAll((entries) => {
        for (const entry of entries) (entry as HTMLDetailsElement).open = true;
      });
      await fits();
      await page.locator('#sv-catalogue details').evaluateAll((entries) => {
        for (const entry of entries) (entry as HTMLDetailsElement).open = false;
      });

      // Add keywords, checked: the confirmation with its notice and lists.
      await page.click('#sv-import-section summary');
      await offered(page, '#sv-import-campaign', '105');
      await choose(page, '#sv-import-campaign', '105');
      await fillField(
        page,
        '#sv-import-keywords',
        'a rather long keyword that a user might paste from a brief\nanother one',
      );
      await page.click('#sv-import-check');
      await page.waitForSelector('#sv-import-confirm', { state: 'visible' });
      await fits();
      await page
        .locator('#sv-import-section')
        .screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-add-keywords.png`) });

      // The report, calculated and drawn.
      await page.click('#sv-report-section summary');
      await offered(page, '#sv-report-campaign', '101');
      await choose(page, '#sv-report-campaign', '101');
      await page.fill('#sv-report-start', '2026-10-01');
      await page.fill('#sv-report-end', '2026-10-31');
      await fillField(page, '#sv-report-competitors', 'rival.com');
      await page.click('#sv-report-create');
      await page.waitForSelector('#sv-report-message[data-kind=ok]', { timeout: 120_000 });
      await fits();
      await page.locator('#sv-report-section').screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-report.png`) });
      // Its folded parts (the SV. tables each section reads) opened too.
      await page.locator('#sv-report-output details').evaluateAll((parts) => {
        for (const part of parts) (part as HTMLDetailsElement).open = true;
      });
      await fits();

      await page.screenshot({ path: join(OUTPUT, `excel-taskpane-${width}-everything.png`), fullPage: true });
      if (UPDATE_DOCS && width === PANE_WIDTH) {
        for (const [shot, image] of DOC_IMAGES)
          copyFileSync(join(OUTPUT, shot), join(REPO_ROOT, 'docs', 'images', image));
      }
      await expect(renderedButHidden(page)).resolves.toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
