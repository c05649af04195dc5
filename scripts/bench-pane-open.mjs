// How long the Excel task pane takes to open, as a user waits for it: a built dist folder served over local http,
// opened in headless Chromium in a fresh browser context each run (empty HTTP and code caches: a cold open), timed
// from navigation to the pane drawn (every section and the 68 functions of the catalogue in the page, its Fluent
// controls defined), and to its first sections usable (the token field drawn). office.js is made unreachable, as on a
// machine without internet, so the pane runs in preview mode. Prints the medians of the runs in milliseconds; with two
// folders, both and their ratios, measured in one run alternately, so a noisy machine weighs on both alike.
//   node scripts/bench-pane-open.mjs <dist> [<other dist>] [--runs N]
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves a folder's files on 127.0.0.1; anything else is a 404 (dev-config.json among them: no sandbox here). */
async function serve(folder) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^[/\\]+/, '');
    const file = join(folder, path);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/taskpane.html`, close: () => server.close() };
}

/** Milliseconds from navigation to the first sections usable (the token field drawn), and to the whole pane. */
async function openOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 350, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const at = (condition) =>
    page
      .waitForFunction(condition, undefined, { polling: 'raf', timeout: 60_000 })
      .then(() => page.evaluate(() => performance.now()));
  // Navigation start is the page's time origin. Before Fluent the token field was a plain input.
  const first = await at(() => {
    const token = document.querySelector('#sv-token');
    return token !== null && (token.localName !== 'fluent-text-input' || token.shadowRoot !== null);
  });
  const whole = await at(() => document.querySelectorAll('#sv-catalogue .function').length === 68);
  await context.close();
  return { first, whole };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measurePaneOpen(folders, runs = 9) {
  const servers = await Promise.all(folders.map((folder) => serve(folder)));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP appsforoffice.microsoft.com ~NOTFOUND',
    ],
  });
  try {
    const times = folders.map(() => ({ first: [], whole: [] }));
    // One warm-up of each (the browser's own start), then the runs, alternating between the folders.
    for (const server of servers) await openOnce(browser, server.url);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, server] of servers.entries()) {
        const { first, whole } = await openOnce(browser, server.url);
        times[index].first.push(first);
        times[index].whole.push(whole);
      }
    }
    return times.map(({ first, whole }) => ({ first: median(first), whole: median(whole) }));
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string' } } });
  if (positionals.length === 0) {
    console.error('usage: node scripts/bench-pane-open.mjs <dist> [<other dist>] [--runs N]');
    process.exit(2);
  }
  const folders = positionals.map((folder) => resolve(folder));
  const medians = await measurePaneOpen(folders, Number(values.runs ?? 9));
  for (const [index, folder] of folders.entries()) {
    const { first, whole } = medians[index];
    console.log(`${folder}: first sections ${first.toFixed(0)} ms, whole pane ${whole.toFixed(0)} ms`);
  }
  if (medians.length === 2) {
    const ratio = (key) => (medians[1][key] / medians[0][key]).toFixed(2);
    console.log(`second/first: first sections ${ratio('first')}, whole pane ${ratio('whole')}`);
  }
}
