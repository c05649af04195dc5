import { runAsync } from '../../src/engine/drivers';
import { readAllPages } from '../../src/engine/paging';
import { createRateLimiter, RATE_WINDOW_MS, type RateLimiter } from '../../src/engine/rate-limiter';
import { sendAll } from '../../src/engine/send';
import { createSession } from '../../src/engine/session';
import type { HttpOutcome, HttpRequest } from '../../src/http';
import { json } from './canned-host';
import { COUNTED_READ, countedList } from './counted-pull';

/**
 * A pull of 25,000 rows on an asynchronous host with a fake clock: answers take 350 ms, and when `busyMs` is given
 * every fourth answer keeps the thread busy that long (parsing a page of 1,000 keywords on a slow machine), so the
 * requests due meanwhile leave late.
 */
async function pull(busyMs = 0) {
  jest.useFakeTimers({ now: 1_000_000 });
  try {
    const answer = countedList(25_000);
    const sentAt: number[] = [];
    let answered = 0;
    const host = {
      fetchAll: (requests: HttpRequest[]) =>
        Promise.all(
          requests.map((request) => {
            sentAt.push(Date.now());
            return new Promise<HttpOutcome>((resolve) =>
              setTimeout(() => {
                answered += 1;
                if (busyMs > 0 && answered % 4 === 0) jest.setSystemTime(Date.now() + busyMs);
                resolve(answer(request));
              }, 350),
            );
          }),
        ),
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    };
    const session = createSession(
      { token: 't', gatewayUrl: 'https://gateway.example/v3', v1Url: 'https://v1.example/v1.2' },
      { useCache: false },
    );
    const start = Date.now();
    let rows: unknown[] | undefined;
    void runAsync(readAllPages(session, COUNTED_READ), host).then((value) => {
      rows = value;
    });
    while (rows === undefined) await jest.advanceTimersByTimeAsync(1);
    return { rows, elapsed: Date.now() - start, sentAt: [...sentAt].sort((a, b) => a - b) };
  } finally {
    jest.useRealTimers();
  }
}

describe('requests that leave late (asynchronous host, the thread busy when they fall due)', () => {
  it('hold up only the requests of their own send: the others keep their slots', async () => {
    const quiet = await pull();
    const busy = await pull(60);
    expect(busy.rows).toHaveLength(25_000);
    // Six busy spells of 60 ms. Moving every later slot for each late request, also those of other sends that left
    // on time, ended this pull 200 ms after the quiet one; moving only the late requests' own, 140 ms.
    expect(busy.elapsed - quiet.elapsed).toBeLessThanOrEqual(150);
  });

  it('keep no more than 10 requests in any window of the limiter, by the times they really left', async () => {
    const { sentAt } = await pull(60);
    for (let i = 0; i + 10 < sentAt.length; i += 1) {
      expect((sentAt[i + 10] as number) - (sentAt[i] as number)).toBeGreaterThanOrEqual(RATE_WINDOW_MS);
    }
  });

  it('are recorded in the limiter at the times they left, also when a later one of their send is answered first', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { limiter, recorded } = recordingLimiter(createRateLimiter(1, 1000));
      const sentAt: number[] = [];
      let sleeps = 0;
      // One request a second: one send of three, due at 0, 1 and 2 s. The thread is busy 300 ms when the second falls
      // due, so the second and third leave 300 ms late; the second's answer takes 5 s, so the third's comes first.
      const latency = [100, 5000, 100];
      const host = {
        fetchAll: (requests: HttpRequest[]) =>
          Promise.all(
            requests.map(() => {
              const latencyMs = latency[sentAt.length] as number;
              sentAt.push(Date.now());
              return new Promise<HttpOutcome>((resolve) => setTimeout(() => resolve(json(200, [])), latencyMs));
            }),
          ),
        sleep: (ms: number) =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              if (sleeps++ === 0) jest.setSystemTime(Date.now() + 300);
              resolve();
            }, ms),
          ),
      };
      const session = createSession(
        { token: 't', gatewayUrl: 'https://gateway.example/v3', v1Url: 'https://v1.example/v1.2' },
        { useCache: false, limiter },
      );
      const request = { api: '3.0' as const, path: '/rank-tracker/v3.0/keywords', query: {}, operation: 'keywords' };
      let done = false;
      void runAsync(
        sendAll(
          session,
          [0, 1, 2].map((offset) => ({ ...request, query: { offset } })),
        ),
        host,
      ).then(() => {
        done = true;
      });
      while (!done) await jest.advanceTimersByTimeAsync(10);
      expect(sentAt.map((at) => at - 1_000_000)).toEqual([0, 1300, 2300]);
      expect(recorded()).toEqual(sentAt);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** A limiter that also keeps its own list of the slots it granted, as moved and given back since. */
function recordingLimiter(inner: RateLimiter) {
  const slots: number[] = [];
  const limiter: RateLimiter = {
    perSecond: inner.perSecond,
    reserve: (now) => limiter.reserveBatch(now, 1).at,
    reserveBatch(now, wanted) {
      const grant = inner.reserveBatch(now, wanted);
      for (let n = 0; n < grant.count; n += 1) slots.push(grant.at);
      return grant;
    },
    release(at, count) {
      inner.release?.(at, count);
      for (let n = 0; n < count; n += 1) slots.splice(slots.indexOf(at), 1);
    },
    move(from, to) {
      inner.move?.(from, to);
      slots[slots.indexOf(from)] = to;
    },
  };
  return { limiter, recorded: () => [...slots].sort((a, b) => a - b) };
}
