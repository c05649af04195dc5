// Closes the browser tier's shared Chromium (test/browser-global-setup.ts) after the run.
import type { BrowserServer } from 'playwright-core';
import { SHARED_CHROMIUM } from './browser-global-setup';
import { SHARED_CHROMIUM_ENDPOINT } from './excel/helpers/chromium';

export default async function closeSharedChromium(): Promise<void> {
  const holder = globalThis as { [SHARED_CHROMIUM]?: BrowserServer };
  await holder[SHARED_CHROMIUM]?.close();
  delete holder[SHARED_CHROMIUM];
  delete process.env[SHARED_CHROMIUM_ENDPOINT];
}
