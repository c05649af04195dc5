import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, openChromium } from '../excel/helpers/chromium';
import { openDialog } from './dialog-page';
import { useSheetsAddOn } from './setup';

const SUITE = 'Set API token dialog in headless Chromium: where the token goes, shown and confirmed';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

maybe(SUITE, () => {
  const sheets = useSheetsAddOn({ token: 'none' });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await page?.close();
  });

  async function openTokenDialog(): Promise<Page> {
    page = await openDialog(browser, sheets.addOn, 'TokenDialog', { width: 460, height: 420 });
    await page.waitForFunction(() => (document.getElementById('current')?.textContent ?? '').includes('token'));
    return page;
  }

  const visible = (selector: string) => page.isVisible(selector);
  const scope = () => page.$eval('input[name=scope]:checked', (input) => (input as HTMLInputElement).value);

  it("with the service's own addresses: no host line, no confirmation, the spreadsheet preselected", async () => {
    await openTokenDialog();
    expect(await scope()).toBe('document');
    expect(await visible('#scope-why')).toBe(false);
    expect(await visible('#destination')).toBe(false);
    expect(await visible('#confirm-host')).toBe(false);
    await page.check('input[name=scope][value=user]');
    expect(await visible('#destination')).toBe(false);
  });

  it('with addresses of its own, the spreadsheet starts on "only me"; the shared token needs the host confirmed', async () => {
    const { addOn, service } = sheets;
    addOn.useSandboxAddresses('document');
    const host = new URL(service.info.v3Url).host;
    await openTokenDialog();
    expect(await scope()).toBe('user');
    // Why "only me" comes first, and what each choice means for the others who edit the spreadsheet.
    expect(await visible('#scope-why')).toBe(true);
    expect(await page.textContent('#scope-why')).toMatch(/^"Only me" is chosen first: .*any editor can change/s);
    expect(await page.textContent('#scope-meaning')).toMatch(/^Everyone: one token for all editors.*Only me: kept/s);
    expect(await visible('#destination')).toBe(false);
    expect(await visible('#confirm-host')).toBe(false);

    await page.check('input[name=scope][value=document]');
    expect(await visible('#destination')).toBe(true);
    expect(await page.textContent('#destination')).toContain(`send the token to ${host}`);
    expect(await visible('#confirm-host')).toBe(true);
    expect(await page.textContent('#confirm-host')).toContain(host);

    await page.fill('#token', service.info.tokens.full);
    await page.click('#save');
    await page.waitForFunction(() => /Tick the box/.test(document.getElementById('status')?.textContent ?? ''));
    expect(service.requests()).toHaveLength(0);

    await page.check('#confirm');
    await page.click('#save');
    await page.waitForFunction(() => /saved/i.test(document.getElementById('status')?.textContent ?? ''));
    expect(await page.textContent('#status')).toContain(`sent only to ${host}`);
    // What happens to the cells, not a bare "recalculate".
    expect(await page.textContent('#status')).toMatch(
      /Cells that show an error keep it until they are calculated again: Search Visibility > Refresh now loads every SV_ formula with it\.$/,
    );
    expect(addOn.store('document').values.get('SV_TOKEN')).toBe(service.info.tokens.full);
    expect(service.requests()).toHaveLength(1);
  });

  it('personal addresses of its own are named, with nothing to confirm', async () => {
    sheets.addOn.useSandboxAddresses('user');
    await openTokenDialog();
    await page.check('input[name=scope][value=user]');
    expect(await visible('#destination')).toBe(true);
    expect(await page.textContent('#destination')).toBe(
      `Your own API addresses send the token to ${new URL(sheets.service.info.v3Url).host}, not to the service's own address.`,
    );
    expect(await visible('#confirm-host')).toBe(false);
  });
});
