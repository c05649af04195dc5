/**
 * Finished tables in the response cache: a repeat of the same cell is served whole, without its pages, while another
 * token, a refresh's namespace or another day for relative dates reads afresh. The cache is best effort: a table too
 * long for the host is served uncached, and a table the host refused stays refused without a request.
 */
import { type Sandbox, start } from '@sv/sandbox';
import {
  type CacheEntry,
  createFetchHost,
  createMemoryCache,
  InputError,
  type InvokeOptions,
  invoke,
  runAsync,
  type TableLimit,
} from '../../src';

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
    // Three pages and the campaigns answer (the keyword count).
    expect(sent()).toBe(4);
    read.length = 0;
    const repeat = await call([102, '2026-10-01', '2026-10-31']);
    expect(sent()).toBe(4);
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

describe('the table cache is best effort', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ today: '2026-11-20', latency: { fixedMs: 0, jitterMs: 0 }, ratePerSecond: 0 });
  });
  afterAll(() => sandbox.close());

  /** A host with a memory cache that records what each call stores under a finished table's key. */
  function client(options: Omit<InvokeOptions, 'settings'>) {
    const cache = createMemoryCache();
    let sent = 0;
    const fetchHost = createFetchHost((url, init) => {
      sent += 1;
      return fetch(url, init);
    });
    const tableWrites: string[] = [];
    const host = {
      ...fetchHost,
      cacheGet: cache.cacheGet,
      cachePut(entries: CacheEntry[]) {
        for (const entry of entries) if (/^sv:[^:]+:t:/.test(entry.key)) tableWrites.push(entry.value);
        cache.cachePut(entries);
      },
    };
    const call = (name: string, args: unknown[]) =>
      runAsync(
        invoke(name, args, {
          ...options,
          settings: { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url },
          coerce: { today: () => '2026-11-20' },
        }),
        host,
      );
    return { call, tableWrites, sent: () => sent };
  }

  it('serves a table longer than the host keeps, uncached, and does not encode it again on the next call', async () => {
    const { call, tableWrites, sent } = client({ maxCachedTableChars: 200_000 });
    const daily = [102, '2026-10-01', '2026-10-31'];
    const first = await call('DAILY_RANKS', daily);
    // 2,345 keywords × 2 devices × 31 days: millions of characters, far beyond the host's 200,000.
    expect(first.table.rows).toHaveLength(2345 * 2 * 31);
    // Three pages and the campaigns answer (the keyword count).
    expect(sent()).toBe(4);
    // In the table's place, a marker of a few characters, not the table.
    expect(tableWrites).toHaveLength(1);
    expect(tableWrites[0]?.length).toBeLessThan(100);

    const repeat = await call('DAILY_RANKS', daily);
    expect(repeat.table).toEqual(first.table);
    // Its pages came from the cache, and nothing was written for the table again.
    expect(sent()).toBe(4);
    expect(tableWrites).toHaveLength(1);
  });

  it('keeps a table within the limit as before', async () => {
    const { call, tableWrites } = client({ maxCachedTableChars: 200_000 });
    const { table } = await call('KEYWORDS', [101, '2026-10-01', '2026-10-31', '', 'columns=keyword_id,keyword']);
    expect(tableWrites).toHaveLength(1);
    expect(JSON.parse(tableWrites[0] as string).r).toEqual(table.rows);
  });

  it('keeps no table at all for a host without a cache (0)', async () => {
    const { call, tableWrites, sent } = client({ maxCachedTableChars: 0 });
    await call('KEYWORDS', [101, '2026-10-01', '2026-10-31']);
    await call('KEYWORDS', [101, '2026-10-01', '2026-10-31']);
    expect(tableWrites).toEqual([]);
    // The second call is served by the cached pages.
    expect(sent()).toBe(1);
  });

  it('remembers a table the host refused for the answers’ lifetime: the repeat refuses it without a request', async () => {
    const refused: number[] = [];
    const tableLimit: TableLimit = {
      expected: () => undefined,
      finished(table) {
        refused.push(table.rows.length);
        if (table.rows.length > 1000) throw new InputError(`${table.rows.length} rows are more than this host shows.`);
      },
    };
    const { call, sent } = client({ tableLimit });
    const args = [102, '2026-10-01', '2026-10-31'];
    await expect(call('KEYWORDS', args)).rejects.toThrow('2345 rows are more than this host shows.');
    // Three pages and the campaigns answer (the keyword count).
    expect(sent()).toBe(4);
    await expect(call('KEYWORDS', args)).rejects.toThrow('2345 rows are more than this host shows.');
    expect(sent()).toBe(4);
    // The host was asked once: the second refusal came from the cache, without reading the pages again.
    expect(refused).toEqual([2345]);
    // A table the host accepts is served as usual.
    await expect(call('KEYWORDS', [101, '2026-10-01', '2026-10-31'])).resolves.toBeDefined();
  });
});
