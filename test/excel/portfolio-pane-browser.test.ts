import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { choose, setChecked } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';

const SUITE = 'Excel task pane: the Portfolio section in preview mode, in headless Chromium';
const maybe = chromiumAvailable(SUITE) ? describe : describe.skip;

jest.setTimeout(180_000);

const box = (id: number) => `[data-portfolio-campaign="${id}"]`;

maybe(SUITE, () => {
  let server: DevServer;
  let pane: PaneServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    ({ server, browser } = pane);
    page = await browser.newPage({ viewport: { width: 350, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-portfolio-section');
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('lists every campaign ticked with what it costs, and says the requests before anything is made', async () => {
    await page.click('#sv-portfolio-section summary');
    await page.waitForSelector(box(101));
    const labels = await page.locator('#sv-portfolio-campaigns label').allInnerTexts();
    expect(labels).toContain('Northwind Shoes UK (101, 150 keywords, 4 requests)');
    expect(labels).toContain('Bluebird Travel (103, 25,000 keywords, 29 requests)');
    const all = await page.locator('#sv-portfolio-estimate').textContent();
    expect(all).toMatch(/^\d+ campaigns: the portfolio will send about [\d,]+ requests as its formulas load/);
    const ids = await page
      .locator('#sv-portfolio-campaigns [data-portfolio-campaign]')
      .evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.portfolioCampaign)));
    for (const id of ids) await setChecked(page, box(id), id === 101 || id === 104);
    // 1 campaigns page, then 101 (150 keywords) 4 and 104 (480 keywords) 4.
    await expect(page.locator('#sv-portfolio-estimate').textContent()).resolves.toBe(
      '2 campaigns: the portfolio will send about 9 requests as its formulas load (your daily quota counts them).',
    );
  });

  it('calculates the portfolio against the sandbox: a row per campaign, sorted by the change, the requests announced', async () => {
    await page.fill('#sv-portfolio-start', '2026-10-01');
    await page.fill('#sv-portfolio-end', '2026-10-31');
    await choose(page, '#sv-portfolio-device', 'desktop');
    server.sandbox.requests.clear();
    await page.click('#sv-portfolio-create');
    await page.waitForSelector('#sv-portfolio-message[data-kind=ok]', { timeout: 120_000 });
    const rows = await page
      .locator('#sv-portfolio-output #sv-report-portfolio .report-grid tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((cell) => cell.textContent ?? '')));
    expect(rows[0]?.slice(0, 3)).toEqual(['Campaign', 'Desktop visibility', 'Desktop change (pp)']);
    const campaigns = rows.slice(1).filter((row) => row[0] !== '');
    expect(campaigns.map((row) => row[0]).sort()).toEqual(['Bluebird Travel DE', 'Northwind Shoes UK']);
    const changes = campaigns.map((row) => Number((row[2] ?? '').replace(' pp', '')));
    expect(changes.every(Number.isFinite)).toBe(true);
    expect(changes[0]).toBeGreaterThanOrEqual(changes[1] ?? Number.NaN);
    // The browser's CORS preflights are no requests of the service's quota.
    expect(server.sandbox.requests.filter((request) => request.method !== 'OPTIONS')).toHaveLength(9);
    expect(pageErrors).toEqual([]);
  });
});
