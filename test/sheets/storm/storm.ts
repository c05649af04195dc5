import { join } from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import { FakeCache } from '../fakes/cache';
import type { Runtime } from '../fakes/runtime';
import type { WireRequest, WireResult } from '../fakes/service-protocol';
import type { ServiceInfo } from '../fakes/sync-service';
import { fetchWire } from '../fakes/wire-fetch';
import { workerBundle } from '../fakes/worker-bundle';
import type {
  CacheMethod,
  ExecutionReport,
  HubReply,
  HubRequest,
  LockName,
  StormCall,
  ThreadMessage,
} from './protocol';

export type { ExecutionReport, StormCall } from './protocol';

export interface HubOptions {
  /** The sandbox's addresses and tokens. */
  info: ServiceInfo;
  /** The built Apps Script project. */
  project: string;
  /** Where execution-thread.ts is (this folder by default; a bundled copy of this module lives elsewhere). */
  threadSource?: string;
}

export interface HubCounts {
  /** Requests sent to the service. */
  requests: number;
  /** Answers 429 "Rate limit exceeded". */
  rateLimited: number;
}

interface Waiter {
  owner: number;
  resolve: (granted: boolean) => void;
  timer: NodeJS.Timeout;
}

/** One lock of LockService: a holder and a queue, first come first served, each waiter with its own timeout. */
class HubLock {
  private holder: number | null = null;
  private readonly waiters: Waiter[] = [];

  acquire(owner: number, timeoutMs: number): Promise<boolean> {
    if (this.holder === null) {
      this.holder = owner;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        owner,
        resolve,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  release(owner: number): void {
    if (this.holder !== owner) return;
    const next = this.waiters.shift();
    this.holder = next ? next.owner : null;
    if (next) {
      clearTimeout(next.timer);
      next.resolve(true);
    }
  }
}

/**
 * What every execution of one spreadsheet shares: its document cache, its locks and the service. Executions run in
 * worker threads (see execution-thread.ts) and reach these through the hub, which lives in the starting thread and
 * answers one message at a time, as Apps Script's services answer concurrent executions.
 */
export class SpreadsheetHub {
  private readonly runtime: Runtime = { mode: 'custom-function', Date, cacheClockOffsetMs: 0 };
  readonly cache = new FakeCache(this.runtime);
  readonly counts: HubCounts = { requests: 0, rateLimited: 0 };
  private readonly locks: Record<LockName, HubLock> = { script: new HubLock(), document: new HubLock() };
  private readonly threadFile: string;
  private nextOwner = 1;

  constructor(private readonly options: HubOptions) {
    this.threadFile = workerBundle(options.threadSource ?? join(__dirname, 'execution-thread.ts'));
  }

  /** The calls as cells recalculated at once: one execution each, loaded first, then started together. */
  async recalculate(calls: readonly StormCall[]): Promise<ExecutionReport[]> {
    const start = new Int32Array(new SharedArrayBuffer(4));
    const running = calls.map((call) => this.execution(call, start));
    await Promise.all(running.map((execution) => execution.loaded));
    Atomics.store(start, 0, 1);
    Atomics.notify(start, 0);
    return Promise.all(running.map((execution) => execution.report));
  }

  private execution(call: StormCall, start: Int32Array) {
    const owner = this.nextOwner++;
    const hub = new MessageChannel();
    const done = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(this.threadFile, {
      workerData: {
        hub: hub.port2,
        signal,
        start,
        project: this.options.project,
        info: this.options.info,
        call,
        done: done.port2,
      },
      transferList: [hub.port2, done.port2],
    });
    hub.port1.on('message', async ({ id, request }: { id: number; request: HubRequest }) => {
      let reply: HubReply;
      try {
        reply = { id, ok: true, value: await this.answer(owner, request) };
      } catch (error) {
        reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      hub.port1.postMessage(reply);
      Atomics.add(signal, 0, 1);
      Atomics.notify(signal, 0);
    });
    let ready: () => void = () => undefined;
    const loaded = new Promise<void>((resolve, reject) => {
      ready = resolve;
      worker.once('error', reject);
    });
    const report = new Promise<ExecutionReport>((resolve, reject) => {
      done.port1.on('message', (message: ThreadMessage) => {
        if (message.type === 'ready') ready();
        else resolve(message.report);
      });
      worker.once('error', reject);
    }).finally(() => {
      hub.port1.close();
      done.port1.close();
      void worker.terminate();
    });
    return { loaded, report };
  }

  private async answer(owner: number, request: HubRequest): Promise<unknown> {
    switch (request.op) {
      case 'fetchAll':
        return Promise.all(request.requests.map((wire) => this.send(wire)));
      case 'cache':
        return callCache(this.cache, request.method, request.args);
      case 'tryLock':
        return this.locks[request.lock].acquire(owner, request.timeoutMs);
      case 'releaseLock':
        this.locks[request.lock].release(owner);
        return null;
    }
  }

  private async send(request: WireRequest): Promise<WireResult> {
    this.counts.requests += 1;
    const result = await fetchWire(request);
    if (result.ok && result.status === 429 && /rate limit/i.test(result.body)) this.counts.rateLimited += 1;
    return result;
  }
}

function callCache(cache: FakeCache, method: CacheMethod, args: unknown[]): unknown {
  const call = cache[method] as (...values: unknown[]) => unknown;
  return call.apply(cache, args) ?? null;
}
