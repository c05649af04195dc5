/**
 * Twenty different SV_ formulas recalculated at once: Sheets runs each in an execution of its own, here a worker
 * thread evaluating the built project, all sharing one document cache and one set of locks (the hub), against the
 * sandbox and its limit of 10 requests a second per token. No execution may receive a 429 "Rate limit exceeded":
 * they keep to the limit together, through the one window they keep in the cache.
 */
import { FUNCTIONS } from '@sv/core';
import { type Sandbox, start } from '@sv/sandbox';
import { DIST } from './harness';
import { SpreadsheetHub, type StormCall } from './storm/storm';

const PERIOD = { start_date: '2026-10-01', end_date: '2026-10-31' };

/**
 * The first twenty campaign functions that need nothing but the campaign and the period: the first five on a campaign
 * of 2,345 keywords (several pages each), the others on a small one.
 */
function twentyFormulas(): StormCall[] {
  const fits = FUNCTIONS.filter(
    (fn) =>
      fn.api === '3.0' &&
      fn.params[0]?.name === 'campaign_id' &&
      fn.params.every((param) => param.optional || param.name in PERIOD || param.name === 'campaign_id'),
  );
  return fits.slice(0, 20).map((fn, index) => ({
    name: `SV_${fn.name}`,
    args: fn.params
      .slice(0, 3)
      .filter((param) => param.name === 'campaign_id' || param.name in PERIOD)
      .map((param) =>
        param.name === 'campaign_id' ? (index < 5 ? 102 : 101) : PERIOD[param.name as keyof typeof PERIOD],
      ),
  }));
}

describe('twenty different formulas recalculated at once', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    // Answers take 100 to 150 ms, so requests sent a second apart arrive up to 50 ms closer together.
    sandbox = await start({ latency: { fixedMs: 100, jitterMs: 50 }, ratePerSecond: 10 });
  });
  afterAll(() => sandbox.close());

  it('keep to 10 requests a second together, and the repeat is served by the document cache', async () => {
    const calls = twentyFormulas();
    expect(calls).toHaveLength(20);
    const hub = new SpreadsheetHub({
      info: { url: sandbox.url, v3Url: sandbox.v3Url, v1Url: sandbox.v1Url, tokens: sandbox.tokens },
      project: DIST,
    });

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
