import type { HttpOutcome, HttpRequest } from '../http';
import type { CacheEntry, Effect, Program, ScheduledOutcomes } from './effects';
import { parseOnArrival } from './parsed-body';

/** A host whose I/O blocks: Apps Script (`UrlFetchApp.fetchAll`, `Utilities.sleep`, `CacheService`). */
export interface SyncHost {
  fetchAll(requests: HttpRequest[]): HttpOutcome[];
  sleep(ms: number): void;
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
  let step = program.next();
  while (!step.done) {
    let reply: unknown;
    try {
      reply = performSync(step.value, host);
    } catch (error) {
      step = program.throw(error);
      continue;
    }
    step = program.next(reply);
  }
  return step.value;
}

export async function runAsync<T>(program: Program<T>, host: AsyncHost): Promise<T> {
  let step = program.next();
  while (!step.done) {
    let reply: unknown;
    try {
      reply = await performAsync(step.value, host);
    } catch (error) {
      step = program.throw(error);
      continue;
    }
    step = program.next(reply);
  }
  return step.value;
}

function performSync(effect: Effect, host: SyncHost): unknown {
  switch (effect.type) {
    case 'fetch':
      return effect.delaysMs ? fetchFirstDue(effect.requests, effect.delaysMs, host) : host.fetchAll(effect.requests);
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

async function performAsync(effect: Effect, host: AsyncHost): Promise<unknown> {
  switch (effect.type) {
    case 'fetch':
      return effect.delaysMs ? fetchOnTime(effect.requests, effect.delaysMs, host) : host.fetchAll(effect.requests);
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

/**
 * Each group of requests sharing a send time leaves at that time, while the groups before it are still being answered:
 * the rate limiter, not the answers' round trips, sets the pace. A group that leaves late (the thread busy parsing an
 * answer when it fell due) delays every group after it as much, so that no two leave closer together than the limiter
 * spaced them; the lateness is reported, for the limiter to move its slots alike.
 */
async function fetchOnTime(requests: HttpRequest[], delaysMs: number[], host: AsyncHost): Promise<ScheduledOutcomes> {
  const outcomes: HttpOutcome[] = new Array(requests.length);
  const start = Date.now();
  let lateMs = 0;
  const answered: Promise<void>[] = [];
  const failures: unknown[] = [];
  for (const { delay, indices } of groupsByDelay(delaysMs)) {
    const wait = start + delay + lateMs - Date.now();
    if (wait > 0) await host.sleep(wait);
    lateMs = Math.max(lateMs, Date.now() - start - delay);
    const sent = host.fetchAll(indices.map((index) => requests[index] as HttpRequest));
    // Held until every group has left: a host that throws must not leave a rejection unhandled while we sleep.
    answered.push(
      sent.then(
        (answers) => {
          indices.forEach((index, position) => {
            const outcome = answers[position] as HttpOutcome;
            parseOnArrival(outcome);
            outcomes[index] = outcome;
          });
        },
        (error: unknown) => {
          failures.push(error);
        },
      ),
    );
  }
  await Promise.all(answered);
  if (failures.length > 0) throw failures[0];
  return { outcomes, lateMs };
}

/**
 * A blocking fetchAll answers only when its whole batch has: a later group would leave after its time, on top of the
 * slots given after it. So only the group due first is sent; the others come back null, to be asked for again.
 */
function fetchFirstDue(requests: HttpRequest[], delaysMs: number[], host: SyncHost): ScheduledOutcomes {
  const [first] = groupsByDelay(delaysMs);
  const outcomes: (HttpOutcome | null)[] = requests.map(() => null);
  if (!first) return { outcomes, lateMs: 0 };
  if (first.delay > 0) host.sleep(first.delay);
  const answers = host.fetchAll(first.indices.map((index) => requests[index] as HttpRequest));
  first.indices.forEach((index, position) => {
    outcomes[index] = answers[position] as HttpOutcome;
  });
  return { outcomes, lateMs: 0 };
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
