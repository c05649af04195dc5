import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { fakeExcelScript, officeStandIn } from './helpers/office-stand-in';
import { choose, isDisabled, offered, setChecked } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane: the Report section inside Excel (office.js stand-in over the recording fake)';
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

interface SheetSummary {
  names: string[];
  activated: boolean;
  charts: { name?: string; type: string; title?: string }[];
  depthFormula: unknown;
  frozenRows: number;
}

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
    // Settings as a user saved them in this add-in (Excel mode never falls back to the sandbox by itself).
    const storage = {
      SV_TOKEN: server.sandbox.tokens.full,
      SV_GATEWAY_URL: server.sandboxUrls.gatewayUrl,
      SV_V1_URL: server.sandboxUrls.v1Url,
    };
    await page.addInitScript({
      content: `${fakeExcelScript()}\n${officeStandIn({ storage, newest: { ExcelApi: '1.17' } })}`,
    });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-report-section');
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('adds the report sheet to the workbook through Excel.run, with no request for data from the pane', async () => {
    await expect(page.locator('#sv-mode').textContent()).resolves.toBe('Excel');
    await page.click('#sv-report-section summary');
    await offered(page, '#sv-report-campaign', '101');
    await expect(page.locator('#sv-report-create').textContent()).resolves.toBe('Add the report sheet');
    await choose(page, '#sv-report-campaign', '101');
    await page.fill('#sv-report-start', '2026-10-01');
    await page.fill('#sv-report-end', '2026-10-31');
    await setChecked(page, '[data-report-section="traffic"]', false);
    // Freeze report is offered on a report sheet only: not on the workbook's own sheet, but once the report is added.
    await expect(page.locator('#sv-report-freeze').isVisible()).resolves.toBe(false);
    server.sandbox.requests.clear();
    await page.click('#sv-report-create');
    await page.waitForSelector('#sv-report-message[data-kind=ok]');
    await page.waitForSelector('#sv-report-freeze', { state: 'visible' });
    await expect(page.locator('#sv-report-message').textContent()).resolves.toMatch(
      /^Added the sheet .+ 2026-10-01.+; its SV\. formulas are calculating\.$/,
    );

    const summary = await page.evaluate(() => {
      const context = (window as unknown as { svExcelContext: { workbook: { sheets: unknown[] } } }).svExcelContext;
      const sheets = context.workbook.sheets as {
        name: string;
        activated: boolean;
        frozenRows: number;
        chartList: { name?: string; type: string; title: { text?: string } }[];
        at(address: string): { formula?: unknown } | undefined;
      }[];
      const report = sheets[1];
      return {
        names: sheets.map((sheet) => sheet.name),
        activated: report?.activated ?? false,
        charts: (report?.chartList ?? []).map((chart) => ({
          name: chart.name,
          type: chart.type,
          title: chart.title.text,
        })),
        depthFormula: report?.at('B9')?.formula,
        frozenRows: report?.frozenRows ?? 0,
      };
    });
    const { names, activated, charts, depthFormula, frozenRows }: SheetSummary = summary;
    expect(names).toHaveLength(2);
    expect(names[1]).toMatch(/ 2026-10-01/);
    expect(activated).toBe(true);
    expect(frozenRows).toBe(2);
    expect(String(depthFormula)).toMatch(/^=SV\.CAMPAIGNS\(/);
    // Six charts: every section but the traffic one, which was left out.
    expect(charts.map((chart) => chart.name)).toEqual([
      'visibility_trend',
      'rank_distribution',
      'share_of_voice',
      'share_of_clicks',
      'ai_overview_presence',
      'ai_search_presence',
    ]);
    // The data comes when Excel calculates the formulas, not from the pane.
    expect(server.sandbox.requests).toHaveLength(0);

    // Freezing asks first, naming the sheet, then says what it did.
    await page.click('#sv-report-freeze');
    await expect(page.locator('#sv-report-freeze-question').textContent()).resolves.toContain(`Freeze "${names[1]}"?`);
    await page.click('#sv-report-freeze-confirm');
    await page.waitForSelector('#sv-report-freeze-message[data-kind=ok]');
    await expect(page.locator('#sv-report-freeze-message').textContent()).resolves.toMatch(
      /^Froze ".+": [\d,]+ formulas are now the values they showed, and will not refresh\. The data tables behind the charts \(columns L:[A-Z]+\) are hidden/,
    );
    expect(pageErrors).toEqual([]);
  });
});

maybe('Excel task pane: the Report section in an Excel without ExcelApi 1.8', () => {
  let pane: PaneServer;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    pane = await startPaneServer();
    page = await pane.browser.newPage({ viewport: { width: 350, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const storage = {
      SV_TOKEN: pane.server.sandbox.tokens.full,
      SV_GATEWAY_URL: pane.server.sandboxUrls.gatewayUrl,
      SV_V1_URL: pane.server.sandboxUrls.v1Url,
    };
    // Excel 2019 (volume licensed) stops at ExcelApi 1.7: no axisGroup, no number format of a chart axis.
    await page.addInitScript({
      content: `${fakeExcelScript()}\n${officeStandIn({ storage, newest: { ExcelApi: '1.7' } })}`,
    });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-report-section');
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('says what this Excel lacks as the pane opens, and writes nothing rather than half a report', async () => {
    await page.click('#sv-report-section summary');
    const message = await page.locator('#sv-report-message').textContent();
    expect(message).toMatch(/^This version of Excel cannot add a report sheet: it lacks the Excel JavaScript API 1\.8/);
    expect(message).toMatch(/Microsoft 365 version 1808 or later/);
    await expect(page.locator('#sv-report-message').getAttribute('data-kind')).resolves.toBe('error');
    await expect(isDisabled(page, '#sv-report-create')).resolves.toBe(true);
    const sheets = await page.evaluate(
      () =>
        (window as unknown as { svExcelContext: { workbook: { sheets: { name: string }[] } } }).svExcelContext.workbook
          .sheets.length,
    );
    expect(sheets).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});

maybe('Excel task pane: Office’s light and dark themes', () => {
  let pane: PaneServer;

  beforeAll(async () => {
    pane = await startPaneServer();
  });

  afterAll(async () => {
    await pane?.close();
  });

  /** The pane's colours as drawn, in an Excel whose Office theme has these colours (none: no theme API). */
  async function paneColours(officeTheme?: { bodyBackgroundColor: string; bodyForegroundColor: string }) {
    const page = await pane.browser.newPage({ viewport: { width: 350, height: 900 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const storage = { SV_TOKEN: pane.server.sandbox.tokens.full };
    await page.addInitScript({
      content: `${fakeExcelScript()}\n${officeStandIn({ storage, newest: { ExcelApi: '1.17' }, officeTheme })}`,
    });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-connection');
    const colours = await page.evaluate(() => {
      const card = getComputedStyle(document.querySelector('#sv-connection')?.closest('section') as Element);
      const label = getComputedStyle(document.querySelector('#sv-connection .control-label') as Element);
      const hint = getComputedStyle(document.querySelector('#sv-connection .hint') as Element);
      return {
        theme: document.documentElement.dataset.theme,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        card: card.backgroundColor,
        label: label.color,
        hint: hint.color,
      };
    });
    // To look at: test-output/excel-taskpane-<light|dark>.png (the last light one is the pane without the theme API);
    // SV_UPDATE_DOC_IMAGES=1 copies the dark one to docs/images, where packages/excel/README.md shows it.
    const shot = join(REPO_ROOT, 'test-output', `excel-taskpane-${colours.theme}.png`);
    await page.screenshot({ path: shot });
    if (colours.theme === 'dark' && process.env.SV_UPDATE_DOC_IMAGES === '1') {
      copyFileSync(shot, join(REPO_ROOT, 'docs', 'images', 'excel-taskpane-dark.png'));
    }
    await page.close();
    expect(pageErrors).toEqual([]);
    return colours;
  }

  /** WCAG contrast of two computed "rgb(r, g, b)" colours. */
  function contrast(a: string, b: string): number {
    const lum = (rgb: string) => {
      const [r, g, bl] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  it('Office’s Black theme: the pane is dark, its text readable, the browser’s own parts dark too', async () => {
    const dark = await paneColours({ bodyBackgroundColor: '#262626', bodyForegroundColor: '#ffffff' });
    expect(dark.theme).toBe('dark');
    expect(dark.scheme).toBe('dark');
    expect(contrast(dark.card, 'rgb(0, 0, 0)')).toBeLessThan(2);
    expect(contrast(dark.label, dark.card)).toBeGreaterThan(7);
    expect(contrast(dark.hint, dark.card)).toBeGreaterThan(4.5);
  });

  it('Office’s White theme, and an Excel without the theme API: the pane is light', async () => {
    for (const officeTheme of [{ bodyBackgroundColor: '#ffffff', bodyForegroundColor: '#262626' }, undefined]) {
      const light = await paneColours(officeTheme);
      expect(light.theme).toBe('light');
      expect(light.card).toBe('rgb(255, 255, 255)');
      expect(contrast(light.label, light.card)).toBeGreaterThan(7);
      expect(contrast(light.hint, light.card)).toBeGreaterThan(4.5);
    }
  });
});
