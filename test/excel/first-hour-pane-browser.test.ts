/**
 * Small things a new user trips over in the task pane's first hour (issue 32): help that describes a typed id under a
 * dropdown of names, a charge to confirm when nothing would be charged, a refusal left on screen after the mistake
 * was corrected. In headless Chromium, in preview mode against the sandbox.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { choose, fillField, isDisabled } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { renderedButHidden } from './helpers/pane-visibility';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: the first hour (campaign help, nothing new to add, a corrected address)';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

/** Keywords campaign 105 tracks, read from the sandbox the way any client reads them. */
async function trackedKeywords(server: DevServer, count: number): Promise<string[]> {
  const url = new URL(`${server.sandboxUrls.gatewayUrl}/rank-tracker/v3.0/keywords/daily-ranks`);
  url.search = new URLSearchParams({
    campaign_id: '105',
    start_date: '2026-10-31',
    end_date: '2026-10-31',
    limit: String(count),
  }).toString();
  const response = await fetch(url, { headers: { Authorization: server.sandbox.tokens.full } });
  const records = (await response.json()) as { keyword?: string }[];
  const keywords = records.flatMap((record) => (typeof record.keyword === 'string' ? [record.keyword] : []));
  if (keywords.length < count) throw new Error(`campaign 105 answered ${keywords.length} keywords`);
  return keywords.map((keyword) => keyword.toLowerCase());
}

const visible = (page: Page, selector: string) => page.locator(selector).isVisible();

maybe(SUITE, () => {
  let server: DevServer;
  let pane: PaneServer;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    server = pane.server;
    page = await pane.browser.newPage({ viewport: { width: 350, height: 1400 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The sandbox's calendar, so "yesterday" in SV.IMPORT_KEYWORDS has ranks to read.
    await page.clock.setFixedTime(new Date('2026-11-01T12:00:00Z'));
    mkdirSync(OUTPUT, { recursive: true });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-catalogue');
  });

  afterAll(async () => {
    await pane?.close();
  });

  afterEach(async () => {
    await expect(renderedButHidden(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('under a dropdown of campaign names, the help says the formula gets its id, not "a number"', async () => {
    await choose(page, '#sv-function', 'KEYWORDS');
    await choose(page, '#sv-arg-campaign_id', '101');
    const field = page.locator('#sv-arguments .campaign-picker');
    await expect(field.locator('#sv-arg-campaign_id').isVisible()).resolves.toBe(true);
    // biome-ignore lint/performance/useDomNodeTextContent: what is drawn; the typed id's hidden help stays in the DOM
    await expect(field.innerText()).resolves.not.toMatch(/a number/i);
    await expect(page.locator('#sv-arg-campaign_id-help').textContent()).resolves.toBe(
      'The campaign, by name: the formula gets its id.',
    );
    await field.screenshot({ path: join(OUTPUT, 'excel-taskpane-campaign-help.png') });
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe('=SV.KEYWORDS(101)');
  });

  it('Add keywords with no new keyword: says nothing is charged, asks no confirmation, offers nothing to send', async () => {
    const tracked = await trackedKeywords(server, 2);
    await page.click('#sv-import-section summary');
    await choose(page, '#sv-import-campaign', '105');
    await fillField(page, '#sv-import-keywords', tracked.map((keyword) => keyword.toUpperCase()).join('\n'));
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-confirm', { state: 'visible' });
    await expect(page.locator('#sv-import-summary').textContent()).resolves.toMatch(
      /^All 2 keywords are already tracked by .*\(105\): there is nothing to add, and nothing is charged\.$/,
    );
    await expect(page.locator('#sv-import-tracked').textContent()).resolves.toBe(
      `Already tracked, skipped: ${tracked.join(', ')}`,
    );
    for (const part of ['#sv-import-charge', '#sv-import-charged', '#sv-import-add', '#sv-import-new']) {
      await expect({ part, visible: await visible(page, part) }).toEqual({ part, visible: false });
    }
    await expect(isDisabled(page, '#sv-import-add')).resolves.toBe(true);
    await page.locator('#sv-import-section').screenshot({ path: join(OUTPUT, 'excel-taskpane-nothing-new.png') });

    // One new keyword beside them: the charge is back, for that one.
    await fillField(page, '#sv-import-keywords', [...tracked, 'first hour fresh keyword'].join('\n'));
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-charged', { state: 'visible' });
    await expect(page.locator('#sv-import-summary').textContent()).resolves.toMatch(
      /: 1 new \(charged\), 2 already tracked \(free\)\.$/,
    );
    await expect(visible(page, '#sv-import-charge')).resolves.toBe(true);
  });

  it('Connection: a refused address shows in red until the address is edited, then the corrected one saves', async () => {
    const message = page.locator('#sv-connection .message');
    await fillField(page, '#sv-gateway-url', 'http://apigw.example.org/v3');
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=error]');
    await expect(message.textContent()).resolves.not.toBe('');
    await page.locator('#sv-connection').screenshot({ path: join(OUTPUT, 'excel-taskpane-connection-refused.png') });

    await fillField(page, '#sv-gateway-url', server.sandboxUrls.gatewayUrl);
    await expect(message.getAttribute('data-kind')).resolves.not.toBe('error');
    await expect(message.textContent()).resolves.toBe('');

    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=ok]');
    await page.locator('#sv-connection').screenshot({ path: join(OUTPUT, 'excel-taskpane-connection-corrected.png') });
  });
});
