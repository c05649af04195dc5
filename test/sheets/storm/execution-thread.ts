/**
 * One custom-function execution in a worker thread of its own, as Sheets runs each recalculated cell: the built
 * project evaluated afresh, then one call. Its cache, locks and HTTP go to the hub in the starting thread, which every
 * execution shares; each call blocks in Atomics.wait until the hub answers, as Apps Script services block.
 */
import { type MessagePort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { WireRequest, WireResult } from '../fakes/service-protocol';
import type { ServiceInfo } from '../fakes/sync-service';
import { AddOn } from '../harness';
import type {
  CacheMethod,
  ExecutionReport,
  HubReply,
  HubRequest,
  LockName,
  StormCall,
  ThreadMessage,
} from './protocol';

interface ThreadData {
  hub: MessagePort;
  signal: Int32Array;
  start: Int32Array;
  project: string;
  info: ServiceInfo;
  call: StormCall;
  done: MessagePort;
}

const data = workerData as ThreadData;
let nextId = 1;

function ask<T>(request: HubRequest): T {
  const id = nextId++;
  data.hub.postMessage({ id, request });
  for (;;) {
    const seen = Atomics.load(data.signal, 0);
    const message = receiveMessageOnPort(data.hub);
    if (message) {
      const reply = message.message as HubReply;
      if (reply.id !== id) continue;
      if (!reply.ok) throw new Error(reply.error);
      return reply.value as T;
    }
    // Sliced, so the 30 s limit of a custom function (a vm timeout) can still interrupt a blocked call.
    Atomics.wait(data.signal, 0, seen, 50);
  }
}

function sharedCache() {
  const call =
    (method: CacheMethod) =>
    (...args: unknown[]) =>
      ask({ op: 'cache', method, args });
  return {
    get: call('get'),
    getAll: call('getAll'),
    put: call('put'),
    putAll: call('putAll'),
    remove: call('remove'),
    removeAll: call('removeAll'),
  };
}

/** LockService hands each execution its own Lock object over one lock the whole spreadsheet shares. */
function sharedLock(lock: LockName) {
  let mine = false;
  return {
    tryLock(timeoutMs: number): boolean {
      if (mine) return true;
      mine = ask<boolean>({ op: 'tryLock', lock, timeoutMs });
      return mine;
    },
    waitLock(timeoutMs: number): void {
      if (!this.tryLock(timeoutMs))
        throw new Error('Exception: Lock timeout: another process was holding the lock for too long.');
    },
    hasLock: () => mine,
    releaseLock(): void {
      if (!mine) return;
      mine = false;
      ask({ op: 'releaseLock', lock });
    },
  };
}

const service = {
  info: data.info,
  fetchAll: (requests: WireRequest[]) => ask<WireResult[]>({ op: 'fetchAll', requests }),
};
const addOn = new AddOn({ service, project: data.project });
const cache = sharedCache();
const scriptLock = sharedLock('script');
const documentLock = sharedLock('document');
Object.assign(addOn.context, {
  CacheService: { getDocumentCache: () => cache, getScriptCache: () => cache, getUserCache: () => cache },
  LockService: { getScriptLock: () => scriptLock, getDocumentLock: () => documentLock, getUserLock: () => scriptLock },
});
addOn.useToken(data.info.tokens.full);

// Every execution waits here until all are loaded, so the calls start together as a recalculation starts them.
const ready: ThreadMessage = { type: 'ready' };
data.done.postMessage(ready);
Atomics.wait(data.start, 0, 0);
const formula = `=${data.call.name}(${data.call.args.map((arg) => JSON.stringify(arg)).join(', ')})`;
const started = Date.now();
let report: ExecutionReport;
try {
  const value = addOn.cell(data.call.name, ...data.call.args);
  report = { formula, ok: true, rows: Array.isArray(value) ? value.length : 1, elapsedMs: Date.now() - started };
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  report = { formula, ok: false, rows: 0, error: message, elapsedMs: Date.now() - started };
}
const message: ThreadMessage = { type: 'report', report };
data.done.postMessage(message);
