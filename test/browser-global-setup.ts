// The browser tier's one Chromium: launched before its first file, its address handed to the workers through the
// environment (they start after this), closed after the run (test/browser-global-teardown.ts). Each file connects to
// it (openChromium in test/excel/helpers/chromium.ts) instead of launching one of its own.
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHARED_CHROMIUM_ENDPOINT } from './excel/helpers/chromium';

export const SHARED_CHROMIUM = Symbol.for('sv.shared-chromium');

export default async function launchSharedChromium(): Promise<void> {
  // Without Chromium the files skip themselves, or fail in CI, each saying why (chromiumAvailable).
  if (!existsSync(CHROMIUM_PATH)) return;
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  (globalThis as { [SHARED_CHROMIUM]?: BrowserServer })[SHARED_CHROMIUM] = server;
  process.env[SHARED_CHROMIUM_ENDPOINT] = server.wsEndpoint();
}
