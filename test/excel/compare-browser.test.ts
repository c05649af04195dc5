import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { choose, chosenValue, fillField, offered, shownChoice } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: "Compare with" in the function builder, in headless Chromium at 350 px';
const OUTPUT = join(REPO_ROOT, 'test-output');
const maybe = chromiumAvailable(SUITE) ? describe : describe.skip;
/** The width Excel gives a task pane by default. */
const PANE = { width: 350, height: 1400 };

jest.setTimeout(120_000);

/**
 * A function over a period offers "Compare with"; the choice is written into the formula's options as compare= and
 * the table Run shows follows each figure with its earlier value and the change. A function without a period offers
 * no comparison.
 */
maybe(SUITE, () => {
  let pane: PaneServer;
  let server: DevServer;
  let page: Page;

  beforeAll(async () => {
    pane = await startPaneServer();
    server = pane.server;
    page = await pane.browser.newPage({ viewport: PANE });
    mkdirSync(OUTPUT, { recursive: true });
    await page.goto(pane.paneUrl);
    await fillField(page, '#sv-token', server.sandbox.tokens.full);
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=ok]');
  });

  afterAll(async () => {
    await pane?.close();
  });

  const formula = () => page.locator('#sv-formula').textContent();

  it('KEYWORDS: the previous period is written as compare=, and Run shows each figure with .previous and .change', async () => {
    await choose(page, '#sv-function', 'KEYWORDS');
    await expect(page.locator('#sv-compare').isVisible()).resolves.toBe(true);
    await expect(page.locator('#sv-compare-label').textContent()).resolves.toBe('Compare with');
    const choices = await page
      .locator('#sv-compare fluent-option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(choices).toEqual(['', 'previous_period', 'previous_year']);
    // Nothing is compared until a comparison is chosen.
    await expect(shownChoice(page, '#sv-compare')).resolves.toBe('Nothing (no comparison)');

    await offered(page, '#sv-arg-campaign_id', '101');
    await choose(page, '#sv-arg-campaign_id', '101');
    await fillField(page, '#sv-arg-start_date', '2026-10-01');
    await fillField(page, '#sv-arg-end_date', '2026-10-07');
    await expect(formula()).resolves.toBe('=SV.KEYWORDS(101, "2026-10-01", "2026-10-07")');

    await choose(page, '#sv-compare', 'previous_period');
    await expect(shownChoice(page, '#sv-compare')).resolves.toBe('The previous period');
    await expect(formula()).resolves.toBe('=SV.KEYWORDS(101, "2026-10-01", "2026-10-07", , "compare=previous_period")');
    // Options typed beside it are kept, the comparison after them.
    await fillField(page, '#sv-arg-options', 'limit=5');
    await expect(formula()).resolves.toBe(
      '=SV.KEYWORDS(101, "2026-10-01", "2026-10-07", , "limit=5; compare=previous_period")',
    );

    server.sandbox.requests.clear();
    await page.click('#sv-run');
    await page.waitForSelector('#sv-result-table', { timeout: 60_000 });
    await expect(page.locator('#sv-run-message').getAttribute('data-kind')).resolves.toBe('ok');
    // Both weeks were asked for: the one chosen and the seven days before it.
    const periods = server.sandbox.requests
      .filter((request) => request.method === 'GET' && request.path.endsWith('/rank-tracker/v3.0/keywords'))
      .map((request) => `${request.query.start_date}..${request.query.end_date}`);
    expect(new Set(periods)).toEqual(new Set(['2026-10-01..2026-10-07', '2026-09-24..2026-09-30']));

    const headers = await page.locator('#sv-result-table thead th').allTextContents();
    expect(headers.slice(0, 2)).toEqual(['keyword_id', 'keyword']);
    expect(headers).not.toContain('keyword_id.previous');
    const volume = headers.indexOf('search_data.search_volume');
    expect(volume).toBeGreaterThan(1);
    expect(headers.slice(volume, volume + 3)).toEqual([
      'search_data.search_volume',
      'search_data.search_volume.previous',
      'search_data.search_volume.change',
    ]);
    const rank = headers.indexOf('ranking_data.desktop.rank');
    expect(headers.slice(rank, rank + 3)).toEqual([
      'ranking_data.desktop.rank',
      'ranking_data.desktop.rank.previous',
      'ranking_data.desktop.rank.change',
    ]);
    const rows = await page
      .locator('#sv-result-table tbody tr')
      .evaluateAll((lines) =>
        lines.map((line) => Array.from(line.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
      );
    expect(rows).toHaveLength(5);
    // The change is now − earlier, on every row whose rank is a number in both weeks.
    const ranks = rows.map((row) => row.slice(rank, rank + 3));
    const compared = ranks.filter(([now, earlier]) => /^\d+$/.test(now ?? '') && /^\d+$/.test(earlier ?? ''));
    expect(compared.length).toBeGreaterThan(0);
    for (const [now, earlier, change] of compared) expect(Number(change)).toBe(Number(now) - Number(earlier));

    // At the pane's 350 px nothing but the table's own box scrolls sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PANE.width);
    for (const selector of ['#sv-compare', '#sv-formula', '#sv-arguments']) {
      const box = await page.locator(selector).boundingBox();
      expect({ selector, fits: (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) <= PANE.width }).toEqual({
        selector,
        fits: true,
      });
    }
    // The table's own box scrolled to the ranks, as a user scrolls it to read the comparison.
    await page.locator('#sv-result-table').evaluate((table, column) => {
      const box = table.parentElement as HTMLElement;
      const cell = table.querySelectorAll('thead th')[column] as HTMLElement;
      box.scrollLeft += cell.getBoundingClientRect().left - box.getBoundingClientRect().left;
    }, rank);
    await page.locator('#sv-workbench').screenshot({ path: join(OUTPUT, 'excel-taskpane-350-compare.png') });
  });

  it('CAMPAIGNS, a function without a period, offers no comparison and writes none', async () => {
    await choose(page, '#sv-function', 'CAMPAIGNS');
    await expect(chosenValue(page, '#sv-function')).resolves.toBe('CAMPAIGNS');
    await expect(page.locator('#sv-compare').count()).resolves.toBe(0);
    await expect(page.locator('#sv-arguments', { hasText: 'Compare with' }).count()).resolves.toBe(0);
    await expect(formula()).resolves.toBe('=SV.CAMPAIGNS()');
    // Back to a function over a period: the choice is offered again, starting from no comparison.
    await choose(page, '#sv-function', 'KEYWORDS');
    await expect(page.locator('#sv-compare').isVisible()).resolves.toBe(true);
    await expect(formula()).resolves.not.toMatch(/compare=/);
  });
});
