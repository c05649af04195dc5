/**
 * Property: paging under random failures and short pages yields every row exactly once, in order, or one of our
 * errors; never a table with rows missing or repeated.
 */
import fc from 'fast-check';
import { type AsyncHost, runAsync, runSync, type SyncHost } from '../../packages/core/src/engine/drivers';
import { OFFSET_1000, type Paging, readAllPages } from '../../packages/core/src/engine/paging';
import { createSession } from '../../packages/core/src/engine/session';
import { SvError } from '../../packages/core/src/errors';
import type { HttpOutcome, HttpRequest } from '../../packages/core/src/http';

const settings = { token: 't', gatewayUrl: 'https://gw.example/v3', v1Url: 'https://v1.example/v1.2' };
const request = { api: '3.0' as const, path: '/keywords', query: { campaign_id: 1 }, operation: 'keyword data' };

type Failure = 'none' | '500' | '503' | '429' | 'reset' | 'malformed' | 'html';

interface World {
  total: number;
  pagingKind: 'offset' | 'fixed' | 'counted' | 'offset-small';
  rowLimit: number | undefined;
  /** Failure of the n-th request sent (transient: the retry of the same page is the next request). */
  failures: Failure[];
  /** Offsets of pages that lose their first row: always, or only the first time they are read. */
  damaged: { offset: number; always: boolean }[];
  driver: 'runSync' | 'runAsync';
  /** The row count the caller has at hand, if any: the true one, or a stale one. */
  expectedRows: number | undefined;
}

const PAGINGS: Record<World['pagingKind'], Paging> = {
  offset: OFFSET_1000,
  'offset-small': { kind: 'offset', maxPageSize: 7, limitParam: 'limit', offsetParam: 'offset' },
  fixed: { kind: 'fixed', pageSize: 1000, offsetParam: 'offset' },
  counted: { kind: 'counted', pageSize: 1000, offsetParam: 'offset' },
};

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}

/**
 * A service of `total` rows answering each request by the world's rules. A damaged page loses a row only where a
 * lost row can be seen at all: a full page of at least two rows that more rows follow (offset and fixed pages carry
 * no count), or any non-empty page of a counted answer (it reports its total).
 */
function service(world: World) {
  let sent = 0;
  const read = new Map<number, number>();
  const paging = PAGINGS[world.pagingKind];
  const pageSize = 'maxPageSize' in paging ? paging.maxPageSize : 'pageSize' in paging ? paging.pageSize : 0;
  function answer(http: HttpRequest): HttpOutcome {
    const failure = world.failures[sent] ?? 'none';
    sent += 1;
    if (failure === 'reset') return { status: 0, headers: {}, body: '', failure: 'connection reset' };
    if (failure === '500' || failure === '503') {
      return { status: Number(failure), headers: {}, body: '{"error":{"message":"Internal server error"}}' };
    }
    if (failure === '429') return { status: 429, headers: {}, body: '{"error":{"message":"Rate limit exceeded"}}' };
    if (failure === 'html') return { status: 502, headers: {}, body: '<html><h1>502 Bad Gateway</h1></html>' };
    if (failure === 'malformed') return { status: 200, headers: {}, body: '[{"id":' };
    const q = queryOf(http.url);
    const offset = Number(q.offset ?? 0);
    const asked = q.limit === undefined ? pageSize : Number(q.limit);
    let rows = Array.from({ length: Math.max(0, Math.min(asked, world.total - offset)) }, (_, i) => ({
      id: offset + i,
    }));
    const times = (read.get(offset) ?? 0) + 1;
    read.set(offset, times);
    const damage = world.damaged.find((d) => d.offset === offset);
    const visible =
      paging.kind === 'counted' ? rows.length > 0 : rows.length === asked && asked >= 2 && offset + asked < world.total;
    if (damage && visible && (damage.always || times === 1)) rows = rows.slice(1);
    const body =
      paging.kind === 'counted'
        ? {
            results: rows,
            limit: pageSize,
            offset,
            pages: Math.ceil(world.total / pageSize),
            total_results: world.total,
          }
        : rows;
    return { status: 200, headers: {}, body: JSON.stringify(body) };
  }
  return { answer, sent: () => sent };
}

function run(world: World): Promise<unknown[]> | unknown[] {
  let now = 1_000_000;
  const canned = service(world);
  const session = createSession(settings, { clock: () => now, useCache: false, random: () => 0.5 });
  const paging = PAGINGS[world.pagingKind];
  const rows = (body: unknown) =>
    paging.kind === 'counted' ? (body as { results: unknown[] }).results : (body as unknown[]);
  const program = readAllPages(session, {
    request,
    paging,
    rows,
    rowLimit: world.rowLimit,
    expectedRows: world.expectedRows,
  });
  if (world.driver === 'runSync') {
    const host: SyncHost = {
      fetchAll: (requests) => requests.map(canned.answer),
      sleep: (ms) => {
        now += ms;
      },
    };
    return runSync(program, host);
  }
  const host: AsyncHost = {
    fetchAll: async (requests) => requests.map(canned.answer),
    sleep: async (ms) => {
      now += ms;
    },
  };
  return runAsync(program, host);
}

const worlds = fc
  .record({
    pagingKind: fc.constantFrom<World['pagingKind']>('offset', 'offset-small', 'fixed', 'counted'),
    pages: fc.integer({ min: 0, max: 9 }),
    remainder: fc.integer({ min: 0, max: 999 }),
    rowLimit: fc.option(fc.integer({ min: 1, max: 9000 }), { nil: undefined }),
    failures: fc.array(
      fc.constantFrom<Failure>('none', 'none', 'none', '500', '503', '429', 'reset', 'malformed', 'html'),
      {
        maxLength: 30,
      },
    ),
    damagedPages: fc.array(fc.record({ page: fc.integer({ min: 0, max: 9 }), always: fc.boolean() }), { maxLength: 3 }),
    driver: fc.constantFrom<World['driver']>('runSync', 'runAsync'),
    count: fc.oneof(
      fc.constantFrom<'none' | 'exact'>('none', 'exact'),
      fc.integer({ min: 0, max: 12_000 }).map((stale) => ({ stale })),
    ),
  })
  .map(({ pagingKind, pages, remainder, rowLimit, failures, damagedPages, driver, count }): World => {
    const pageSize = pagingKind === 'offset-small' ? 7 : 1000;
    const total = pages * pageSize + (remainder % pageSize);
    // Pages without a count start with the last row of the page before (docs/service.md): page k at k × (size − 1).
    const step = pagingKind === 'counted' ? pageSize : pageSize - 1;
    const damaged = damagedPages.map(({ page, always }) => ({ offset: page * step, always }));
    const expectedRows = count === 'none' ? undefined : count === 'exact' ? total : count.stale;
    return { total, pagingKind, rowLimit, failures, damaged, driver, expectedRows };
  });

describe('property tests', () => {
  it('paging under random failures and short pages yields every row exactly once, in order, or our error', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (world) => {
        let rows: unknown[] | undefined;
        try {
          rows = await run(world);
        } catch (error) {
          expect(error).toBeInstanceOf(SvError);
          expect((error as SvError).message.length).toBeGreaterThan(40);
          return;
        }
        const expected = Math.min(world.total, world.rowLimit ?? Number.POSITIVE_INFINITY);
        expect((rows as { id: number }[]).map((row) => row.id)).toEqual(Array.from({ length: expected }, (_, i) => i));
      }),
      { numRuns: 400 },
    );
  });

  it('without failures or damage, a pull sends at most one request beyond the pages it needs', () => {
    fc.assert(
      fc.property(worlds, (world) => {
        // A stale count asks for the pages it promised: the waste is the count's error, not the paging's.
        if (world.expectedRows !== undefined && world.expectedRows !== world.total) return;
        const healthy = { ...world, failures: [], damaged: [], driver: 'runSync' as const };
        const canned = service(healthy);
        let now = 0;
        const session = createSession(settings, { clock: () => now, useCache: false });
        const paging = PAGINGS[world.pagingKind];
        const rows = (body: unknown) =>
          paging.kind === 'counted' ? (body as { results: unknown[] }).results : (body as unknown[]);
        const read = { request, paging, rows, rowLimit: world.rowLimit, expectedRows: world.expectedRows };
        runSync(readAllPages(session, read), {
          fetchAll: (requests) => requests.map(canned.answer),
          sleep: (ms) => {
            now += ms;
          },
        });
        const pageSize = world.pagingKind === 'offset-small' ? 7 : 1000;
        const limit = world.rowLimit ?? Number.POSITIVE_INFINITY;
        const wanted = Math.min(world.total, limit);
        // Pages that carry no count start with the last row of the page before, and need a page short of full to see
        // the end of rows that are not cut by the limit.
        const step = pageSize - 1;
        const cut = wanted < world.total || wanted >= limit;
        const needed =
          world.pagingKind === 'counted'
            ? Math.max(1, Math.ceil(wanted / pageSize))
            : cut
              ? wanted <= pageSize
                ? 1
                : 1 + Math.ceil((wanted - pageSize) / step)
              : wanted < pageSize
                ? 1
                : 2 + Math.floor((wanted - pageSize) / step);
        expect(canned.sent()).toBeLessThanOrEqual(needed + 1);
      }),
      { numRuns: 300 },
    );
  });
});
