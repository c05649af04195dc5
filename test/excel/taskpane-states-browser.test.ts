/**
 * What a user sees of the task pane's conditional parts: nothing marked hidden takes room (a class that sets display
 * must not override the attribute), each part shows exactly when its time comes, the catalogue filter filters, the
 * campaign is picked by name (or typed when the list cannot be read), and messages point inside the pane.
 */
import { join } from 'node:path';
import { areaTitle, functionAreas } from '@sv/core';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { choose, chosenValue, fillField, isDisabled, offered, setChecked } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { renderedButHidden } from './helpers/pane-visibility';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: hidden and shown parts, filter, campaign picker, in headless Chromium';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

/** One keyword campaign 105 tracks, read from the sandbox the way any client reads it. */
async function aTrackedKeyword(server: DevServer): Promise<string> {
  const url = new URL(`${server.sandboxUrls.gatewayUrl}/rank-tracker/v3.0/keywords/daily-ranks`);
  url.search = new URLSearchParams({
    campaign_id: '105',
    start_date: '2026-10-31',
    end_date: '2026-10-31',
    limit: '5',
  }).toString();
  const response = await fetch(url, { headers: { Authorization: server.sandbox.tokens.full } });
  const records = (await response.json()) as { keyword?: string }[];
  const keyword = records.find((record) => typeof record.keyword === 'string')?.keyword;
  if (!keyword) throw new Error(`campaign 105 answered no keyword: ${JSON.stringify(records).slice(0, 200)}`);
  return keyword.toLowerCase();
}

const visible = (page: Page, selector: string) => page.locator(selector).isVisible();

maybe(SUITE, () => {
  let server: DevServer;
  let pane: PaneServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    ({ server, browser } = pane);
    // A context of its own, so that a second pane can open in the same profile (one storage, as Office's).
    const context = await browser.newContext({ viewport: { width: 1100, height: 1400 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The page's calendar is the sandbox's (today 2026-11-01), so "yesterday" in SV.IMPORT_KEYWORDS has ranks to read.
    await page.clock.setFixedTime(new Date('2026-11-01T12:00:00Z'));
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-catalogue');
  });

  afterAll(async () => {
    await pane?.close();
  });

  afterEach(async () => {
    // Whatever a test did, nothing carrying the hidden attribute is drawn.
    await expect(renderedButHidden(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('Add keywords: before a check, no charge notice, no confirmation box, no repeat box', async () => {
    await expect(renderedButHidden(page)).resolves.toEqual([]);
    await page.click('#sv-import-section summary');
    await expect(visible(page, '#sv-import-check')).resolves.toBe(true);
    for (const part of [
      '#sv-import-confirm',
      '#sv-import-charge',
      '#sv-import-charged',
      '#sv-import-repeat-box',
      '#sv-import-repeat',
      '#sv-import-add',
    ]) {
      await expect(visible(page, part)).resolves.toBe(false);
    }
  });

  it('Check the list with no campaign chosen says "Choose a campaign", shows nothing to confirm, sends nothing', async () => {
    await offered(page, '#sv-import-campaign', '105');
    await fillField(page, '#sv-import-keywords', 'one keyword');
    server.sandbox.requests.clear();
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-message[data-kind=error]');
    await expect(page.locator('#sv-import-message').textContent()).resolves.toBe('Choose a campaign first.');
    await expect(visible(page, '#sv-import-confirm')).resolves.toBe(false);
    expect(server.sandbox.requests).toHaveLength(0);
  });

  it('a first-time list: "N new (charged), M already tracked (free)", the tracked ones named, no repeat box', async () => {
    const tracked = await aTrackedKeyword(server);
    await choose(page, '#sv-import-campaign', '105');
    await fillField(page, '#sv-import-keywords', `States New One\n${tracked.toUpperCase()}\nstates  new two`);
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-confirm', { state: 'visible' });
    await expect(page.locator('#sv-import-summary').textContent()).resolves.toMatch(
      /^3 keywords for .*\(105\), into a new group API-import-<date>: 2 new \(charged\), 1 already tracked \(free\)\.$/,
    );
    await expect(page.locator('#sv-import-tracked').textContent()).resolves.toBe(
      `Already tracked, skipped: ${tracked}`,
    );
    await expect(page.locator('#sv-import-new').textContent()).resolves.toBe('New: states new one, states new two');
    for (const part of ['#sv-import-charge', '#sv-import-charged', '#sv-import-add', '#sv-import-tracked']) {
      await expect(visible(page, part)).resolves.toBe(true);
    }
    await expect(visible(page, '#sv-import-repeat-box')).resolves.toBe(false);
    await expect(isDisabled(page, '#sv-import-add')).resolves.toBe(true);
  });

  it('a list with nothing tracked hides the tracked line; changing the list hides the confirmation again', async () => {
    await fillField(page, '#sv-import-keywords', 'states fresh only');
    await expect(visible(page, '#sv-import-confirm')).resolves.toBe(false);
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-confirm', { state: 'visible' });
    await expect(page.locator('#sv-import-summary').textContent()).resolves.toMatch(
      /: 1 new \(charged\), 0 already tracked \(free\)\.$/,
    );
    await expect(visible(page, '#sv-import-tracked')).resolves.toBe(false);
    await expect(visible(page, '#sv-import-new')).resolves.toBe(true);
  });

  it('a list sent before shows the repeat box and its second confirmation', async () => {
    await setChecked(page, '#sv-import-charged', true);
    await page.click('#sv-import-add');
    await page.waitForSelector('#sv-import-message[data-kind=ok]');
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-repeat-box', { state: 'visible' });
    await expect(visible(page, '#sv-import-repeat')).resolves.toBe(true);
    await expect(page.locator('#sv-import-earlier').textContent()).resolves.toMatch(/already sent to campaign 105/);
    await page
      .locator('#sv-import-section')
      .screenshot({ path: join(OUTPUT, 'excel-taskpane-add-keywords-repeat.png') });
  });

  it('the catalogue is grouped by service area, every function once, with an example', async () => {
    const areas = await page.locator('#sv-catalogue > .area > h3').allTextContents();
    // The core's areas under the core's titles, as the Sheets sidebar heads them.
    expect(areas).toEqual(functionAreas().map(areaTitle));
    await page
      .locator('#sv-catalogue > .area')
      .first()
      .screenshot({ path: join(OUTPUT, 'excel-taskpane-catalogue-area.png') });
    expect(areas.slice(0, 3)).toEqual(['Campaigns (3.0)', 'Keywords and ranks (3.0)', 'AI Overview (3.0)']);
    expect(areas).toEqual(expect.arrayContaining(['Sites (1.2)', 'Any path (3.0)', 'Any path (1.2)']));
    expect(areas).not.toContain('Other (3.0)');
    const names = await page
      .locator('#sv-catalogue .function')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(68);
    const examples = await page.locator('#sv-catalogue .example-formula').allTextContents();
    expect(examples).toHaveLength(68);
    await expect(
      page.locator('#sv-catalogue .function[data-name="KEYWORDS"] .example-formula').textContent(),
    ).resolves.toBe('=SV.KEYWORDS(123, "30 days ago", "yesterday")');
  });

  it('the filter filters: "share of voice" shows only the functions about it, and empty areas go', async () => {
    await fillField(page, '#sv-catalogue-filter', 'share of voice');
    const shown = await page
      .locator('#sv-catalogue .function:visible')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.name));
    expect(shown).toContain('SHARE_OF_VOICE');
    expect(shown.length).toBeLessThan(10);
    expect(shown).not.toContain('CAMPAIGNS');
    await expect(visible(page, '#sv-catalogue .area[data-area="Campaigns"]')).resolves.toBe(false);
    await expect(page.locator('#sv-catalogue-count').textContent()).resolves.toMatch(
      new RegExp(`^${shown.length} of 68 functions match “share of voice”\\.$`),
    );
    // Column labels count: a word only a column carries finds its functions.
    await fillField(page, '#sv-catalogue-filter', 'search volume');
    await expect(visible(page, '#sv-catalogue .function[data-name="KEYWORDS"]')).resolves.toBe(true);
    await fillField(page, '#sv-catalogue-filter', 'no such function anywhere');
    await expect(page.locator('#sv-catalogue .function:visible').count()).resolves.toBe(0);
    await fillField(page, '#sv-catalogue-filter', '');
    await expect(page.locator('#sv-catalogue .function:visible').count()).resolves.toBe(68);
  });

  it('the workbench picks the campaign by name from CAMPAIGNS, and the formula takes its id', async () => {
    await choose(page, '#sv-function', 'KEYWORDS');
    await offered(page, '#sv-arg-campaign_id', '101');
    const label = await page.locator('#sv-arg-campaign_id fluent-option[value="101"]').textContent();
    expect(label).toMatch(/^\S.* \(101\)$/);
    await expect(visible(page, '#sv-arg-campaign_id-typed')).resolves.toBe(false);
    await choose(page, '#sv-arg-campaign_id', '101');
    await fillField(page, '#sv-arg-start_date', '2026-10-01');
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe('=SV.KEYWORDS(101, "2026-10-01")');
    // The choice stays when another function that asks for a campaign is picked.
    await choose(page, '#sv-function', 'GROUPS');
    await expect(chosenValue(page, '#sv-arg-campaign_id')).resolves.toBe('101');
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe('=SV.GROUPS(101)');
  });

  it('the result table shows only after a run', async () => {
    await expect(page.locator('#sv-result-table').count()).resolves.toBe(0);
    await page.click('#sv-run');
    await page.waitForSelector('#sv-result-table', { state: 'visible', timeout: 60_000 });
    await expect(visible(page, '#sv-result-summary')).resolves.toBe(true);
  });

  it('the status line says what it counts: this browser’s requests today, this page’s among them', async () => {
    await page.waitForFunction(() =>
      /from this browser/.test(document.querySelector('#sv-requests-today')?.textContent ?? ''),
    );
    const line = (await page.locator('#sv-requests-today').textContent()) ?? '';
    const [, total, own] =
      /^([\d,]+) sent from this browser today \(UTC day\), ([\d,]+) of them since this page opened$/.exec(line) ?? [];
    expect(Number(own?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(Number(total?.replace(/,/g, ''))).toBeGreaterThanOrEqual(Number(own?.replace(/,/g, '')));
    await expect(page.locator('#sv-requests-scope').textContent()).resolves.toMatch(
      /per token: other computers, Excel on the web, Google Sheets and other people using the same token count towards it too/,
    );
  });

  it('a second pane (another workbook) counts the first one’s requests in its total, not in its own share', async () => {
    const ownOf = async (target: Page) => {
      const line = (await target.locator('#sv-requests-today').textContent()) ?? '';
      const match = /^([\d,]+) sent from this browser today \(UTC day\), ([\d,]+) of them/.exec(line);
      if (!match) throw new Error(`not a count line: ${line}`);
      return { total: Number(match[1]?.replace(/,/g, '')), own: Number(match[2]?.replace(/,/g, '')) };
    };
    // The first pane's latest count is written (a burst is written once, 2 s after it began; this writes it now).
    await page.evaluate(() =>
      (
        globalThis as { svExcelRuntime?: { requestsOnThisComputer(): Promise<number> } }
      ).svExcelRuntime?.requestsOnThisComputer(),
    );
    const first = await ownOf(page);
    // The same profile: two workbooks share one OfficeRuntime.storage.
    const second = await page.context().newPage();
    try {
      await second.clock.setFixedTime(new Date('2026-11-01T12:00:00Z'));
      await second.goto(pane.paneUrl);
      await second.waitForFunction(() =>
        /from this browser/.test(document.querySelector('#sv-requests-today')?.textContent ?? ''),
      );
      const fresh = await ownOf(second);
      expect(fresh.own).toBe(0);
      expect(fresh.total).toBeGreaterThanOrEqual(first.own);
    } finally {
      await second.close();
    }
  });
});

maybe(`${SUITE}: without a campaign list`, () => {
  let pane: PaneServer;
  let page: Page;

  beforeAll(async () => {
    pane = await startPaneServer();
    page = await pane.browser.newPage({ viewport: { width: 1100, height: 1400 } });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-catalogue');
    // The sandbox token is kept out: the list cannot be read, as on a first start without a token.
    await page.evaluate(() => localStorage.setItem('SV_TOKEN', 'not-a-token'));
    await page.reload();
    await page.waitForSelector('#sv-catalogue');
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('falls back to a typed id, says why in the words of the pane, and the formula takes the typed id', async () => {
    await choose(page, '#sv-function', 'KEYWORDS');
    await page.waitForSelector('#sv-arg-campaign_id-typed', { state: 'visible' });
    await expect(visible(page, '#sv-arg-campaign_id')).resolves.toBe(false);
    const note = (await page.locator('#sv-arg-campaign_id-note').textContent()) ?? '';
    expect(note).toMatch(/^The campaign list could not be read, so type the id\. /);
    expect(note).toMatch(/in the Connection section/);
    expect(note).not.toMatch(/task pane/);
    await fillField(page, '#sv-arg-campaign_id-typed', '101');
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe('=SV.KEYWORDS(101)');
    await expect(renderedButHidden(page)).resolves.toEqual([]);
  });

  it('Add keywords falls back the same way', async () => {
    await page.click('#sv-import-section summary');
    await page.waitForSelector('#sv-import-campaign-typed', { state: 'visible' });
    await page.click('#sv-import-check');
    await expect(page.locator('#sv-import-message').textContent()).resolves.toBe('Choose a campaign first.');
  });

  it('the Report falls back the same way, at the pane’s 350 px', async () => {
    await page.setViewportSize({ width: 350, height: 1400 });
    await page.click('#sv-report-section summary');
    await page.waitForSelector('#sv-report-campaign-typed', { state: 'visible' });
    await expect(visible(page, '#sv-report-campaign')).resolves.toBe(false);
    await expect(page.locator('#sv-report-campaign-note').textContent()).resolves.toMatch(
      /^The campaign list could not be read, so type the id\. .*in the Connection section/,
    );
    await page.click('#sv-report-create');
    await expect(page.locator('#sv-report-message').textContent()).resolves.toBe('Choose a campaign first.');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(350);
    await expect(renderedButHidden(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1100, height: 1400 });
  });

  it('once a token is saved in Connection, the pickers offer the campaigns by name, the typed id kept', async () => {
    await fillField(page, '#sv-token', pane.server.sandbox.tokens.full);
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=ok]');
    await page.waitForSelector('#sv-arg-campaign_id', { state: 'visible' });
    await page.waitForSelector('#sv-import-campaign', { state: 'visible' });
    await expect(visible(page, '#sv-arg-campaign_id-typed')).resolves.toBe(false);
    await expect(visible(page, '#sv-arg-campaign_id-note')).resolves.toBe(false);
    await expect(chosenValue(page, '#sv-arg-campaign_id')).resolves.toBe('101');
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe('=SV.KEYWORDS(101)');
    await expect(page.locator('#sv-import-campaign fluent-option[value="105"]').count()).resolves.toBe(1);
    await page.waitForSelector('#sv-report-campaign', { state: 'visible' });
    await expect(visible(page, '#sv-report-campaign-typed')).resolves.toBe(false);
    await expect(page.locator('#sv-report-campaign fluent-option[value="101"]').count()).resolves.toBe(1);
    await expect(renderedButHidden(page)).resolves.toEqual([]);
  });
});
