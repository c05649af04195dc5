import type { HttpOutcome, HttpRequest } from '../http';

/**
 * What the core asks a host to do. The logic that talks to the service is written once as generators yielding these;
 * `runSync` (Apps Script) and `runAsync` (Excel, Node) carry them out.
 */
export type Effect =
  /** Requests sent at once, answered together (a one-off request outside the service's paging). */
  | { type: 'fetch'; requests: HttpRequest[] }
  /**
   * Requests put in flight without waiting for them: each leaves `delaysMs` after the effect is carried out (the send
   * time the rate limiter gave), tagged with an id the answers come back with. A blocking host (Apps Script) only
   * queues them until the next `receive`.
   */
  | { type: 'send'; requests: HttpRequest[]; delaysMs: number[]; ids: number[] }
  /**
   * Waits for answers to what was sent: every answer that has arrived, at least one. A blocking host sends the
   * requests due first (sleeping until they are due), answers them, and reports the others as unsent, to be sent again
   * with new slots: a slot it held past its time would crowd the next ones.
   */
  | { type: 'receive' }
  /** Answers no longer wanted (a pull that has ended): a blocking host drops them unsent, the others ignore them. */
  | { type: 'forget'; ids: number[] }
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
  /**
   * An answer that only paces pulls (a campaign's keyword count): a host without a cache of answers (`sv`) may still
   * keep these across runs, so that pulls within the hour do not each spend a request on it.
   */
  hint?: true;
}

/** A program's view of the effects: the driver's reply is untyped at this boundary; helpers below restore types. */
export type Program<T> = Generator<Effect, T, unknown>;

export function* fetchAll(requests: HttpRequest[]): Program<HttpOutcome[]> {
  if (requests.length === 0) return [];
  return (yield { type: 'fetch', requests }) as HttpOutcome[];
}

/** One answer to a request put in flight with `send`. */
export interface Arrival {
  id: number;
  outcome: HttpOutcome;
  /** How much later than its send time the request left (the thread was busy when it fell due); 0 when on time. */
  lateMs: number;
}

/** The answer to `receive`. */
export interface Received {
  arrivals: Arrival[];
  /** Ids a blocking host did not send; their slots are free again. */
  unsent: number[];
  /**
   * Each arrival left late by its own `lateMs` only: a blocking batch waits for the last request it takes along, and
   * nothing sent after it was held up. A busy thread instead holds up every request due after a late one.
   */
  lateAlone?: true;
}

export function* sendLater(requests: HttpRequest[], delaysMs: number[], ids: number[]): Program<void> {
  if (requests.length > 0) yield { type: 'send', requests, delaysMs, ids };
}

export function* forget(ids: number[]): Program<void> {
  if (ids.length > 0) yield { type: 'forget', ids };
}

export function* receive(): Program<Received> {
  return (yield { type: 'receive' }) as Received;
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
