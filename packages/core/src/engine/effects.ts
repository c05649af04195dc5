import type { HttpOutcome, HttpRequest } from '../http';

/**
 * What the core asks a host to do. The logic that talks to the service is written once as generators yielding these;
 * `runSync` (Apps Script) and `runAsync` (Excel, Node) carry them out.
 */
export type Effect =
  | {
      type: 'fetch';
      requests: HttpRequest[];
      /**
       * When each request leaves, in ms after the effect is carried out (all at once when absent): the send times the
       * rate limiter gave. A host that blocks while a batch is answered (Apps Script) sends only the requests due
       * first and answers null for the others, which are asked for again.
       */
      delaysMs?: number[];
    }
  | { type: 'sleep'; ms: number }
  | { type: 'cache-get'; keys: string[] }
  | { type: 'cache-put'; entries: CacheEntry[] }
  /** The host's persistent key-value store (the import ledger); never expires, unlike the cache. */
  | { type: 'store-get'; key: string }
  | { type: 'store-put'; key: string; value: string };

export interface CacheEntry {
  key: string;
  value: string;
  ttlSeconds: number;
}

/** The answer a driver sends back into the generator for each effect. */
export type EffectResult<E extends Effect> = E extends { type: 'fetch' }
  ? HttpOutcome[] | ScheduledOutcomes
  : E extends { type: 'cache-get' }
    ? (string | null)[]
    : E extends { type: 'store-get' }
      ? string | null
      : undefined;

/** A generator of effects returning T. The driver's reply is untyped at this boundary; helpers below restore types. */
export type Program<T> = Generator<Effect, T, unknown>;

export function* fetchAll(requests: HttpRequest[]): Program<HttpOutcome[]> {
  if (requests.length === 0) return [];
  return (yield { type: 'fetch', requests }) as HttpOutcome[];
}

/** The answer to a fetch with `delaysMs`. */
export interface ScheduledOutcomes {
  /** In request order; null for a request the host did not send. */
  outcomes: (HttpOutcome | null)[];
  /** How much later than its time the latest batch left (the host was busy when it fell due); 0 when none did. */
  lateMs: number;
}

/** Requests sent on a schedule (see `delaysMs`). */
export function* fetchOnSchedule(requests: HttpRequest[], delaysMs: number[]): Program<ScheduledOutcomes> {
  if (requests.length === 0) return { outcomes: [], lateMs: 0 };
  return (yield { type: 'fetch', requests, delaysMs }) as ScheduledOutcomes;
}

export function* sleep(ms: number): Program<void> {
  if (ms > 0) yield { type: 'sleep', ms };
}

export function* cacheGet(keys: string[]): Program<(string | null)[]> {
  if (keys.length === 0) return [];
  return (yield { type: 'cache-get', keys }) as (string | null)[];
}

export function* cachePut(entries: CacheEntry[]): Program<void> {
  if (entries.length > 0) yield { type: 'cache-put', entries };
}

export function* storeGet(key: string): Program<string | null> {
  return (yield { type: 'store-get', key }) as string | null;
}

export function* storePut(key: string, value: string): Program<void> {
  yield { type: 'store-put', key, value };
}
