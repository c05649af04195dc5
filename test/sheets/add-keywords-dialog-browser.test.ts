import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, openChromium } from '../excel/helpers/chromium';
import { REPO_ROOT } from '../excel/helpers/paths';
import { openDialog } from './dialog-page';
import { END, START } from './examples';
import { useSheetsAddOn } from './setup';

const SUITE = 'Sheets Add keywords dialog in headless Chromium';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;
const CAMPAIGN = 105;
const OUTPUT = join(REPO_ROOT, 'test-output');
const IMPORT_PATH = '/v3/rank-tracker/v3.0/keywords/import';

jest.setTimeout(120_000);

/**
 * The dialog's own HTML and script, with `google.script.run` bridged to the built project in the Apps Script harness:
 * what the user clicks reaches the very entry points the menu's dialog calls, and the sandbox counts the imports.
 */
maybe(SUITE, () => {
  const sheets = useSheetsAddOn({ sandbox: { importDurationMs: 0 }, timeZone: 'Europe/Berlin' });
  let browser: Browser;
  let page: Page;
  const posts = () =>
    sheets.service.requests().filter((request) => request.method === 'POST' && request.path === IMPORT_PATH);

  beforeAll(async () => {
    browser = await openChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The dialog opens on the selection of this test's spreadsheet, so its page loads once the add-on exists.
  beforeEach(async () => {
    const { addOn } = sheets;
    addOn.enterValues('A1:A3', [['Dialog Keyword One'], ['dialog  keyword two'], ['']]);
    addOn.spreadsheet.activeRanges = [addOn.sheet().getRange('A1:A3')];
    page = await openDialog(browser, addOn, 'AddKeywordsDialog');
  });

  afterEach(async () => {
    await page?.close();
  });

  it('takes the selection, shows the campaigns by name, needs the charge tick, sends once, then asks for the repeat', async () => {
    await page.waitForSelector(`#campaign option[value="${CAMPAIGN}"]`, { state: 'attached' });
    await expect(page.inputValue('#keywords')).resolves.toBe('Dialog Keyword One\ndialog  keyword two');
    await page.selectOption('#campaign', String(CAMPAIGN));
    await page.click('#check');
    await page.waitForSelector('#review:not([hidden])');
    await expect(page.textContent('#summary')).resolves.toMatch(
      /^2 keywords for .*\(105\), into a new group API-import-<date>: 2 new \(charged\), 0 already tracked \(free\)\.$/,
    );
    await expect(page.textContent('#fresh')).resolves.toBe('New: dialog keyword one, dialog keyword two');
    await expect(page.isVisible('#tracked')).resolves.toBe(false);
    await expect(page.textContent('#charge')).resolves.toMatch(/This is charged/);
    await expect(page.isDisabled('#add')).resolves.toBe(true);
    expect(posts()).toHaveLength(0);

    await page.check('#charged');
    await page.click('#add');
    await page.waitForSelector('#status.ok');
    await expect(page.textContent('#status')).resolves.toMatch(/^Import (\d+) started: 2 keywords/);
    const importId = /^Import (\d+)/.exec((await page.textContent('#status')) ?? '')?.[1];
    expect(posts()).toHaveLength(1);
    await expect(page.isDisabled('#add')).resolves.toBe(true);

    await page.click('#check');
    await page.waitForSelector('#repeat:not([hidden])');
    await expect(page.textContent('#earlier')).resolves.toMatch(new RegExp(`import id ${importId}`));
    await page.check('#charged');
    await expect(page.isDisabled('#add')).resolves.toBe(true);
    await page.check('#repeatConfirmed');
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'sheets-add-keywords-dialog.png'), fullPage: true });
    await page.click('#add');
    await page.waitForSelector('#status.ok');
    expect(posts()).toHaveLength(2);
  });

  /** Keywords the sandbox campaign already tracks, as its keyword table lists them. */
  function trackedKeywords(count: number): string[] {
    const [header = [], ...rows] = sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END) as unknown[][];
    const column = header.indexOf('keyword');
    return rows.slice(0, count).map((row) => String(row[column]));
  }

  async function checkList(list: string): Promise<void> {
    await page.waitForSelector(`#campaign option[value="${CAMPAIGN}"]`, { state: 'attached' });
    await page.fill('#keywords', list);
    await page.selectOption('#campaign', String(CAMPAIGN));
    await page.click('#check');
    await page.waitForSelector('#review:not([hidden])');
  }

  it('says which keywords the campaign already tracks (free) and which are new (charged)', async () => {
    const [tracked = ''] = trackedKeywords(1);
    await checkList(`${tracked}\nA Keyword Nobody Tracks`);
    await expect(page.textContent('#summary')).resolves.toMatch(/: 1 new \(charged\), 1 already tracked \(free\)\.$/);
    await expect(page.textContent('#fresh')).resolves.toBe('New: a keyword nobody tracks');
    await expect(page.textContent('#tracked')).resolves.toBe(`Already tracked, skipped: ${tracked}`);
    await expect(page.isVisible('#charged')).resolves.toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it('with no new keyword: nothing to confirm or send, and a charged request sent anyway is refused', async () => {
    const tracked = trackedKeywords(2);
    await checkList(tracked.join('\n'));
    await expect(page.textContent('#summary')).resolves.toMatch(/: 0 new \(charged\), 2 already tracked \(free\)\.$/);
    await expect(page.textContent('#charge')).resolves.toMatch(
      /^Nothing to add: the campaign already tracks every keyword/,
    );
    await expect(page.isVisible('#charged')).resolves.toBe(false);
    await expect(page.isVisible('#add')).resolves.toBe(false);
    await expect(page.isDisabled('#add')).resolves.toBe(true);
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'sheets-add-keywords-nothing-new.png'), fullPage: true });
    // The same request the dialog would send after the charge tick: refused on the server, nothing sent.
    expect(() =>
      sheets.addOn.run('svAddKeywords', { campaignId: CAMPAIGN, keywords: tracked.join('\n'), charged: true }),
    ).toThrow(/already tracks all 2 keywords of the list: there is nothing to add, so nothing was sent or charged/);
    expect(posts()).toHaveLength(0);
  });
});
