import type { HttpOutcome, HttpRequest } from '../http';
import type { Arrival, CacheEntry, Effect, Program, Received } from './effects';
import { parseOnArrival } from './parsed-body';
import { RATE_WINDOW_MS } from './rate-limiter';

/** A host whose I/O blocks: Apps Script (`UrlFetchApp.fetchAll`, `Utilities.sleep`, `CacheService`). */
export interface SyncHost {
  fetchAll(requests: HttpRequest[]): HttpOutcome[];
  sleep(ms: number): void;
  /** The time in milliseconds, where it is not the wall clock (a test's, whose sleeps and round trips take none). */
  clock?(): number;
  cacheGet?(keys: string[]): (string | null)[];
  cachePut?(entries: CacheEntry[]): void;
  /** Persistent key-value store (Sheets: Document Properties); needed only by actions that keep a ledger. */
  storeGet?(key: string): string | null;
  storePut?(key: string, value: string): void;
}

/** A host whose I/O is asynchronous: Excel's shared runtime, browsers, Node (`fetch`, timers). */
export interface AsyncHost {
  fetchAll(requests: HttpRequest[]): Promise<HttpOutcome[]>;
  sleep(ms: number): Promise<void>;
  cacheGet?(keys: string[]): (string | null)[] | Promise<(string | null)[]>;
  cachePut?(entries: CacheEntry[]): void | Promise<void>;
  /** Persistent key-value store (Excel: OfficeRuntime.storage); needed only by actions that keep a ledger. */
  storeGet?(key: string): string | null | Promise<string | null>;
  storePut?(key: string, value: string): void | Promise<void>;
}

export function runSync<T>(program: Program<T>, host: SyncHost): T {
  const flights = new SyncFlights(host);
  let step = program.next();
  while (!step.done) {
    let reply: unknown;
    try {
      reply = performSync(step.value, host, flights);
    } catch (error) {
      step = program.throw(error);
      continue;
    }
    step = program.next(reply);
  }
  return step.value;
}

export async function runAsync<T>(program: Program<T>, host: AsyncHost): Promise<T> {
  const flights = new AsyncFlights(host);
  let step = program.next();
  while (!step.done) {
    let reply: unknown;
    try {
      reply = await performAsync(step.value, host, flights);
    } catch (error) {
      step = program.throw(error);
      continue;
    }
    step = program.next(reply);
  }
  return step.value;
}

function performSync(effect: Effect, host: SyncHost, flights: SyncFlights): unknown {
  switch (effect.type) {
    case 'fetch':
      return host.fetchAll(effect.requests);
    case 'send':
      flights.send(effect.requests, effect.delaysMs, effect.ids);
      return undefined;
    case 'receive':
      return flights.receive();
    case 'forget':
      flights.forget(effect.ids);
      return undefined;
    case 'sleep':
      host.sleep(effect.ms);
      return undefined;
    case 'cache-get':
      return host.cacheGet ? host.cacheGet(effect.keys) : effect.keys.map(() => null);
    case 'cache-put':
      host.cachePut?.(effect.entries);
      return undefined;
    case 'store-get':
      return requireStore(host.storeGet).call(host, effect.key);
    case 'store-put':
      requireStore(host.storePut).call(host, effect.key, effect.value);
      return undefined;
  }
}

async function performAsync(effect: Effect, host: AsyncHost, flights: AsyncFlights): Promise<unknown> {
  switch (effect.type) {
    case 'fetch':
      return host.fetchAll(effect.requests);
    case 'send':
      flights.send(effect.requests, effect.delaysMs, effect.ids);
      return undefined;
    case 'receive':
      return flights.receive();
    case 'forget':
      flights.forget(effect.ids);
      return undefined;
    case 'sleep':
      await host.sleep(effect.ms);
      return undefined;
    case 'cache-get':
      return host.cacheGet ? host.cacheGet(effect.keys) : effect.keys.map(() => null);
    case 'cache-put':
      await host.cachePut?.(effect.entries);
      return undefined;
    case 'store-get':
      return requireStore(host.storeGet).call(host, effect.key);
    case 'store-put':
      await requireStore(host.storePut).call(host, effect.key, effect.value);
      return undefined;
  }
}

interface Queued {
  id: number;
  request: HttpRequest;
  delayMs: number;
}

/**
 * How much later than the first requests due a blocking batch may leave, to take along those due within this time,
 * while batches follow each other quickly (`gathers`). Each batch blocks for its slowest answer (300–400 ms from the
 * service): requests due 100 ms after the first would otherwise wait a whole batch more, and a pull of pages sent as the
 * rate limiter admits them (a few at a time, as slots of the window before come free) would spend a round trip on
 * every slot. Those due first leave late by at most this much, which the rate limiter is told of (`lateMs`).
 */
export const BATCH_GATHER_MS = 150;

/**
 * Whether a batch waits to take along requests due shortly after its first: only while batches, each a round trip and
 * the work on the answers before it, follow each other within a third of the rate limiter's window. Four batches then
 * share a window, the slots of the oldest come free between two of them, and a batch that did not wait for them would
 * leave small, and so would the ones after it. With at most three batches in a window, the slots coming free go with
 * the next batch, which leaves after them anyway: waiting would only hold this one up (in the bench, a 25,000-keyword
 * pull waited 0.1-0.3 s in all, for batches no fuller). Before a batch has been timed, it waits.
 */
export function gathers(batchMs: number | undefined): boolean {
  return batchMs === undefined || 3 * batchMs < RATE_WINDOW_MS;
}

/**
 * A blocking fetchAll answers only when its whole batch has: a request due well after the others would leave after its
 * time, on top of the slots given after it. So `receive` sends the requests due first and those due within
 * `BATCH_GATHER_MS` of them (while `gathers`), all in one fetchAll when the last of them is due, and reports the others
 * unsent.
 */
class SyncFlights {
  private queued: Queued[] = [];
  /** When the last batch was answered, and how long a batch took: its round trip and the work before it, no wait. */
  private answeredAt: number | undefined;
  private batchMs: number | undefined;

  constructor(private readonly host: SyncHost) {}

  send(requests: HttpRequest[], delaysMs: number[], ids: number[]): void {
    requests.forEach((request, i) => {
      this.queued.push({ id: ids[i] as number, request, delayMs: delaysMs[i] ?? 0 });
    });
  }

  forget(ids: readonly number[]): void {
    const forgotten = new Set(ids);
    this.queued = this.queued.filter((item) => !forgotten.has(item.id));
  }

  receive(): Received {
    if (this.queued.length === 0) throw new Error('Nothing was sent that could be received.');
    const asked = this.now();
    const first = Math.min(...this.queued.map((item) => item.delayMs));
    const last = first + (gathers(this.batchMs) ? BATCH_GATHER_MS : 0);
    const due = this.queued.filter((item) => item.delayMs <= last);
    const leaves = Math.max(...due.map((item) => item.delayMs));
    const unsent = this.queued.filter((item) => item.delayMs > last).map((item) => item.id);
    this.queued = [];
    if (leaves > 0) this.host.sleep(leaves);
    const left = this.now();
    const outcomes = this.host.fetchAll(due.map((item) => item.request));
    const answered = this.now();
    if (this.answeredAt !== undefined) this.batchMs = asked - this.answeredAt + (answered - left);
    this.answeredAt = answered;
    const arrivals = due.map((item, i) => ({
      id: item.id,
      outcome: outcomes[i] as HttpOutcome,
      lateMs: leaves - item.delayMs,
    }));
    return { arrivals, unsent, lateAlone: true };
  }

  private now(): number {
    return this.host.clock ? this.host.clock() : Date.now();
  }
}

/**
 * Requests leave at their send times while earlier ones are still being answered: the rate limiter, not the answers'
 * round trips, sets the pace. Each answer is parsed as it arrives, while the program waits for others, and handed over
 * at the next `receive`.
 */
class AsyncFlights {
  private arrived: Arrival[] = [];
  private readonly forgotten = new Set<number>();
  private failure: { error: unknown } | undefined;
  private outstanding = 0;
  private wake: (() => void) | undefined;

  constructor(private readonly host: AsyncHost) {}

  send(requests: HttpRequest[], delaysMs: number[], ids: number[]): void {
    const start = Date.now();
    this.outstanding += requests.length;
    // Each send time's group leaves in turn; a group that leaves late (the thread busy when it fell due) delays the
    // later ones as much, so that no two leave closer together than the limiter spaced them.
    void (async () => {
      let lateMs = 0;
      for (const { delay, indices } of groupsByDelay(delaysMs)) {
        const wait = start + delay + lateMs - Date.now();
        if (wait > 0) await this.host.sleep(wait);
        lateMs = Math.max(lateMs, Date.now() - start - delay);
        const late = lateMs;
        // One fetchAll a request: each answer is handed over as it comes, not when the slowest of its group has.
        for (const index of indices) {
          this.host.fetchAll([requests[index] as HttpRequest]).then(
            ([outcome]) => {
              parseOnArrival(outcome as HttpOutcome);
              this.land({ id: ids[index] as number, outcome: outcome as HttpOutcome, lateMs: late });
            },
            (error: unknown) => this.fail(error, 1),
          );
        }
      }
    })().catch((error: unknown) => this.fail(error, 0));
  }

  forget(ids: readonly number[]): void {
    for (const id of ids) this.forgotten.add(id);
    this.arrived = this.arrived.filter((arrival) => !this.forgotten.has(arrival.id));
  }

  async receive(): Promise<Received> {
    while (this.arrived.length === 0 && !this.failure) {
      if (this.outstanding === 0) throw new Error('Nothing was sent that could be received.');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
    if (this.failure) {
      const { error } = this.failure;
      this.failure = undefined;
      throw error;
    }
    const arrivals = this.arrived;
    this.arrived = [];
    return { arrivals, unsent: [] };
  }

  private land(arrival: Arrival): void {
    this.outstanding -= 1;
    if (this.forgotten.delete(arrival.id)) return;
    this.arrived.push(arrival);
    this.wakeUp();
  }

  /** A host whose fetchAll throws: the program hears it at its next `receive`, never as an unhandled rejection. */
  private fail(error: unknown, requests: number): void {
    this.outstanding -= requests;
    this.failure ??= { error };
    this.wakeUp();
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

function groupsByDelay(delaysMs: readonly number[]): { delay: number; indices: number[] }[] {
  const groups = new Map<number, number[]>();
  delaysMs.forEach((delay, index) => {
    const group = groups.get(delay);
    if (group) group.push(index);
    else groups.set(delay, [index]);
  });
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([delay, indices]) => ({ delay, indices }));
}

/** A program that keeps a ledger must not run on a host that cannot keep one: it would lose its only safeguard. */
function requireStore<F>(method: F | undefined): F {
  if (!method) throw new Error('This host has no persistent store, so it cannot keep the import ledger.');
  return method;
}
