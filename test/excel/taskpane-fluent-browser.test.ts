/**
 * The pane's controls are Microsoft's Fluent UI web components, defined and drawn (a component whose script did not
 * run is an empty box), each named for screen readers by the words shown beside it; the browser's own controls remain
 * only for the report's dates, which Fluent lacks. Keyboard use works through them: a dropdown opens with Enter or Space
 * and moves with the arrows, a checkbox ticks with Space, a form submits from its Fluent button.
 */
import { areaTitle, functionAreas } from '@sv/core';
import type { Page } from 'playwright-core';
import { chromiumAvailable } from './helpers/chromium';
import { chosenValue, isChecked, offered, shownChoice } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';

const SUITE = 'Excel task pane: Fluent UI controls, in headless Chromium';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

const TRAFFIC = 'Organic traffic and conversions (campaigns with analytics)';

/** The native controls left in the page's own DOM (a dropdown's inner button, in the light DOM by design, aside). */
function nativeControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, select, textarea, input'))
      .filter((element) => element.getAttribute('slot') !== 'control')
      .map((element) => `${element.tagName.toLowerCase()}#${element.id}[type=${element.getAttribute('type') ?? ''}]`),
  );
}

/** Fluent elements in the page that were never defined or never drew their shadow root. */
function undrawnFluentElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((element) => element.tagName.toLowerCase().startsWith('fluent-'))
      .filter((element) => !customElements.get(element.tagName.toLowerCase()) || !element.shadowRoot)
      .map((element) => element.tagName.toLowerCase()),
  );
}

/** Every control in Chromium's own accessibility tree (what a screen reader is given), as "role: name". */
async function accessibleControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && ['button', 'checkbox', 'combobox', 'textbox'].includes(node.role?.value ?? ''))
    .map((node) => `${node.role?.value}: ${node.name?.value ?? ''}`);
}

maybe(SUITE, () => {
  let pane: PaneServer;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    page = await pane.browser.newPage({ viewport: { width: 350, height: 1000 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-catalogue');
    // Every section open, so that each of its controls is in the page.
    await page.click('#sv-report-section summary');
    await page.click('#sv-import-section summary');
  });

  afterAll(async () => {
    await pane?.close();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  it('every control is a Fluent component but the report dates, and every Fluent element is drawn', async () => {
    await expect(nativeControls(page)).resolves.toEqual([
      'input#sv-report-start[type=date]',
      'input#sv-report-end[type=date]',
      'input#sv-portfolio-start[type=date]',
      'input#sv-portfolio-end[type=date]',
    ]);
    const counts = await page.evaluate(() =>
      ['fluent-button', 'fluent-text-input', 'fluent-textarea', 'fluent-checkbox', 'fluent-dropdown'].map(
        (tag) => document.querySelectorAll(tag).length,
      ),
    );
    for (const count of counts) expect(count).toBeGreaterThan(0);
    await expect(undrawnFluentElements(page)).resolves.toEqual([]);
  });

  it('the theme is Fluent’s: its tokens are set, and the primary button wears the brand colour', async () => {
    const { brand, primary } = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const button = document.querySelector('#sv-connection fluent-button[appearance=primary]') as HTMLElement;
      return {
        brand: root.getPropertyValue('--colorBrandBackground').trim(),
        primary: getComputedStyle(button).backgroundColor,
      };
    });
    expect(brand).toBe('#0f6cbd');
    expect(primary).toBe('rgb(15, 108, 189)');
  });

  it('screen readers hear each control by the words shown with it (Chromium’s accessibility tree)', async () => {
    const controls = await accessibleControls(page);
    for (const expected of [
      'textbox: API token (SV_TOKEN)',
      'textbox: 3.0 gateway (SV_GATEWAY_URL)',
      'textbox: Filter functions',
      'textbox: Keywords',
      'textbox: Competitors',
      'combobox: Device desktop',
      'button: Check and save',
      'button: Try KEYWORDS',
      `checkbox: ${TRAFFIC}`,
    ]) {
      expect(controls).toContain(expected);
    }
    // A dropdown is heard with its choice: "Function CAMPAIGNS".
    expect(controls.filter((control) => /^combobox: Function [A-Z0-9_]+$/.test(control))).toHaveLength(1);
    expect(controls.filter((control) => /: $/.test(control))).toEqual([]);
    // Each button says what it does (68 buttons called "Try" would be of no use to a screen reader); the browser's
    // date fields each bring a "Show date picker" of their own.
    const buttons = controls.filter(
      (control) => control.startsWith('button: ') && !control.endsWith('Show date picker'),
    );
    expect(buttons.filter((control, index) => buttons.indexOf(control) !== index)).toEqual([]);
  });

  it('a dropdown works from the keyboard: Space opens it, the arrows move, Enter chooses', async () => {
    await offered(page, '#sv-report-device', 'mobile');
    await expect(chosenValue(page, '#sv-report-device')).resolves.toBe('desktop');
    await page.locator('#sv-report-device [slot="control"]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(chosenValue(page, '#sv-report-device')).resolves.toBe('mobile');
    await expect(shownChoice(page, '#sv-report-device')).resolves.toBe('mobile');
    // The arrows alone open it too.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(chosenValue(page, '#sv-report-device')).resolves.toBe('desktop');
  });

  it('Enter opens a closed dropdown and leaves it open, then chooses', async () => {
    const isOpen = () => page.locator('#sv-report-device').evaluate((element) => (element as { open?: boolean }).open);
    await page.locator('#sv-report-device [slot="control"]').focus();
    await page.keyboard.press('Enter');
    await expect(isOpen()).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(isOpen()).resolves.toBe(false);
    await expect(chosenValue(page, '#sv-report-device')).resolves.toBe('mobile');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(chosenValue(page, '#sv-report-device')).resolves.toBe('desktop');
  });

  it('a checkbox ticks with Space and with a click on its words', async () => {
    const box = '[data-report-section="traffic"]';
    await expect(isChecked(page, box)).resolves.toBe(true);
    await page.locator(box).focus();
    await page.keyboard.press('Space');
    await expect(isChecked(page, box)).resolves.toBe(false);
    await page.getByText(TRAFFIC, { exact: true }).click();
    await expect(isChecked(page, box)).resolves.toBe(true);
  });

  it('the function dropdown shows the service areas between its functions, and a heading cannot be chosen', async () => {
    const headings = await page.locator('#sv-function .option-heading').allTextContents();
    expect(headings).toEqual(functionAreas().map(areaTitle));
    expect(headings[0]).toMatch(/\(3\.0\)$/);
    expect(headings.some((heading) => heading.endsWith('(1.2)'))).toBe(true);
    const before = await chosenValue(page, '#sv-function');
    await page.click('#sv-function');
    await page.locator('#sv-function .option-heading').nth(1).click();
    await expect(chosenValue(page, '#sv-function')).resolves.toBe(before);
    await page.keyboard.press('Escape');
  });
});
