/**
 * Finished tables in the response cache: a repeat of the same cell is served whole, without its pages, while another
 * token, a refresh's namespace or another day for relative dates reads afresh.
 */
import { type Sandbox, start } from '@sv/sandbox';
import { createFetchHost, createMemoryCache, invoke, runAsync } from '../../src';

describe('finished tables in the cache', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ today: '2026-11-20', latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
  });
  afterAll(() => sandbox.close());

  function client() {
    const cache = createMemoryCache();
    let sent = 0;
    const fetchHost = createFetchHost((url, init) => {
      sent += 1;
      return fetch(url, init);
    });
    const read: string[] = [];
    const host = {
      ...fetchHost,
      cacheGet(keys: string[]) {
        read.push(...keys);
        return cache.cacheGet(keys);
      },
      cachePut: cache.cachePut,
    };
    const call = (args: unknown[], options: { token?: string; namespace?: string; today?: string } = {}) =>
      runAsync(
        invoke('KEYWORDS', args, {
          settings: {
            token: options.token ?? sandbox.tokens.full,
            gatewayUrl: sandbox.v3Url,
            v1Url: sandbox.v1Url,
          },
          coerce: { today: () => options.today ?? '2026-11-20' },
          cacheNamespace: options.namespace,
        }),
        host,
      );
    return { call, read, sent: () => sent };
  }

  it('serves a repeat from the finished table, with no request and no page read', async () => {
    const { call, read, sent } = client();
    const first = await call([102, '2026-10-01', '2026-10-31']);
    expect(sent()).toBe(3);
    read.length = 0;
    const repeat = await call([102, '2026-10-01', '2026-10-31']);
    expect(sent()).toBe(3);
    // One read, of the finished table: no page is looked up, parsed or flattened again.
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/^sv:[^:]+:t:/);
    expect(repeat.table).toEqual(first.table);
    expect(repeat.table.rows).toHaveLength(2345);
  });

  it('reads afresh for another token, another namespace, or another today of a relative date', async () => {
    const { call, sent } = client();
    await call([101, '30 days ago', 'today']);
    const afterFirst = sent();
    await call([101, '30 days ago', 'today'], { token: sandbox.tokens.limited });
    expect(sent()).toBeGreaterThan(afterFirst);
    const afterToken = sent();
    await call([101, '30 days ago', 'today'], { namespace: 'after-refresh' });
    expect(sent()).toBeGreaterThan(afterToken);
    const afterNamespace = sent();
    await call([101, '30 days ago', 'today'], { today: '2026-11-19' });
    expect(sent()).toBeGreaterThan(afterNamespace);
  });
});
