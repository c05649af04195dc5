import type { Page } from 'playwright-core';
import type { DevServer } from '../../packages/excel/src/server/dev-server';
import { chromiumAvailable } from './helpers/chromium';
import { fillField } from './helpers/pane-controls';
import { type PaneServer, startPaneServer } from './helpers/pane-server';

const SUITE = 'Excel task pane: where the token goes, in headless Chromium';
const maybe = chromiumAvailable(SUITE) ? describe : describe.skip;

jest.setTimeout(120_000);

/**
 * The Connection section names the host the token would go to as fetch reads the addresses, while they are typed, and
 * after saving; a look-alike address shows its problem instead of a host.
 */
maybe(SUITE, () => {
  let pane: PaneServer;
  let server: DevServer;
  let page: Page;

  beforeAll(async () => {
    pane = await startPaneServer();
    server = pane.server;
    page = await pane.browser.newPage({ viewport: { width: 350, height: 1400 } });
    await page.goto(pane.paneUrl);
    await page.waitForSelector('#sv-token-destination');
  });

  afterAll(async () => {
    await pane?.close();
  });

  const destination = () => page.locator('#sv-token-destination').textContent();

  it('names the problem of a look-alike address, not a host', async () => {
    await fillField(page, '#sv-gateway-url', 'https://apigw.seomonitor.com\u3002evil.example/v3');
    await expect(destination()).resolves.toMatch(/SV_GATEWAY_URL .*<U\+3002>.*holds U\+3002.*Nothing is sent/);
  });

  it('names the host as fetch reads an address in capitals, then saves and says where the token goes', async () => {
    const port = new URL(server.sandboxUrls.gatewayUrl).port;
    await fillField(page, '#sv-gateway-url', `HTTP://LOCALHOST:${port}/v3/`);
    await fillField(page, '#sv-v1-url', server.sandboxUrls.v1Url.replace(/\/\/[^/]+/, `//LocalHost:${port}`));
    await expect(destination()).resolves.toBe(`The token goes to localhost:${port}.`);

    server.sandbox.requests.clear();
    await fillField(page, '#sv-token', server.sandbox.tokens.full);
    await page.click('#sv-connection fluent-button[type=submit]');
    await page.waitForSelector('#sv-connection .message[data-kind=ok]');
    await expect(page.locator('#sv-connection .message').textContent()).resolves.toBe(
      `Token accepted and saved. The token goes to localhost:${port}.`,
    );
    expect(server.sandbox.requests.length).toBeGreaterThan(0);
  });
});
