import { existsSync } from 'node:fs';

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
];

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
