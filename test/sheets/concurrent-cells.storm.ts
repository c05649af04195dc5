/**
 * Twenty different SV_ formulas recalculated at once: Sheets runs each in an execution of its own, here a worker
 * thread evaluating the built project, all sharing one document cache and one set of locks (the hub), against the
 * sandbox and its limit of 10 requests a second per token. No execution may receive a 429 "Rate limit exceeded":
 * they keep to the limit together, through the one window they keep in the cache.
 *
 * It holds real time against a real-time limit with twenty threads on the machine's cores, so it runs on its own
 * (`npm run test:storm`), like the benchmarks, not in `npm test`: on a shared 2-core machine the threads wake late
 * and it fails for that reason alone.
 */
import { FUNCTIONS } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { DIST } from './harness';
import { twentyFormulas } from './storm/formulas';
import { SpreadsheetHub } from './storm/storm';

describe('twenty different formulas recalculated at once', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    // Answers take 100 to 150 ms, so requests sent a second apart arrive up to 50 ms closer together. The sandbox makes
    // a page of 1,000 keywords in about 0.3 s on the thread that also admits requests, so pages made while others
    // arrive would have those admitted late, bunched together: its memo of reads, warmed below, keeps that work out.
    sandbox = await start({ latency: { fixedMs: 100, jitterMs: 50 }, ratePerSecond: 10, memoReads: true });
  });
  afterAll(() => sandbox.close());

  it('keep to 10 requests a second together, and the repeat is served by the document cache', async () => {
    const calls = twentyFormulas(FUNCTIONS);
    expect(calls).toHaveLength(20);
    const spreadsheet = () =>
      new SpreadsheetHub({
        info: { url: sandbox.url, v3Url: sandbox.v3Url, v1Url: sandbox.v1Url, tokens: sandbox.tokens },
        project: DIST,
      });
    // The same formulas in another spreadsheet (its own cache and lock) first, so that the sandbox has made the pages.
    await spreadsheet().recalculate(calls);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    sandbox.requests.clear();
    const hub = spreadsheet();

    const first = await hub.recalculate(calls);
    expect(first.filter((execution) => !execution.ok)).toEqual([]);
    const log = [...sandbox.requests];
    expect(log.filter((entry) => entry.status === 429).map((entry) => entry.path)).toEqual([]);
    expect(hub.counts.rateLimited).toBe(0);
    // More requests than two seconds allow, so the limit was really in play.
    expect(log.length).toBeGreaterThan(20);
    expect(hub.counts.requests).toBe(log.length);

    const sent = hub.counts.requests;
    const second = await hub.recalculate(calls);
    expect(second.map((execution) => execution.rows)).toEqual(first.map((execution) => execution.rows));
    expect(hub.counts.requests - sent).toBe(0);
  }, 120_000);
});
