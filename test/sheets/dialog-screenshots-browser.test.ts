import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, openChromium } from '../excel/helpers/chromium';
import { REPO_ROOT } from '../excel/helpers/paths';
import { openDialog } from './dialog-page';
import type { AddOn } from './harness';
import { useSheetsAddOn } from './setup';

const SUITE = 'Sheets dialogs as docs/install-sheets.md shows them, in headless Chromium';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;
/** `SV_UPDATE_SCREENSHOTS=1` refreshes the pictures of the install guide; otherwise they go to test-output/. */
const PICTURES = process.env.SV_UPDATE_SCREENSHOTS ? join(REPO_ROOT, 'docs', 'images') : join(REPO_ROOT, 'test-output');

jest.setTimeout(120_000);

/** Each dialog's size as the add-on opens it (packages/sheets/src/menu/dialogs.ts). */
function dialogSize(file: string): { width: number; height: number } {
  const source = readFileSync(join(REPO_ROOT, 'packages/sheets/src/menu/dialogs.ts'), 'utf8');
  const found = new RegExp(`file: '${file}',[^}]*?width: (\\d+),\\s*height: (\\d+)`).exec(source);
  if (!found) throw new Error(`no size for ${file} in dialogs.ts`);
  return { width: Number(found[1]), height: Number(found[2]) };
}

maybe(SUITE, () => {
  const sheets = useSheetsAddOn({ token: 'none', sandbox: { importDurationMs: 0 } });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openChromium();
    mkdirSync(PICTURES, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await page?.close();
  });

  async function open(addOn: AddOn, file: string): Promise<Page> {
    page = await openDialog(browser, addOn, file, dialogSize(file));
    return page;
  }

  const picture = (name: string) => page.screenshot({ path: join(PICTURES, `sheets-${name}.png`) });

  it('API token: a password field; the token is checked with the service, then saved for the user', async () => {
    const { addOn, service } = sheets;
    addOn.useSandboxAddresses('user');
    await open(addOn, 'TokenDialog');
    await page.waitForFunction(() => document.getElementById('current')?.textContent?.includes('No token'));
    await expect(page.getAttribute('#token', 'type')).resolves.toBe('password');
    await page.check('input[name=scope][value=user]');
    await page.fill('#token', service.info.tokens.full);
    await picture('token-dialog');
    await page.click('#save');
    await page.waitForFunction(() => /saved/i.test(document.getElementById('status')?.textContent ?? ''));
    expect(addOn.store('user').values.get('SV_TOKEN')).toBe(service.info.tokens.full);
  });

  it('API addresses: empty fields mean the service itself', async () => {
    await open(sheets.addOn, 'AddressesDialog');
    await page.waitForSelector('#gatewayUrl');
    await picture('addresses-dialog');
    await expect(page.inputValue('#gatewayUrl')).resolves.toBe('');
  });

  it('Scheduled refresh: in the spreadsheet time zone', async () => {
    await open(sheets.addOn, 'ScheduleDialog');
    await page.waitForFunction(() => (document.getElementById('zone')?.textContent ?? '') !== '');
    await picture('schedule-dialog');
  });

  it('Add keywords: the campaign by name, the list checked before the charge is confirmed', async () => {
    const { addOn, service } = sheets;
    addOn.useToken(service.info.tokens.full);
    addOn.enterValues('A1:A2', [['trail running shoes'], ['Waterproof  hiking boots']]);
    addOn.spreadsheet.activeRanges = [addOn.sheet().getRange('A1:A2')];
    await open(addOn, 'AddKeywordsDialog');
    await page.waitForSelector('#campaign option[value="105"]', { state: 'attached' });
    await page.selectOption('#campaign', '105');
    await page.click('#check');
    await page.waitForSelector('#review:not([hidden])');
    await expect(page.textContent('#summary')).resolves.toMatch(/^2 keywords for /);
    await picture('add-keywords-dialog');
  });

  it('New client report: the campaign by name, the last full month, every section; creating adds the sheet', async () => {
    const { addOn, service } = sheets;
    addOn.useToken(service.info.tokens.full);
    await open(addOn, 'ReportDialog');
    await page.waitForSelector('#campaign option[value="101"]', { state: 'attached' });
    await page.selectOption('#campaign', '101');
    await page.fill('#start', '2026-05-01');
    await page.fill('#end', '2026-05-31');
    await page.fill('#competitors', 'example-rival.com');
    await expect(page.locator('input[name=section]:checked').count()).resolves.toBe(6);
    await picture('report-dialog');
    await page.click('#create');
    await page.waitForFunction(() => document.getElementById('status')?.className === 'ok');
    expect(addOn.spreadsheet.getSheets().map((sheet) => sheet.getName())).toContain('Northwind Shoe 2026-05-01–05-31');
  });

  it('New portfolio report: every campaign ticked with its keywords, the requests said; creating adds the sheet', async () => {
    const { addOn, service } = sheets;
    addOn.useToken(service.info.tokens.full);
    await open(addOn, 'PortfolioDialog');
    await page.waitForSelector('input[name=campaign][value="101"]', { state: 'attached' });
    await page.fill('#start', '2026-05-01');
    await page.fill('#end', '2026-05-31');
    await page.click('#none');
    await page.check('input[name=campaign][value="101"]');
    await expect(page.textContent('#estimate')).resolves.toMatch(
      /^1 campaign: the portfolio will send about \d+ requests/,
    );
    await picture('portfolio-dialog');
    await page.click('#create');
    await page.waitForFunction(() => document.getElementById('status')?.className === 'ok');
    expect(addOn.spreadsheet.getSheets().map((sheet) => sheet.getName())).toContain('Portfolio 2026-05-01–05-31');
  });

  it('Send report as PDF: the report named, the addresses reviewed before anything is sent', async () => {
    const { addOn, service } = sheets;
    addOn.useToken(service.info.tokens.full);
    addOn.run('svCreateReport', {
      campaignId: '101',
      start: '2026-05-01',
      end: '2026-05-31',
      device: 'desktop',
      competitors: '',
      comparison: 'none',
      sections: ['visibility'],
    });
    await open(addOn, 'SendPdfDialog');
    await page.waitForFunction(() => /^Report: "/.test(document.getElementById('report')?.textContent ?? ''));
    await page.fill('#recipients', 'client@example.com');
    await page.click('#check');
    await page.waitForSelector('#review', { state: 'visible' });
    await expect(page.textContent('#reviewText')).resolves.toMatch(/To: client@example\.com/);
    await picture('send-pdf-dialog');
  });
});
