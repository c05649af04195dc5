import { join } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { SandboxOptions } from '@sv/sandbox';
import type { SandboxSettings, ServiceCommand, WireRequest, WireResult } from './service-protocol';
import { VirtualClock } from './virtual-clock';
import { workerBundle } from './worker-bundle';

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  status: number;
  access: 'full' | 'limited' | null;
  fault: string | null;
}

export interface ServiceInfo {
  url: string;
  v3Url: string;
  v1Url: string;
  tokens: { full: string; limited: string };
}

/** What the fake UrlFetchApp needs of a service: a blocking fetchAll, where the sandbox is, and its clock if virtual. */
export type BlockingService = Pick<SyncService, 'fetchAll' | 'info' | 'clock'>;

export interface ServiceThreadOptions {
  /**
   * The sandbox's latency waits on a virtual clock that the add-ons in front of it share (their Date and
   * Utilities.sleep): the waits take no real time (fakes/virtual-clock.ts). Off: the wall clock, real waits.
   */
  virtualTime?: boolean;
}

/**
 * The sandbox in a worker thread, reached synchronously: a call posts a command and blocks in Atomics.wait until the
 * worker answers, which is exactly how UrlFetchApp looks to Apps Script code. The wait is sliced so that vm timeouts
 * (the 30 s of a custom function) can still interrupt a blocked call.
 */
export class SyncService {
  private nextId = 1;

  private constructor(
    private readonly worker: Worker,
    private readonly port: MessagePort,
    private readonly signal: Int32Array,
    readonly info: ServiceInfo,
    /** The time the sandbox and the add-ons in front of it share, when it is virtual. */
    readonly clock?: VirtualClock,
  ) {}

  static async start(options: SandboxOptions = {}, thread: ServiceThreadOptions = {}): Promise<SyncService> {
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    const clock = thread.virtualTime ? new VirtualClock() : undefined;
    const worker = new Worker(workerBundle(join(__dirname, 'service-thread.ts')), {
      workerData: { port: port2, signal, options, clockBuffer: clock?.buffer },
      transferList: [port2],
    });
    worker.unref();
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      const poll = setInterval(() => {
        const ready = receiveMessageOnPort(port1);
        if (ready) {
          clearInterval(poll);
          resolve();
        }
      }, 10);
    });
    const service = new SyncService(worker, port1, signal, {
      url: '',
      v3Url: '',
      v1Url: '',
      tokens: { full: '', limited: '' },
    });
    const info = service.call<ServiceInfo>({ type: 'info' });
    return new SyncService(worker, port1, signal, info, clock);
  }

  call<T>(command: ServiceCommand, timeoutMs = 600000): T {
    const id = this.nextId++;
    this.port.postMessage({ id, command });
    const giveUpAt = Date.now() + timeoutMs;
    for (;;) {
      const seen = Atomics.load(this.signal, 0);
      for (let message = receiveMessageOnPort(this.port); message; message = receiveMessageOnPort(this.port)) {
        const reply = message.message as { id: number; ok: boolean; value?: unknown; error?: string };
        if (reply.id !== id) continue; // the answer to a call an interrupted script no longer waits for
        if (!reply.ok) throw new Error(`service thread: ${reply.error}`);
        return reply.value as T;
      }
      if (Date.now() > giveUpAt) throw new Error(`service thread did not answer ${command.type} in ${timeoutMs} ms`);
      Atomics.wait(this.signal, 0, seen, 50);
    }
  }

  fetchAll(requests: WireRequest[]): WireResult[] {
    return this.call<WireResult[]>({ type: 'fetchAll', requests });
  }

  requests(): LoggedRequest[] {
    return this.call<LoggedRequest[]>({ type: 'requests' });
  }

  clearRequests(): void {
    this.call({ type: 'clearRequests' });
  }

  addFault(fault: Record<string, unknown>): string {
    return this.call<string>({ type: 'addFault', fault });
  }

  clearFaults(): void {
    this.call({ type: 'clearFaults' });
  }

  configure(config: SandboxSettings): void {
    this.call({ type: 'configure', config });
  }

  resetLimits(): void {
    this.call({ type: 'resetLimits' });
  }

  async close(): Promise<void> {
    try {
      this.call({ type: 'close' }, 10000);
    } finally {
      this.port.close();
      await this.worker.terminate();
    }
  }
}
