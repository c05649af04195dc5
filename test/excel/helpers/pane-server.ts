/**
 * The built task pane as `npm start` serves it, the sandbox beside it, and a headless Chromium to open it in. The
 * pane is opened on 127.0.0.1 and the sandbox answers on localhost at another port: two origins, so every call is a
 * real cross-origin request with a preflight, as in Excel. office.js cannot load, as on a machine without internet, so
 * the pane runs in preview mode unless a test stands Office in (not with page.route: Playwright's interception answers
 * CORS preflights itself, and they must reach the sandbox).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type DevServer, startDevServer } from '../../../packages/excel/src/server/dev-server';
import { openChromium } from './chromium';
import { EXCEL_DIST } from './paths';

export interface PaneServer {
  server: DevServer;
  browser: Browser;
  /** The pane's address on the other origin. */
  paneUrl: string;
  close(): Promise<void>;
}

export async function startPaneServer(): Promise<PaneServer> {
  const server = await startDevServer({
    distDir: EXCEL_DIST,
    port: 0,
    sandboxPort: 0,
    http: true,
    certDir: mkdtempSync(join(tmpdir(), 'sv-certs-')),
    hostname: 'localhost',
    sandboxOptions: { today: '2026-11-01' },
  });
  const browser = await openChromium();
  return {
    server,
    browser,
    paneUrl: server.previewUrl.replace('//localhost:', '//127.0.0.1:'),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
