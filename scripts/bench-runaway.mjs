// Runaway guards: the pulls a misbehaving service would send on and on (an ignored offset, a count that lies, a 1.2
// answer reporting pages or rows it does not hold, 1.2 pages of a few rows), each against its healthy twin, counted in the sandbox's own
// request log. The figure is the most requests any of them sent, beside what the healthy pull needed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const core = require('../packages/core/dist/core.cjs');
const { start } = require('../packages/sandbox/dist/index.js');

const TODAY = '2026-11-20';
const DAY = ['2026-10-01', '2026-10-01'];
const KEYWORDS_PATH = '/v3/rank-tracker/v3.0/keywords';
const COMPARE_PATH = /^\/v1\.2\/compare\/keywords\//;
/**
 * The ceilings of pages a pull may read: a spreadsheet's (the core's default), and sv's, which writes rows as they
 * arrive and reads far more (packages/cli/src/run-function.ts), so a count that lies is not cut short by it there.
 */
const CEILINGS = { spreadsheet: undefined, sv: { pages: 20_000, advice: '' } };

const CASES = [
  {
    name: '2,345 keywords, offset ignored',
    call: ['KEYWORDS', [102, ...DAY]],
    faults: [{ kind: 'ignore-offset', path: KEYWORDS_PATH }],
  },
  {
    name: '2,345 keywords, a cached count of 2,345,000',
    call: ['KEYWORDS', [102, ...DAY]],
    cachedCount: true,
    faults: [{ kind: 'keyword-count', factor: 1000 }],
  },
  {
    name: '25,000 keywords, a count of 2,000,000 asked for mid-pull',
    call: ['KEYWORDS', [103, ...DAY]],
    faults: [{ kind: 'keyword-count', count: 2_000_000 }],
  },
  {
    name: '1.2 compare, 1,000 pages and 1,000,000 rows reported',
    call: ['V1_COMPARE_KEYWORDS', [102, ...DAY, 'rival.com']],
    faults: [{ kind: 'wrapper-count', path: COMPARE_PATH, pages: 1000, totalResults: 1_000_000 }],
  },
  // Tiny pages: a 1.2 compare service serving 1, 2 or 3 rows a page, its `limit` saying so, with and without
  // `total_results`. Pages overlap by one row, so a page of one row moves the pull nowhere.
  ...[1, 2, 3].flatMap((pageRows) =>
    [false, true].map((dropTotal) => ({
      name: `1.2 compare, pages of ${pageRows} row${pageRows > 1 ? 's' : ''}${dropTotal ? ', no total' : ''}`,
      call: ['V1_COMPARE_KEYWORDS', [102, ...DAY, 'rival.com']],
      faults: [{ kind: 'small-pages', path: COMPARE_PATH, pageRows, dropTotal }],
    })),
  ),
];

/** Requests one call sends, and how it ended. */
async function requestsOf(sandbox, settings, spec, withFaults, pageCeiling) {
  const cache = core.createMemoryCache();
  const host = { ...core.createFetchHost(fetch), cacheGet: cache.cacheGet, cachePut: cache.cachePut };
  if (withFaults) for (const fault of spec.faults) sandbox.faults.add(fault);
  // A spreadsheet that showed SV_CAMPAIGNS earlier holds the campaigns answer, with its keyword count.
  if (spec.cachedCount) await core.runAsync(core.invoke('CAMPAIGNS', [], { settings }), host);
  const callHost = spec.cachedCount ? host : core.createFetchHost(fetch);
  sandbox.requests.clear();
  let ended = 'complete';
  try {
    await core.runAsync(core.invoke(spec.call[0], spec.call[1], { settings, pageCeiling }), callHost);
  } catch (error) {
    if (!(error instanceof core.SvError)) throw error;
    ended = 'error';
  }
  const sent = sandbox.requests.length;
  sandbox.faults.clear();
  return { sent, ended };
}

export async function measureRunaway() {
  const sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
  const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
  const rows = [];
  try {
    for (const spec of CASES) {
      for (const [host, ceiling] of Object.entries(CEILINGS)) {
        const healthy = await requestsOf(sandbox, settings, spec, false, ceiling);
        const runaway = await requestsOf(sandbox, settings, spec, true, ceiling);
        rows.push({ name: `${spec.name} (${host})`, healthy: healthy.sent, sent: runaway.sent, ended: runaway.ended });
      }
    }
  } finally {
    await sandbox.close();
  }
  const worst = rows.reduce((most, row) => (row.sent - row.healthy > most.sent - most.healthy ? row : most));
  return {
    rows,
    figures: {
      'runaway.max_requests': Math.max(...rows.map((row) => row.sent)),
      'runaway.max_beyond_needed': worst.sent - worst.healthy,
    },
  };
}
