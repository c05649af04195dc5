import { type Sandbox, start } from '@sv/sandbox';
import { createFetchHost, createMemoryCache, createRateLimiter, invoke, runAsync } from '../../src';

const TODAY = '2026-11-21';
/** The sandbox campaign that tracks 25,000 keywords. */
const BULK_CAMPAIGN = 103;

/**
 * A campaign's keyword count, when a campaigns answer is already in the cache, lets a keyword pull ask for all its
 * pages at once, and none is spent on the count.
 */
describe('keyword pulls with the campaign keyword count at hand', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // memoReads: a page read again (the second pull of the same keywords) is served as the text made the first time,
    // after the same checks: the sandbox spends a quarter of a second making each page of 1,000 keywords.
    sandbox = await start({ today: TODAY, latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0, memoReads: true });
  });
  afterAll(() => sandbox.close());

  async function calculate(cache: ReturnType<typeof createMemoryCache>, name: string, args: unknown[]) {
    const before = sandbox.requests.length;
    const host = { ...createFetchHost(fetch), cacheGet: cache.cacheGet, cachePut: cache.cachePut };
    const result = await runAsync(
      invoke(name, args, {
        settings: { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url },
        coerce: { today: () => TODAY },
        limiter: createRateLimiter(1000),
      }),
      host,
    );
    return { rows: result.table.rows.length, requests: sandbox.requests.slice(before) };
  }

  it('reads 25,000 keywords with 26 requests after SV_CAMPAIGNS (its 25 pages and the short one that ends them), 27 without (the count asked once)', async () => {
    const warm = createMemoryCache();
    await calculate(warm, 'CAMPAIGNS', []);
    const counted = await calculate(warm, 'KEYWORDS', [BULK_CAMPAIGN, '2026-10-01', '2026-10-31']);
    expect(counted.rows).toBe(25_000);
    expect(counted.requests.every((request) => request.path.endsWith('/keywords'))).toBe(true);
    expect(counted.requests).toHaveLength(26);

    const cold = createMemoryCache();
    const blind = await calculate(cold, 'KEYWORDS', [BULK_CAMPAIGN, '2026-10-01', '2026-10-31']);
    expect(blind.rows).toBe(25_000);
    expect(blind.requests).toHaveLength(27);
    // Without a count at hand it asks for one once the first page is full, beside the second and the page ahead of it,
    // then for every page left.
    const paths = blind.requests.map((request) => (request.path.endsWith('/keywords') ? 'page' : request.path));
    expect(paths[0]).toBe('page');
    expect(paths.slice(1, 4).sort()).toEqual(['/v3/dashboard/v3.0/campaigns/tracked', 'page', 'page']);
    expect(paths.filter((path) => path !== 'page')).toHaveLength(1);
    // The count it read is kept: the next pull of the campaign asks for every page at once.
    const again = await calculate(cold, 'DAILY_RANKS', [BULK_CAMPAIGN, '2026-10-01', '2026-10-31']);
    expect(again.requests).toHaveLength(26);
  }, 180_000);

  it('does not use the count when a group or search narrows the keywords', async () => {
    const warm = createMemoryCache();
    await calculate(warm, 'CAMPAIGNS', []);
    const narrowed = await calculate(warm, 'KEYWORDS', [BULK_CAMPAIGN, '2026-10-01', '2026-10-31', '', 'search=zzzz']);
    expect(narrowed.requests).toHaveLength(1);
  });
});
