import { runAsync } from '../../src/engine/drivers';
import { readAllPages } from '../../src/engine/paging';
import { RATE_WINDOW_MS } from '../../src/engine/rate-limiter';
import { createSession } from '../../src/engine/session';
import type { HttpOutcome, HttpRequest } from '../../src/http';
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
});
