import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { choose, fillField, isDisabled, offered, setChecked } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';
import { REPO_ROOT } from './helpers/paths';

const SUITE = 'Excel task pane in headless Chromium';
const OUTPUT = join(REPO_ROOT, 'test-output');
const available = chromiumAvailable(SUITE);
const maybe = available ? describe : describe.skip;

jest.setTimeout(120_000);

maybe(SUITE, () => {
  let server: DevServer;
  let pane: PaneServer;
  let browser: Browser;
  let page: Page;
  let paneUrl: string;

  beforeAll(async () => {
    pane = await startPaneServer();
    ({ server, browser, paneUrl } = pane);
    page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
    mkdirSync(OUTPUT, { recursive: true });
  });

  afterAll(async () => {
    await pane?.close();
  });

  it('serves the pane and the sandbox on different origins', () => {
    expect(new URL(paneUrl).origin).not.toBe(new URL(server.sandboxUrls.gatewayUrl).origin);
  });

  it('runs in preview mode and saves a token only after the service accepted it', async () => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(paneUrl);
    await expect(page.locator('#sv-mode').textContent()).resolves.toBe('Preview');

    await fillField(page, '#sv-token', 'not-the-token');
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=error]');
    await expect(page.locator('#sv-connection .message').textContent()).resolves.toMatch(/token/i);

    await fillField(page, '#sv-token', server.sandbox.tokens.full);
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=ok]');
    const stored = await page.evaluate(() => localStorage.getItem('SV_TOKEN'));
    expect(stored).toBe(server.sandbox.tokens.full);
    expect(pageErrors).toEqual([]);
  });

  it('runs KEYWORDS through the custom function code path and shows the table', async () => {
    server.sandbox.requests.clear();
    await choose(page, '#sv-function', 'KEYWORDS');
    // The campaign is picked by name; the formula takes its id.
    await offered(page, '#sv-arg-campaign_id', '101');
    await choose(page, '#sv-arg-campaign_id', '101');
    await fillField(page, '#sv-arg-start_date', '2026-10-01');
    await fillField(page, '#sv-arg-end_date', '2026-10-07');
    await expect(page.locator('#sv-formula').textContent()).resolves.toBe(
      '=SV.KEYWORDS(101, "2026-10-01", "2026-10-07")',
    );
    await page.click('#sv-run');
    await page.waitForSelector('#sv-result-table', { timeout: 60_000 });

    const headers = await page.locator('#sv-result-table thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['keyword_id', 'keyword', 'search_data.search_volume']));
    const rows = await page.locator('#sv-result-table tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    const firstKeywordId = await page.locator('#sv-result-table tbody tr:first-child td:first-child').textContent();
    expect(firstKeywordId).toMatch(/^\d+$/);
    await expect(page.locator('#sv-run-message').getAttribute('data-kind')).resolves.toBe('ok');

    // The browser asked permission first: a real preflight reached the sandbox, then the GET.
    const methods = server.sandbox.requests
      .filter((request) => request.path.endsWith('/rank-tracker/v3.0/keywords'))
      .map((request) => request.method);
    expect(methods).toContain('GET');
    expect(methods.filter((method) => method === 'OPTIONS').length).toBeGreaterThan(0);

    await expect(page.locator('#sv-requests-today').textContent()).resolves.toMatch(/^[1-9]\d* /);
    await page.screenshot({ path: join(OUTPUT, 'excel-taskpane-preview.png'), fullPage: true });
    await page.locator('#sv-workbench').screenshot({ path: join(OUTPUT, 'excel-taskpane-keywords.png') });
  });

  it('shows a note beside a complete table only when the campaign count disagrees with the pages', async () => {
    const run = async () => {
      await page.click('#sv-run');
      await page.waitForFunction(() => /^Done in/.test(document.querySelector('#sv-run-message')?.textContent ?? ''), {
        timeout: 60_000,
      });
    };
    // The KEYWORDS pull above: one page, nothing to say beside it, and no room taken by an empty Notes row.
    await expect(page.locator('#sv-pull-notes').isVisible()).resolves.toBe(false);
    await expect(page.locator('#sv-pull-notes-term').isVisible()).resolves.toBe(false);
    // The campaigns answer now counts twice the keywords each campaign lists (a stale count), and is read afresh.
    const fault = server.sandbox.faults.add({ kind: 'keyword-count', factor: 2 });
    try {
      await page.click('#sv-refresh');
      await choose(page, '#sv-function', 'CAMPAIGNS');
      await run();
      await choose(page, '#sv-function', 'KEYWORDS');
      await offered(page, '#sv-arg-campaign_id', '102');
      await choose(page, '#sv-arg-campaign_id', '102');
      await fillField(page, '#sv-arg-start_date', '2026-10-01');
      await fillField(page, '#sv-arg-end_date', '2026-10-07');
      await run();
      // The table is whole; the note says what the count said.
      await expect(page.locator('#sv-result-table tbody tr').count()).resolves.toBeGreaterThan(0);
      await page.waitForSelector('#sv-pull-notes', { state: 'visible' });
      await expect(page.locator('#sv-pull-notes-term').isVisible()).resolves.toBe(true);
      await expect(page.locator('#sv-pull-notes').textContent()).resolves.toMatch(
        /SV\.KEYWORDS\(102.*keyword count says 4,690; the service listed 2,345 rows/,
      );
      await page
        .locator('section[aria-label=Status]')
        .screenshot({ path: join(OUTPUT, 'excel-taskpane-pull-note.png') });
      // At the pane's 350 px the note wraps inside the pane: nothing is cut or scrolls sideways.
      await page.setViewportSize({ width: 350, height: 1400 });
      await expect(page.locator('#sv-pull-notes').isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(350);
      const notes = await page.locator('#sv-pull-notes').boundingBox();
      expect((notes?.x ?? 0) + (notes?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(350);
      await page
        .locator('section[aria-label=Status]')
        .screenshot({ path: join(OUTPUT, 'excel-taskpane-pull-note-350.png') });
    } finally {
      await page.setViewportSize({ width: 1100, height: 1400 });
      server.sandbox.faults.remove(fault);
    }
  });

  it('adds keywords only from the Add keywords section: checked, confirmed, sent once, a repeat confirmed again', async () => {
    const importPosts = () =>
      server.sandbox.requests.filter(
        (request) => request.method === 'POST' && request.path.endsWith('/rank-tracker/v3.0/keywords/import'),
      ).length;
    server.sandbox.requests.clear();
    await page.click('#sv-import-section summary');
    await offered(page, '#sv-import-campaign', '105');
    await choose(page, '#sv-import-campaign', '105');
    await fillField(page, '#sv-import-keywords', 'Pane Keyword One\npane  keyword two\npane keyword one');
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-confirm:not([hidden])');
    await expect(page.locator('#sv-import-summary').textContent()).resolves.toMatch(
      /^2 keywords for .*\(105\), into a new group API-import-<date>: 2 new \(charged\), 0 already tracked \(free\)\.$/,
    );
    await expect(page.locator('#sv-import-scope').textContent()).resolves.toMatch(
      /^A repeat is only caught within one Office storage/,
    );
    // Nothing can be sent before the charge is confirmed.
    await expect(isDisabled(page, '#sv-import-add')).resolves.toBe(true);
    await setChecked(page, '#sv-import-charged', true);
    await page.click('#sv-import-add');
    await page.waitForSelector('#sv-import-message[data-kind=ok]');
    await expect(page.locator('#sv-import-message').textContent()).resolves.toMatch(
      /^Import (\d+) started: 2 keywords/,
    );
    const importId = /^Import (\d+)/.exec((await page.locator('#sv-import-message').textContent()) ?? '')?.[1];
    expect(importPosts()).toBe(1);
    // One click, one import: the button stays disabled until the list is checked again.
    await expect(isDisabled(page, '#sv-import-add')).resolves.toBe(true);

    // The same list again: the ledger (localStorage in preview mode) names the earlier import; a second tick is needed.
    await page.click('#sv-import-check');
    await page.waitForSelector('#sv-import-repeat', { state: 'visible' });
    await expect(page.locator('#sv-import-earlier').textContent()).resolves.toMatch(
      new RegExp(`import id ${importId}`),
    );
    await setChecked(page, '#sv-import-charged', true);
    await expect(isDisabled(page, '#sv-import-add')).resolves.toBe(true);
    await setChecked(page, '#sv-import-repeat', true);
    await page.locator('#sv-import-section').screenshot({ path: join(OUTPUT, 'excel-taskpane-add-keywords.png') });
    await page.click('#sv-import-add');
    await page.waitForSelector('#sv-import-message[data-kind=ok]');
    expect(importPosts()).toBe(2);
  });

  it('shows the core’s message for bad input, with the Excel error code, and no request', async () => {
    server.sandbox.requests.clear();
    await fillField(page, '#sv-arg-start_date', '2026-10-09');
    await page.click('#sv-run');
    await page.waitForSelector('#sv-run-message[data-kind=error]');
    await expect(page.locator('#sv-run-message').textContent()).resolves.toMatch(/^#VALUE! /);
    expect(server.sandbox.requests).toHaveLength(0);
    await expect(page.locator('#sv-last-error').textContent()).resolves.toMatch(/^KEYWORDS: /);
  });

  it('a redirect to another host is not followed: the browser gives an opaque answer, nothing reaches the other host', async () => {
    const reached: string[] = [];
    const collector = createServer((request, response) => {
      reached.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      response.end('[]');
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    try {
      server.sandbox.faults.add({ kind: 'redirect', status: 302, location: `http://127.0.0.1:${port}/v3` });
      await fillField(page, '#sv-arg-start_date', '2026-10-02');
      await page.click('#sv-run');
      await page.waitForSelector('#sv-run-message[data-kind=error]');
      const shown = (await page.locator('#sv-run-message').textContent()) ?? '';
      expect(shown).toMatch(/redirect/i);
      expect(shown).toMatch(/nothing was sent there/i);
      expect(reached).toEqual([]);
    } finally {
      server.sandbox.faults.clear();
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});
