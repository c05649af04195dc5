/**
 * Requests per pull against the sandbox over HTTP, counted in its request log: a pull sends the pages it needs and at
 * most one more, and exactly its pages when a row count is at hand.
 */
import { type Sandbox, start } from '@sv/sandbox';
import { runAsync } from '../../src/engine/drivers';
import { OFFSET_1000, type Paging, readAllPages } from '../../src/engine/paging';
import { createRateLimiter } from '../../src/engine/rate-limiter';
import { createSession } from '../../src/engine/session';
import { createFetchHost } from '../../src/hosts/fetch-host';

const TODAY = '2026-11-21';
/** 1.2 keyword data: pages of 1000 rows the service chooses, moved by offset. */
const FIXED_1000: Paging = { kind: 'fixed', pageSize: 1000, offsetParam: 'offset' };

describe('requests per pull, against the sandbox', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    // memoReads: a page read again (the same campaign with and without its count) is served as the text made the first
    // time, after the same checks: the sandbox spends a quarter of a second making each page of 1,000 keywords.
    sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0, memoReads: true });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.requests.clear());

  async function pull(campaignId: number, expectedRows?: number, api: '3.0' | '1.2' = '3.0') {
    const settings = { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url };
    // The sandbox limits no rate here; the session's own limiter would only make the test slower.
    const session = createSession(settings, { useCache: false, limiter: createRateLimiter(1000) });
    const request =
      api === '3.0'
        ? {
            api,
            path: '/rank-tracker/v3.0/keywords',
            query: { campaign_id: campaignId, start_date: '2026-10-01', end_date: '2026-10-31' },
            operation: 'keyword data',
          }
        : { api, path: `/keyword_data/${campaignId}/2026-10-01/2026-10-31`, query: {}, operation: 'keyword data' };
    const rows = await runAsync(
      readAllPages(session, {
        request,
        paging: api === '3.0' ? OFFSET_1000 : FIXED_1000,
        rows: (body) => body as unknown[],
        expectedRows,
      }),
      createFetchHost(fetch),
    );
    return { rows: rows.length, requests: sandbox.requests.length };
  }

  it('reads 2,345 keywords with exactly their three pages, with or without the count', async () => {
    expect(await pull(102)).toEqual({ rows: 2345, requests: 3 });
    sandbox.requests.clear();
    expect(await pull(102, 2345)).toEqual({ rows: 2345, requests: 3 });
  });

  it('reads 25,000 keywords with 26 requests given the campaign keyword count, 27 at most without', async () => {
    expect(await pull(103, 25_000)).toEqual({ rows: 25_000, requests: 26 });
    sandbox.requests.clear();
    const blind = await pull(103);
    expect(blind.rows).toBe(25_000);
    expect(blind.requests).toBeLessThanOrEqual(27);
  }, 90_000);

  it('reads a one-page campaign with one request', async () => {
    expect(await pull(101)).toEqual({ rows: 150, requests: 1 });
  });

  it('reads 1.2 keyword data (pages the service sizes) with exactly its pages given the count', async () => {
    expect(await pull(102, 2345, '1.2')).toEqual({ rows: 2345, requests: 3 });
    sandbox.requests.clear();
    expect(await pull(101, 150, '1.2')).toEqual({ rows: 150, requests: 1 });
  });
});
