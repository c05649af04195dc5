import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { areaTitle, FUNCTIONS, functionAreas } from '@sv/core';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, openChromium } from '../excel/helpers/chromium';
import { REPO_ROOT } from '../excel/helpers/paths';
import { openDialog } from './dialog-page';
import { CAMPAIGN, END, START } from './examples';
import { noteCachedTables } from './noted-tables';
import { useSheetsAddOn } from './setup';

const SUITE = 'Sheets sidebar and Schedule dialog in headless Chromium: shown, hidden, 300 px';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;
const OUTPUT = join(REPO_ROOT, 'test-output');
/** Sheets gives every sidebar 300 px of width. */
const SIDEBAR = { width: 300, height: 1000 };

jest.setTimeout(120_000);

/**
 * The built Sidebar.html and ScheduleDialog.html with google.script.run bridged to the add-on in the harness. Each
 * section is checked both shown and hidden (Playwright's isVisible reads the computed style, so a CSS rule that shows
 * a [hidden] element again fails here), and the sidebar is measured at 300 px in every state.
 */
maybe(SUITE, () => {
  const sheets = useSheetsAddOn({ timeZone: 'Europe/Berlin' });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await openChromium();
    mkdirSync(OUTPUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await page?.close();
  });

  async function openSidebar(): Promise<Page> {
    page = await openDialog(browser, sheets.addOn, 'Sidebar', SIDEBAR);
    await page.waitForSelector('#status-loading', { state: 'hidden' });
    await page.waitForSelector('#function optgroup', { state: 'attached' });
    return page;
  }

  const visible = (selector: string) => page.isVisible(selector);
  const text = async (selector: string) => (await page.textContent(selector)) ?? '';

  /**
   * No horizontal scrolling at 300 px: the page is no wider than the window, and no visible element or line of text
   * reaches past its right edge (text overflowing its box, or clipped by an overflow rule, counts), except inside the
   * preview's own scrolling box.
   */
  async function expectFits(): Promise<void> {
    const measure = await page.evaluate(() => {
      const root = document.documentElement;
      let right = 0;
      let widest = '';
      const consider = (box: DOMRect, what: string) => {
        if (box.width === 0 || box.height === 0 || box.right <= right) return;
        right = box.right;
        widest = what;
      };
      const inPreviewTable = (node: Node) =>
        Boolean((node instanceof Element ? node : node.parentElement)?.closest('.table-box table'));
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        if (inPreviewTable(element)) continue;
        consider(
          element.getBoundingClientRect(),
          `${element.tagName.toLowerCase()}#${element.id}.${element.className}`,
        );
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (inPreviewTable(node) || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of Array.from(range.getClientRects())) consider(box, `text "${node.textContent?.slice(0, 40)}"`);
      }
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, right, widest };
    });
    expect(measure.clientWidth).toBe(SIDEBAR.width);
    expect(measure.scrollWidth).toBeLessThanOrEqual(SIDEBAR.width);
    expect({ right: Math.ceil(measure.right) <= SIDEBAR.width, widest: measure.widest }).toEqual({
      right: true,
      widest: measure.widest,
    });
  }

  async function chooseFunction(name: string): Promise<void> {
    await page.selectOption('#function', name);
  }

  it('opens with only the function list of the builder; the status names the shared token and its host', async () => {
    await openSidebar();
    expect(await visible('#function')).toBe(true);
    for (const hidden of ['#function-help', '#fields', '#builder-buttons', '#no-preview', '#preview']) {
      expect({ hidden, visible: await visible(hidden) }).toEqual({ hidden, visible: false });
    }
    // Every registry function once, under the core's service areas and titles (those the Excel pane shows).
    const groups = await page.$$eval('#function optgroup', (found) =>
      found.map((group) => ({
        area: group.getAttribute('label'),
        names: Array.from(group.querySelectorAll('option')).map((option) => option.value),
      })),
    );
    expect(groups).toEqual(
      functionAreas().map((area) => ({ area: areaTitle(area), names: area.functions.map((fn) => fn.name) })),
    );
    expect(groups.slice(0, 2)).toEqual([
      { area: 'Campaigns (3.0)', names: ['CAMPAIGNS', 'COMPANIES', 'CAMPAIGN_LOCATIONS'] },
      { area: 'Keywords and ranks (3.0)', names: ['KEYWORDS', 'DAILY_RANKS'] },
    ]);
    expect(groups.flatMap((group) => group.names).sort()).toEqual(FUNCTIONS.map((fn) => fn.name).sort());

    expect(await visible('#token')).toBe(true);
    expect(await visible('#no-token')).toBe(false);
    expect(await text('#token')).toBe(
      `Token: Shared: everyone who edits this spreadsheet. Sent only to ${new URL(sheets.service.info.v3Url).host} (set in API addresses…).`,
    );
    expect(await text('#schedule')).toBe('No refresh is scheduled.');
    expect(await text('#last-refresh')).toBe('Last refresh: none yet.');
    expect(await text('#requests')).toBe('Requests today: 0');
    expect(await visible('#requests-counted')).toBe(true);
    expect(await visible('#no-runs')).toBe(true);
    expect(await visible('#runs')).toBe(false);
    expect(await visible('#notes-block')).toBe(false);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-start.png'), fullPage: true });
  });

  it('a function shows its fields and both buttons; Preview shows the first rows; Insert fills the cell', async () => {
    sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange('B2')];
    await openSidebar();
    await chooseFunction('KEYWORDS');
    for (const shown of ['#function-help', '#fields', '#builder-buttons', '#preview-button', '#insert-button']) {
      expect({ shown, visible: await visible(shown) }).toEqual({ shown, visible: true });
    }
    expect(await visible('#no-preview')).toBe(false);
    expect(await visible('#preview')).toBe(false);
    expect(
      await page.$$eval('#fields .field', (fields) => fields.map((field) => field.getAttribute('data-param'))),
    ).toEqual(['campaign_id', 'start_date', 'end_date', 'group_id', 'options', 'compare']);
    // The campaign by name, from the service.
    await page.waitForSelector(`#arg-0 option[value="${CAMPAIGN}"]`, { state: 'attached' });
    expect(await page.$eval(`#arg-0 option[value="${CAMPAIGN}"]`, (option) => option.textContent)).toMatch(
      new RegExp(`^\\S.* \\(${CAMPAIGN}\\)$`),
    );
    await page.selectOption('#arg-0', String(CAMPAIGN));
    await page.fill('#arg-1', START);
    await page.fill('#arg-2', END);
    await expectFits();

    await page.click('#preview-button');
    await page.waitForSelector('#preview', { state: 'visible' });
    expect(await text('#formula')).toBe(`=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`);
    expect(await page.$$eval('#preview-table tr', (rows) => rows.length)).toBe(6);
    expect(
      await page.$$eval('#preview-table th', (cells) => cells.slice(0, 2).map((cell) => cell.textContent)),
    ).toEqual(['keyword_id', 'keyword']);
    // The requests the preview and the campaign list sent are counted at once.
    await page.waitForFunction(() => !/: 0$/.test(document.getElementById('requests')?.textContent ?? ''));
    expect(await text('#requests')).toBe(`Requests today: ${sheets.service.requests().length}`);
    // The wide table scrolls inside its own box; the sidebar itself does not.
    expect(await page.$eval('.table-box', (box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-preview.png'), fullPage: true });

    // Sheets computes the inserted cell once the sidebar's next call flushes; its date columns then get formats.
    sheets.addOn.evaluators.set(`=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`, () =>
      sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END),
    );
    sheets.addOn.recalculateOnFlush = true;
    await page.click('#insert-button');
    await page.waitForFunction(() =>
      /rows it shows now/.test(document.getElementById('builder-status')?.textContent ?? ''),
    );
    expect(await page.getAttribute('#builder-status', 'class')).toBe('ok');
    expect(await text('#builder-status')).toMatch(
      /^SV_KEYWORDS written into Sheet1!B2\. Its \d+ date, percent, count and amount columns got number formats over the \d+ rows it shows now/,
    );
    expect(sheets.addOn.sheet().getRange('B2').getFormula()).toBe(`=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`);
    // The header row keeps its format; the first data row's best-rank dates read as dates.
    const header = sheets.addOn.sheet().getRange('B2:CZ2').getValues()[0] as string[];
    const bestDate = header.indexOf('ranking_data.desktop.best_rank.date');
    expect(bestDate).toBeGreaterThan(0);
    expect(
      sheets.addOn
        .sheet()
        .getRange(2, 2 + bestDate)
        .getNumberFormats(),
    ).toEqual([['']]);
    expect(
      sheets.addOn
        .sheet()
        .getRange(3, 2 + bestDate)
        .getNumberFormats(),
    ).toEqual([['yyyy-mm-dd']]);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-inserted.png'), fullPage: true });
    sheets.addOn.recalculateOnFlush = false;

    // Another function clears the preview; back to no function hides the whole builder again.
    await chooseFunction('IMPORT_KEYWORDS');
    expect(await visible('#preview')).toBe(false);
    expect(await visible('#no-preview')).toBe(true);
    expect(await text('#no-preview')).toMatch(/charged keyword import/);
    expect(await visible('#preview-button')).toBe(false);
    expect(await visible('#insert-button')).toBe(true);
    await expectFits();
    await chooseFunction('');
    for (const hidden of ['#function-help', '#fields', '#builder-buttons', '#no-preview', '#preview']) {
      expect({ hidden, visible: await visible(hidden) }).toEqual({ hidden, visible: false });
    }
  });

  it('"Compare with" for a function over a period: the choice is written as compare= and the table doubles its figures; none without a period', async () => {
    sheets.addOn.spreadsheet.activeRanges = [sheets.addOn.sheet().getRange('C3')];
    await openSidebar();
    await chooseFunction('KEYWORDS');
    expect(await visible('#compare')).toBe(true);
    expect(await text('label[for=compare]')).toBe('Compare with');
    expect(
      await page.$$eval('#compare option', (options) =>
        options.map((option) => ({ value: option.getAttribute('value'), text: option.textContent })),
      ),
    ).toEqual([
      { value: '', text: 'Nothing (no comparison)' },
      { value: 'previous_period', text: 'The previous period' },
      { value: 'previous_year', text: 'The same dates last year' },
    ]);
    // Nothing is compared until a comparison is chosen.
    expect(await page.inputValue('#compare')).toBe('');

    await page.waitForSelector(`#arg-0 option[value="${CAMPAIGN}"]`, { state: 'attached' });
    await page.selectOption('#arg-0', String(CAMPAIGN));
    await page.fill('#arg-1', START);
    await page.fill('#arg-2', END);
    await page.fill('#arg-4', 'limit=5');
    await page.selectOption('#compare', { label: 'The same dates last year' });
    await expectFits();
    const sentBefore = sheets.service.requests().length;

    const formula = `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}", , "limit=5; compare=previous_year")`;
    await page.click('#preview-button');
    await page.waitForSelector('#preview', { state: 'visible' });
    expect(await text('#formula')).toBe(formula);
    // Both periods were asked for: this October's keywords and last October's.
    const periods = sheets.service
      .requests()
      .slice(sentBefore)
      .filter((request) => request.path.endsWith('/rank-tracker/v3.0/keywords'))
      .map((request) => `${request.query?.start_date}..${request.query?.end_date}`);
    expect(new Set(periods)).toEqual(new Set([`${START}..${END}`, '2025-10-01..2025-10-31']));
    const header = await page.$$eval('#preview-table tr:first-child th', (cells) =>
      cells.map((cell) => cell.textContent ?? ''),
    );
    // Each figure is followed by its value a year earlier and the change; the key and the text are not doubled.
    expect(header.slice(0, 2)).toEqual(['keyword_id', 'keyword']);
    expect(header).not.toContain('keyword_id.previous');
    expect(header).not.toContain('keyword.previous');
    const volume = header.indexOf('search_data.search_volume');
    expect(volume).toBeGreaterThan(1);
    expect(header.slice(volume, volume + 3)).toEqual([
      'search_data.search_volume',
      'search_data.search_volume.previous',
      'search_data.search_volume.change',
    ]);
    // Five keywords, each with its earlier volume and a change that is now − earlier.
    const rows = await page.$$eval('#preview-table tr', (lines) =>
      lines.slice(1).map((line) => Array.from(line.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
    );
    expect(rows).toHaveLength(5);
    const volumes = rows.map((row) => row.slice(volume, volume + 3));
    for (const cells of volumes)
      expect(cells).toEqual([
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^\d+$/),
        expect.stringMatching(/^-?\d+$/),
      ]);
    for (const [now, earlier, change] of volumes) expect(Number(change)).toBe(Number(now) - Number(earlier));
    // The sandbox's volumes move between years: the comparison is not trivially zero.
    expect(volumes.some(([, , change]) => change !== '0')).toBe(true);
    await expectFits();
    // The preview's own box scrolled to the volume, as a user scrolls it to read the comparison.
    await page.$eval(
      '.table-box',
      (box, column) => {
        box.scrollLeft = (box.querySelectorAll('th')[column] as HTMLElement).offsetLeft;
      },
      volume,
    );
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-compare.png'), fullPage: true });

    sheets.addOn.evaluators.set(formula, () =>
      sheets.addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END, '', 'limit=5; compare=previous_year'),
    );
    sheets.addOn.recalculateOnFlush = true;
    const sentBeforeInsert = sheets.service.requests().length;
    await page.click('#insert-button');
    await page.waitForFunction(() =>
      /rows it shows now/.test(document.getElementById('builder-status')?.textContent ?? ''),
    );
    expect(await text('#builder-status')).toMatch(
      /^SV_KEYWORDS written into Sheet1!C3\. Its \d+ date, percent, change, count and amount columns got number formats over the 5 rows/,
    );
    expect(sheets.addOn.sheet().getRange('C3').getFormula()).toBe(formula);
    // The cell found the preview's table (the same call) in the cache; the formats came from it: nothing was sent.
    expect(sheets.service.requests().length).toBe(sentBeforeInsert);
    sheets.addOn.recalculateOnFlush = false;

    // A function without a period has no comparison to offer.
    await chooseFunction('CAMPAIGNS');
    expect(
      await page.$$eval('#fields .field', (fields) => fields.map((field) => field.getAttribute('data-param'))),
    ).toEqual(['options']);
    expect(await page.$$('#compare')).toHaveLength(0);
    expect(await visible('text=Compare with')).toBe(false);
    await expectFits();
  });

  it('the options field lists the columns for columns= with their labels, folded until opened, within 300 px', async () => {
    await openSidebar();
    await chooseFunction('KEYWORDS');
    expect(await visible('#columns-help')).toBe(true);
    expect(await visible('#columns-help .column-name')).toBe(false);
    await page.click('#columns-help summary');
    const names = await page.$$eval('#columns-help .column-name', (rows) => rows.map((row) => row.textContent));
    expect(names).toContain('search_data.search_volume: Search volume');
    expect(names).toContain('keyword: Keyword');
    await expectFits();
    // GET reads any path: no column can be listed ahead (COMPANIES lists the columns its answer is known to carry).
    await chooseFunction('GET');
    expect(await visible('#columns-help')).toBe(false);
  });

  it('a refused argument shows its message; a function without arguments shows no fields', async () => {
    await openSidebar();
    await chooseFunction('KEYWORDS');
    await page.waitForSelector(`#arg-0 option[value="${CAMPAIGN}"]`, { state: 'attached' });
    await page.selectOption('#arg-0', String(CAMPAIGN));
    await page.fill('#arg-1', 'the first of october');
    const before = sheets.service.requests().length;
    await page.click('#preview-button');
    await page.waitForSelector('#builder-status.error');
    expect(await text('#builder-status')).toMatch(/start_date/);
    expect(await visible('#preview')).toBe(false);
    expect(sheets.service.requests()).toHaveLength(before);
    await expectFits();

    await chooseFunction('V1_SITES');
    expect(await visible('#fields')).toBe(true);
    await chooseFunction('CAMPAIGNS');
    expect(await page.$$eval('#fields .field', (fields) => fields.length)).toBe(1);
  });

  it('without a token: the status says where to set it, and the campaign becomes a typed id', async () => {
    sheets.addOn.properties.documentStore.values.delete('SV_TOKEN');
    await openSidebar();
    expect(await visible('#no-token')).toBe(true);
    expect(await visible('#token')).toBe(false);
    await chooseFunction('KEYWORDS');
    await page.waitForSelector('input#arg-0');
    expect(await text('#arg-0-hint')).toMatch(
      /^Type the campaign id: the campaigns could not be listed\. No API token is set/,
    );
    // In Sheets, the Sheets menu item that sets it; not the Excel task pane.
    expect(await text('#arg-0-hint')).toContain('Search Visibility > Set API token…');
    expect(await text('#arg-0-hint')).not.toMatch(/Excel|task pane/);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-no-token.png'), fullPage: true });

    // Once the token is set, choosing a function again lists the campaigns by name.
    sheets.addOn.useToken(sheets.service.info.tokens.full);
    await chooseFunction('CAMPAIGNS');
    await chooseFunction('KEYWORDS');
    await page.waitForSelector(`select#arg-0 option[value="${CAMPAIGN}"]`, { state: 'attached' });
  });

  it('under the campaign dropdown, the help speaks of names, not of typing an id', async () => {
    await openSidebar();
    await chooseFunction('KEYWORDS');
    await page.waitForSelector(`#arg-0 option[value="${CAMPAIGN}"]`, { state: 'attached' });
    expect(await text('#arg-0-hint')).toBe('The campaign, by name: the formula gets its id.');
    expect(await text('#fields')).not.toContain('Campaign id, a number');
  });

  it('with runs: the last refresh, the history, failures folded until opened, all within 300 px', async () => {
    const { addOn } = sheets;
    const longSheet = `Quarterly client report ${'x'.repeat(60)}`;
    addOn.spreadsheet.insertSheet(longSheet);
    addOn.enterFormula('A1', `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`, () => '');
    addOn.enterFormula('A1', `=SV_KEYWORDS(999999, "${START}", "${END}")`, () => '', longSheet);
    addOn.menu('svRefreshNow');
    addOn.run('svSaveSchedule', { every: 'day', hour: 7 });
    await openSidebar();

    expect(await visible('#runs')).toBe(true);
    expect(await visible('#no-runs')).toBe(false);
    expect(await page.$$eval('#runs > li', (items) => items.length)).toBe(1);
    expect(await text('#last-refresh')).toMatch(
      /^Last refresh: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Europe\/Berlin\), Refresh now \(owner@example\.com\): 1 of 2 calls loaded/,
    );
    expect(await text('#schedule')).toBe('Scheduled: Every day between 7:00 and 8:00 (Europe/Berlin).');
    expect(await text('#requests')).toMatch(/^Requests today: [1-9]/);
    expect(await visible('#runs details.failures li')).toBe(false);
    await page.click('#runs details.failures summary');
    expect(await visible('#runs details.failures li')).toBe(true);
    expect(await text('#runs details.failures li')).toMatch(/^'?Quarterly client report x+/);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-history.png'), fullPage: true });
  });

  it("a cell's pull with a note: the note in the status with its call; a pull without: none", async () => {
    const { addOn } = sheets;
    addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    await openSidebar();
    expect(await visible('#notes-block')).toBe(false);
    expect(await page.$$eval('#pull-notes li', (items) => items.length)).toBe(0);
    await page.close();

    const note = "the campaign's count says 2,500 keywords; the service listed 2,345 for 2026-10-01 to 2026-10-31";
    noteCachedTables(addOn, [note]);
    addOn.cell('SV_KEYWORDS', CAMPAIGN, START, END);
    await openSidebar();
    expect(await visible('#notes-block')).toBe(true);
    expect(await visible('#pull-notes li')).toBe(true);
    expect(await text('#pull-notes .pull-call')).toMatch(
      new RegExp(`^SV_KEYWORDS\\(${CAMPAIGN}, "${START}", "${END}"\\) · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`),
    );
    expect(await text('#pull-notes .note')).toBe(`Note: ${note}`);
    await expectFits();
    await page.screenshot({ path: join(OUTPUT, 'sheets-sidebar-pull-note.png'), fullPage: true });
  });

  describe('the Schedule dialog', () => {
    async function openSchedule(): Promise<Page> {
      page = await openDialog(browser, sheets.addOn, 'ScheduleDialog', { width: 480, height: 620 });
      await page.waitForFunction(() => !/Reading/.test(document.getElementById('current')?.textContent ?? ''));
      return page;
    }

    it('with no run yet says so and shows no list; the email box starts unticked and is saved', async () => {
      await openSchedule();
      expect(await visible('#no-runs')).toBe(true);
      expect(await visible('#runs')).toBe(false);
      expect(await page.isChecked('#email')).toBe(false);
      await page.check('#email');
      await page.click('#save');
      await page.waitForFunction(() => document.getElementById('status')?.textContent === 'Saved.');
      const view = sheets.addOn.run('svGetSchedule') as { current: { emailOnFailure: boolean } };
      expect(view.current.emailOnFailure).toBe(true);
      await page.close();
      await openSchedule();
      expect(await page.isChecked('#email')).toBe(true);
    });

    it('lists the runs, newest first, with the failed formulas of a scheduled run', async () => {
      const { addOn } = sheets;
      addOn.enterFormula('A1', `=SV_KEYWORDS(${CAMPAIGN}, "${START}", "${END}")`, () => '');
      addOn.menu('svRefreshNow');
      addOn.enterFormula('B1', `=SV_KEYWORDS(999999, "${START}", "${END}")`, () => '');
      addOn.run('svSaveSchedule', { every: 'hour' });
      addOn.fire(addOn.scriptApp.triggers[0]?.getUniqueId() ?? '');
      await openSchedule();
      // The form shows the schedule in force.
      expect(await page.isChecked('input[name=every][value=hour]')).toBe(true);
      expect(await visible('#runs')).toBe(true);
      expect(await visible('#no-runs')).toBe(false);
      const runs = await page.$$eval('#runs > li .run-when', (items) => items.map((item) => item.textContent ?? ''));
      expect(runs.map((run) => run.split(' · ')[1])).toEqual(['Scheduled', 'Refresh now']);
      expect(runs.map((run) => run.split(' · ')[2])).toEqual(['owner@example.com', 'owner@example.com']);
      // Which token a schedule saved now would use, and for whose formulas, in sight above the buttons.
      expect(await visible('#token-notice')).toBe(true);
      expect(await text('#token-notice')).toMatch(/shared token, which every editor can use/);
      expect(await page.$$eval('#runs > li.failed', (items) => items.length)).toBe(1);
      await page.click('#runs details.failures summary');
      expect(await text('#runs details.failures li')).toMatch(/^Sheet1!B1: .*campaign/i);
      await page.screenshot({ path: join(OUTPUT, 'sheets-schedule-history.png'), fullPage: true });
    });
  });
});
