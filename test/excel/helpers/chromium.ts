import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // office.js cannot load, as on a machine without internet: the Excel pane then runs in preview mode unless a test
  // stands Office in. Nothing else the tests open comes from that host.
  '--host-resolver-rules=MAP appsforoffice.microsoft.com ~NOTFOUND',
];

/**
 * Where the browser tier's shared Chromium listens (a websocket address), set by test/browser-global-setup.ts for
 * the workers, which jest starts after it.
 */
export const SHARED_CHROMIUM_ENDPOINT = 'SV_SHARED_CHROMIUM_ENDPOINT';

/**
 * A Chromium for one test file: a connection to the one the browser tier shares when it runs (a launch costs about
 * a second and a half of a core, sixteen times over), else one of its own. Closing it closes this file's pages and
 * contexts only; the shared one is closed after the run.
 */
export function openChromium(): Promise<Browser> {
  const endpoint = process.env[SHARED_CHROMIUM_ENDPOINT];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Whether browser tests can run. In CI a missing Chromium is a failure (CI installs it); on a developer machine the
 * tests are skipped with a message nobody can miss.
 */
export function chromiumAvailable(suite: string): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(
      `${suite}: Chromium is missing at ${CHROMIUM_PATH}; CI must install it (apt-get install chromium).`,
    );
  }
  console.warn(
    [
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      `!!! SKIPPED: ${suite}`,
      `!!! Chromium was not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium)`,
      '!!! or set CHROMIUM_PATH to run the browser tests.',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '',
    ].join('\n'),
  );
  return false;
}
