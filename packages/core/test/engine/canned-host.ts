import type { CacheEntry } from '../../src/engine/effects';
import type { HttpOutcome, HttpRequest } from '../../src/http';

/**
 * A synchronous host with a fake clock: sleeping advances time, and a responder answers each request. Each batch takes
 * `latencyMs`, and `workMs` more after it, as the program's work on the answers would (parsing pages of 2.4 MB).
 */
export function cannedHost(responder: (request: HttpRequest, sent: number) => HttpOutcome, latencyMs = 0, workMs = 0) {
  let now = 1_000_000;
  const sent: HttpRequest[] = [];
  const batches: number[] = [];
  const sleeps: number[] = [];
  const store = new Map<string, string>();
  return {
    sent,
    batches,
    sleeps,
    store,
    clock: () => now,
    host: {
      clock: () => now,
      fetchAll(requests: HttpRequest[]): HttpOutcome[] {
        batches.push(requests.length);
        now += latencyMs;
        const outcomes = requests.map((request) => {
          sent.push(request);
          return responder(request, sent.length);
        });
        now += workMs;
        return outcomes;
      },
      sleep(ms: number) {
        sleeps.push(ms);
        now += ms;
      },
      cacheGet: (keys: string[]) => keys.map((key) => store.get(key) ?? null),
      cachePut: (entries: CacheEntry[]) => {
        for (const entry of entries) store.set(entry.key, entry.value);
      },
    },
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpOutcome {
  return { status, headers, body: JSON.stringify(body) };
}

export function serviceError(status: number, message: string, details: string[] = []): HttpOutcome {
  return json(status, { error: { message, details } });
}

export function queryOf(request: HttpRequest): Record<string, string> {
  const query = request.url.split('?')[1] ?? '';
  return Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  );
}
