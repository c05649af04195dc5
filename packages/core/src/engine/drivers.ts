import type { HttpOutcome, HttpRequest } from '../http';
import type { CacheEntry, Effect, Program } from './effects';

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
      return host.fetchAll(effect.requests);
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
      return host.fetchAll(effect.requests);
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

/** A program that keeps a ledger must not run on a host that cannot keep one: it would lose its only safeguard. */
function requireStore<F>(method: F | undefined): F {
  if (!method) throw new Error('This host has no persistent store, so it cannot keep the import ledger.');
  return method;
}
