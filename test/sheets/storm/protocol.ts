/** Messages between one execution thread and the hub holding the spreadsheet's shared services. */
export type HubRequest =
  | { op: 'fetchAll'; requests: import('../fakes/service-protocol').WireRequest[] }
  | { op: 'cache'; method: CacheMethod; args: unknown[] }
  | { op: 'tryLock'; lock: LockName; timeoutMs: number }
  | { op: 'releaseLock'; lock: LockName };

export type CacheMethod = 'get' | 'getAll' | 'put' | 'putAll' | 'remove' | 'removeAll';
export type LockName = 'script' | 'document';

export type HubReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** One cell's execution, as the thread reports it. */
export interface ExecutionReport {
  formula: string;
  ok: boolean;
  rows: number;
  error?: string;
  elapsedMs: number;
}

export interface StormCall {
  /** The global function Sheets calls, e.g. `SV_KEYWORDS`. */
  name: string;
  args: unknown[];
}

/** What a thread tells the hub on its own channel: loaded and waiting to start, then its report. */
export type ThreadMessage = { type: 'ready' } | { type: 'report'; report: ExecutionReport };
