import { BATCH_GATHER_MS, gathers, runSync } from '../../src/engine/drivers';
import { receive, sendLater } from '../../src/engine/effects';
import { readAllPages } from '../../src/engine/paging';
import { RATE_WINDOW_MS } from '../../src/engine/rate-limiter';
import { createSession } from '../../src/engine/session';
import type { HttpRequest } from '../../src/http';
import { cannedHost, json, queryOf } from './canned-host';
import { COUNTED_READ, countedList } from './counted-pull';

const get = (url: string): HttpRequest => ({ method: 'GET', url, headers: {} });

describe('a blocking host (Apps Script) sends what is due together', () => {
  it('takes along the requests due shortly after the first, late by the difference, and leaves the rest unsent', () => {
    const service = cannedHost(() => json(200, []));
    const received = runSync(
      (function* () {
        yield* sendLater([get('a'), get('b'), get('c')], [0, BATCH_GATHER_MS - 50, BATCH_GATHER_MS + 200], [1, 2, 3]);
        return yield* receive();
      })(),
      service.host,
    );
    expect(service.sent.map((request) => request.url)).toEqual(['a', 'b']);
    expect(service.sleeps).toEqual([BATCH_GATHER_MS - 50]);
    expect(received.arrivals.map(({ id, lateMs }) => [id, lateMs])).toEqual([
      [1, BATCH_GATHER_MS - 50],
      [2, 0],
    ]);
    expect(received.unsent).toEqual([3]);
  });

  it('reads 25,000 rows in batches of four once the count is known, none of one page for a slot coming free', () => {
    const { service, rows } = pullOf25000();
    expect(rows).toHaveLength(25_000);
    // The first page; the second, the one ahead and the count; then the page known to exist and three ahead.
    expect(service.batches.slice(0, 3)).toEqual([1, 3, 4]);
    // The last batch holds what is left; before it, a batch of one or two would be a round trip spent on a slot.
    expect(Math.min(...service.batches.slice(2, -1))).toBeGreaterThanOrEqual(3);
    expect(service.batches.length).toBeLessThanOrEqual(10);
  });

  it('holds no batch up for slots coming free once batches take a third of the window or more', () => {
    // 380 ms answers and 120 ms of work on them: at most three batches in the window, so the slots of the one before
    // them, coming free 150 ms after each batch is ready, go with the next batch instead of holding this one up.
    const { service, rows, sentAt, start } = pullOf25000(380, 120);
    expect(rows).toHaveLength(25_000);
    expect(service.sleeps).toEqual([]);
    expect(service.batches).toEqual([1, 3, 4, 3, 3, 4, 3, 3, 3]);
    expect(service.clock() - start).toBe(9 * 500);
    for (let i = 0; i + 10 < sentAt.length; i += 1) {
      expect((sentAt[i + 10] as number) - (sentAt[i] as number)).toBeGreaterThanOrEqual(RATE_WINDOW_MS);
    }
    expect([gathers(350), gathers(400)]).toEqual([true, false]);
  });

  it('moves the slots of the requests a batch sent late, not those sent on time, and keeps to the window', () => {
    const { service, sentAt, start } = pullOf25000();
    // Nine batches of 350 ms, and two waits of 100 ms for a slot to come free. Counting the request a gathered batch
    // sent on time as late too (every slot after the late ones moved) made the second wait 200 ms.
    expect(service.clock() - start).toBeLessThanOrEqual(9 * 350 + 2 * 100);
    // However the slots moved, no eleven requests left within the limiter's window.
    for (let i = 0; i + 10 < sentAt.length; i += 1) {
      expect((sentAt[i + 10] as number) - (sentAt[i] as number)).toBeGreaterThanOrEqual(RATE_WINDOW_MS);
    }
  });

  it('takes each page of a batch before it parses the next, and decides what to ask next on them all', () => {
    // What the program does, in order: parse a page's answer (read its body), take its rows.
    const log: string[] = [];
    const service = cannedHost(countedList(6_000), 350);
    const fetchAll = service.host.fetchAll;
    service.host.fetchAll = (requests) =>
      fetchAll(requests).map((outcome, i) => {
        const offset = queryOf(requests[i] as HttpRequest).offset;
        const what = offset === undefined ? 'count' : `page ${offset}`;
        return Object.defineProperty({ ...outcome }, 'body', {
          get: () => {
            log.push(`parse ${what}`);
            return outcome.body;
          },
        });
      });
    const session = createSession(
      { token: 't', gatewayUrl: 'https://gateway.example/v3', v1Url: 'https://v1.example/v1.2' },
      { clock: service.clock, useCache: false },
    );
    let taken = 0;
    const onRows = (rows: unknown[]) => {
      taken += rows.length;
      log.push(`take ${(rows[0] as { id: number }).id}`);
    };
    runSync(readAllPages(session, { ...COUNTED_READ, onRows }), service.host);
    expect(taken).toBe(6_000);
    // The third batch, four pages: each is taken (its rows less the overlapping first) before the next is parsed.
    expect(log.slice(log.indexOf('parse page 2997'))).toEqual([
      'parse page 2997',
      'take 2998',
      'parse page 3996',
      'take 3997',
      'parse page 4995',
      'take 4996',
      'parse page 5994',
      'take 5995',
    ]);
    // The batches are those of a pull that decides on the whole batch: the first page; the second, the one ahead and
    // the count; then the four pages up to the end.
    expect(service.batches).toEqual([1, 3, 4]);
  });

  it('keeps in the cache the pages it took before it stopped, with answers of their batch still unread', () => {
    const service = cannedHost(countedList(6_000), 350);
    const session = createSession(
      { token: 't', gatewayUrl: 'https://gateway.example/v3', v1Url: 'https://v1.example/v1.2' },
      { clock: service.clock },
    );
    // A host that shows at most 1,500 rows refuses the pull at the second page, the third still unread.
    session.expectRows = (rows) => {
      if (rows > 1_500) throw new Error('more rows than the host shows');
    };
    const read = { ...COUNTED_READ, countSource: undefined };
    expect(() => runSync(readAllPages(session, read), service.host)).toThrow('more rows than the host shows');
    expect(service.batches).toEqual([1, 2]);
    // The first page and the second, both read; not the third.
    expect(service.store.size).toBe(2);
  });
});

/**
 * A pull of 25,000 rows with the count read beside the second page, from a service answering in `answerMs`: 350 ms
 * as the service's do (slots of the rate limiter's window come free while a batch is out), or slower.
 */
function pullOf25000(answerMs = 350, workMs = 0) {
  const service = cannedHost(countedList(25_000), answerMs, workMs);
  const sentAt: number[] = [];
  const fetchAll = service.host.fetchAll;
  service.host.fetchAll = (requests) => {
    for (const _ of requests) sentAt.push(service.clock());
    return fetchAll(requests);
  };
  const start = service.clock();
  const session = createSession(
    { token: 't', gatewayUrl: 'https://gateway.example/v3', v1Url: 'https://v1.example/v1.2' },
    { clock: service.clock, useCache: false },
  );
  const rows = runSync(readAllPages(session, COUNTED_READ), service.host) as unknown[];
  return { service, rows, sentAt, start };
}
