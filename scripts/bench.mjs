// Speed and request-count benchmarks against the embedded sandbox. Figures are ratios measured in one run, on
// whatever machine runs it: shared machines are noisy, so compare within a run, never across runs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const core = require('../packages/core/dist/core.cjs');

// The sandbox runs in a process of its own, on the other core, so its work is not billed to the client.
// A data-heavy call of a real gateway answers in a few hundred milliseconds.
const LATENCY = { fixedMs: 300, jitterMs: 100 };
const child = spawn(
  process.execPath,
  [
    'packages/sandbox/dist/cli.js',
    '--port',
    '0',
    '--latency',
    String(LATENCY.fixedMs),
    '--jitter',
    String(LATENCY.jitterMs),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let banner = '';
while (!/SV_TOKEN=\S+/.test(banner)) {
  const [chunk] = await once(child.stdout, 'data');
  banner += chunk;
}
const settings = {
  token: banner.match(/SV_TOKEN=(\S+)/)[1],
  gatewayUrl: banner.match(/SV_GATEWAY_URL=(\S+)/)[1],
  v1Url: banner.match(/SV_V1_URL=(\S+)/)[1],
};
const sandbox = { v3Url: settings.gatewayUrl, close: () => child.kill() };
const period = ['2026-10-01', '2026-10-31'];
const coerce = { today: () => '2026-11-20' };

let sent = 0;
function countedFetch(url, init) {
  sent += 1;
  return fetch(url, init);
}
function countRequests() {
  const before = sent;
  return () => sent - before;
}

async function timed(label, run) {
  const sent = countRequests();
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  return { label, ms, requests: sent(), value };
}

/** What analysts' copy-pasted scripts do: one page of the default 100 after another. */
async function naiveScript(campaignId, pageSize) {
  const rows = [];
  for (let offset = 0; ; offset += pageSize) {
    const query = `campaign_id=${campaignId}&start_date=${period[0]}&end_date=${period[1]}&limit=${pageSize}&offset=${offset}`;
    let response;
    for (;;) {
      response = await countedFetch(`${sandbox.v3Url}/rank-tracker/v3.0/keywords?${query}`, {
        headers: { Authorization: settings.token, Accept: 'application/json' },
      });
      if (response.status !== 429) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const page = await response.json();
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

function ourClient(campaignId, host) {
  return core.runAsync(core.invoke('KEYWORDS', [campaignId, ...period], { settings, coerce }), host);
}

const results = [];
const uncachedHost = () => core.createFetchHost(countedFetch);

// Warm-up, so neither side pays for compiling its code inside a measurement.
await ourClient(101, uncachedHost());
await naiveScript(101, 100);

for (const [campaignId, keywords] of [
  [102, 2345],
  [103, 25000],
]) {
  const ours = await timed(`KEYWORDS ${keywords} keywords, this client`, () => ourClient(campaignId, uncachedHost()));
  if (ours.value.table.rows.length !== keywords) throw new Error(`expected ${keywords} rows`);
  const sequential1000 = await timed(`${keywords} keywords, sequential pages of 1000`, () =>
    naiveScript(campaignId, 1000),
  );
  const naive100 =
    keywords <= 2345
      ? await timed(`${keywords} keywords, sequential pages of 100 (typical script)`, () =>
          naiveScript(campaignId, 100),
        )
      : undefined;
  results.push(ours, sequential1000, ...(naive100 ? [naive100] : []));
  console.log(`\n${keywords} keywords (sandbox latency ${LATENCY.fixedMs}±${LATENCY.jitterMs} ms, 10 requests/s):`);
  for (const run of [ours, sequential1000, naive100].filter(Boolean)) {
    console.log(
      `  ${run.label.padEnd(62)} ${String(Math.round(run.ms)).padStart(6)} ms ${String(run.requests).padStart(4)} requests`,
    );
  }
  console.log(`  speed-up over sequential pages of 1000: ${(sequential1000.ms / ours.ms).toFixed(2)}x`);
  if (naive100) {
    console.log(
      `  speed-up over pages of 100: ${(naive100.ms / ours.ms).toFixed(2)}x, requests saved: ${naive100.requests - ours.requests}`,
    );
  }
}

// A repeated call served by the memory cache, as in Excel's shared runtime.
const cache = core.createMemoryCache();
const cachedHost = { ...uncachedHost(), cacheGet: cache.cacheGet, cachePut: cache.cachePut };
const cold = await timed('cold', () => ourClient(102, cachedHost));
const warm = await timed('warm', () => ourClient(102, cachedHost));
console.log(
  `\nrepeat of KEYWORDS 2345 from the memory cache: cold ${Math.round(cold.ms)} ms, warm ${warm.ms.toFixed(1)} ms (${(cold.ms / warm.ms).toFixed(0)}x), ${warm.requests} requests`,
);

// Flattening cost alone: 25,000 keyword records into the fixed column table.
const pages = [];
for (let offset = 0; offset < 25000; offset += 1000) {
  const response = await fetch(
    `${sandbox.v3Url}/rank-tracker/v3.0/keywords?campaign_id=103&start_date=${period[0]}&end_date=${period[1]}&limit=1000&offset=${offset}`,
    { headers: { Authorization: settings.token } },
  );
  pages.push(...(await response.json()));
  await new Promise((resolve) => setTimeout(resolve, 110));
}
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const layoutStart = performance.now();
const table = core.flatten(pages, core.keywordsLayout);
const layoutMs = performance.now() - layoutStart;
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
const genericStart = performance.now();
const generic = core.flattenGeneric(pages);
const genericMs = performance.now() - genericStart;
console.log(
  `\nflattening 25,000 keyword records: fixed layout ${Math.round(layoutMs)} ms (${table.columns.length} columns, heap +${heapMb.toFixed(0)} MB), generic ${Math.round(genericMs)} ms (${generic.columns.length} columns)`,
);

sandbox.close();
