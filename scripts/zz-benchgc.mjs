// Speed and request-count benchmarks against the embedded sandbox. Figures are ratios measured in one run, on
// whatever machine runs it: shared machines are noisy, so compare within a run, never across runs.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { measureSheetsCold } from './bench-cold-sheets.mjs';
import { measureExport } from './bench-export.mjs';
import { measurePaneOpen } from './bench-pane-open.mjs';
import { measureRunaway } from './bench-runaway.mjs';
import { createBlockingHost } from './bench-sync-host.mjs';

const require = createRequire(import.meta.url);
const core = require('../packages/core/dist/core.cjs');

// The sandbox runs in a process of its own, on the other core, so its work is not billed to the client.
// A data-heavy call of a real gateway answers in a few hundred milliseconds, also when asked for many at once. The
// sandbox makes each record from hashes on one thread (a page of 1,000 keywords costs it about 0.3 s), so concurrent
// pages would queue behind each other and its busy thread would admit requests late, bunched into 429s: with
// --memo-reads it answers a read it has made before from the text it sent, and every measured read is made once
// before it is timed (warm-up below).
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
    '--memo-reads',
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
// A failed measurement must not leave the sandbox running.
process.on('exit', () => child.kill());
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

/**
 * A host without a cache says so (`maxCachedTableChars: 0`), as `sv` does by streaming: otherwise the finished table
 * would be encoded for a cache that keeps nothing (about 0.13 s for 25,000 keywords in 54 columns).
 */
const cacheOf = (host) => (host.cacheGet ? {} : { maxCachedTableChars: 0 });

function ourClient(campaignId, host, options = '') {
  return core.runAsync(
    core.invoke('KEYWORDS', [campaignId, ...period, '', options], { settings, coerce, ...cacheOf(host) }),
    host,
  );
}

const COMPARED = 'compare=previous_period';

/** The Apps Script path: the synchronous driver, batches through a blocking fetchAll, blocking sleeps. */
function ourClientSync(campaignId, blocking, cache) {
  const host = syncHost(blocking, cache);
  return core.runSync(core.invoke('KEYWORDS', [campaignId, ...period], { settings, coerce, ...cacheOf(host) }), host);
}

/** The blocking host as Apps Script's `fetchAll` answers, with a cache where one is given (Sheets' document cache). */
function syncHost(blocking, cache) {
  return {
    ...(cache ? { cacheGet: cache.cacheGet, cachePut: cache.cachePut } : {}),
    fetchAll(requests) {
      sent += requests.length;
      return blocking.host
        .fetchAll(requests)
        .map((outcome) => ({ ...outcome, headers: core.lowerCaseHeaders(outcome.headers) }));
    },
    sleep: blocking.host.sleep,
  };
}

/** The pages a pull of `rows` rows needs: those holding them, and the empty one after rows ending on a full page. */
const pagesNeeded = (rows) => Math.ceil(rows / 1000) + (rows % 1000 === 0 ? 1 : 0);
/** The least time a pull can take: its pages at 10 requests a second, and one round trip for the last of them. */
const boundSeconds = (rows) => Math.ceil(rows / 1000) / 10 + LATENCY.fixedMs / 1000;
/** The sandbox counts requests per second per token: each measurement starts with a fresh second. */
const settle = () => { if (process.env.GC) globalThis.gc(); return new Promise((resolve) => setTimeout(resolve, 1100)); };

const uncachedHost = () => core.createFetchHost(countedFetch);
const figures = {};
const round = (value, digits = 2) => Number(value.toFixed(digits));

// Warm-up, so neither side pays for compiling its code inside a measurement, and the sandbox has made every page
// once (see --memo-reads above).
await ourClient(101, uncachedHost());
await naiveScript(101, 100);
await settle();
await naiveScript(102, 100);
await settle();
for (const campaignId of [102, 103]) {
  await ourClient(campaignId, uncachedHost());
  await settle();
}
await ourClient(102, uncachedHost(), COMPARED);
await settle();
// The synchronous driver's code, and the blocking host's worker thread (Apps Script starts none), warmed the same way.
const blocking = createBlockingHost();
ourClientSync(103, blocking);
await settle();

// A typical campaign against what analysts' scripts do: pages of 100, one after another.
const typical = await timed('KEYWORDS 2,345 keywords', () => ourClient(102, uncachedHost()));
if (typical.value.table.rows.length !== 2345) throw new Error('expected 2345 rows');
await settle();
const naive = await timed('2,345 keywords, pages of 100 one after another', () => naiveScript(102, 100));
figures['bulk.naive.requests'] = naive.requests;
figures['bulk.naive.seconds'] = round(naive.ms / 1000);
figures['bulk.speedup_vs_naive'] = round(naive.ms / typical.ms, 1);
await settle();

// The same campaign compared with the previous period: the two periods' pages and nothing more, beside one pull.
const compared = await timed('KEYWORDS 2,345 keywords, compare=previous_period', () =>
  ourClient(102, uncachedHost(), COMPARED),
);
if (compared.value.table.rows.length < 2345) throw new Error('expected at least 2345 compared rows');
figures['compare.requests'] = compared.requests;
figures['compare.single.requests'] = typical.requests;
figures['compare.seconds'] = round(compared.ms / 1000);
figures['compare.single.seconds'] = round(typical.ms / 1000);
await settle();

// The largest campaign, both drivers.
const bulk = await timed('KEYWORDS 25,000 keywords, async driver', () => ourClient(103, uncachedHost()));
if (bulk.value.table.rows.length !== 25000) throw new Error('expected 25000 rows');
figures['bulk.async.requests'] = bulk.requests;
figures['bulk.async.seconds'] = round(bulk.ms / 1000);
figures['bulk.async.ratio_to_bound'] = round(bulk.ms / 1000 / boundSeconds(25000));
figures['paging.extra_requests'] = bulk.requests - pagesNeeded(25000);
// Each pull starts with the heap an execution of its own would have, not holding the table of the one before.
bulk.value = undefined;
await settle();
const bulkSync = await timed('KEYWORDS 25,000 keywords, sync driver', () => ourClientSync(103, blocking));
if (bulkSync.value.table.rows.length !== 25000) throw new Error('expected 25000 rows');
bulkSync.value = undefined;
figures['bulk.sync.ratio_to_bound'] = round(bulkSync.ms / 1000 / boundSeconds(25000));
await settle();

// The sync pull a Sheets cell makes within the hour of an earlier pull or a CAMPAIGNS cell: Sheets keeps the campaigns
// answer that long, so the count paces the pull from its first page. The pages themselves are not cached.
const syncCache = core.createMemoryCache();
core.runSync(core.invoke('CAMPAIGNS', [''], { settings, coerce }), syncHost(blocking, syncCache));
await settle();
const countedSync = await timed('KEYWORDS 25,000 keywords, sync driver, count in the cache', () =>
  ourClientSync(103, blocking, syncCache),
);
blocking.close();
if (countedSync.value.table.rows.length !== 25000) throw new Error('expected 25000 rows');
countedSync.value = undefined;
figures['bulk.sync.counted.requests'] = countedSync.requests;
figures['bulk.sync.counted.ratio_to_bound'] = round(countedSync.ms / 1000 / boundSeconds(25000));
await settle();

// The same pull where the campaigns answer is already in the cache (a CAMPAIGNS cell, or an earlier pull asked for
// it within the hour): the count paces the pull from its first page. The pages themselves are not cached.
async function withCachedCount(run) {
  const cache = core.createMemoryCache();
  const host = { ...uncachedHost(), cacheGet: cache.cacheGet, cachePut: cache.cachePut };
  await core.runAsync(core.invoke('CAMPAIGNS', [''], { settings, coerce }), host);
  await settle();
  return timed('KEYWORDS 25,000 keywords, count in the cache', () => run(host));
}
const counted = await withCachedCount((host) => ourClient(103, host));
if (counted.value.table.rows.length !== 25000) throw new Error('expected 25000 rows');
figures['bulk.async.counted.requests'] = counted.requests;
figures['bulk.async.counted.ratio_to_bound'] = round(counted.ms / 1000 / boundSeconds(25000));
await settle();
console.log('FIG', JSON.stringify({a: figures['bulk.async.ratio_to_bound'], s: figures['bulk.sync.ratio_to_bound'], sc: figures['bulk.sync.counted.ratio_to_bound'], ac: figures['bulk.async.counted.ratio_to_bound']})); blocking.close(); sandbox.child?.kill?.(); process.exit(0);
