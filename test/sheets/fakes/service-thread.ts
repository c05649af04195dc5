/**
 * Runs in a worker thread: the sandbox service and the HTTP client that the fake UrlFetchApp uses. The main thread
 * blocks while Apps Script code waits for a fetch (UrlFetchApp is synchronous), so both live here, where the event
 * loop keeps turning. Bundled by esbuild at test start (workers cannot load TypeScript).
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import { type FaultSpec, type Sandbox, type SandboxOptions, start } from '@sv/sandbox';
import { SandboxWaits } from './sandbox-waits';
import type { ServiceCommand } from './service-protocol';
import { VirtualClock } from './virtual-clock';
import { fetchWire } from './wire-fetch';

const { port, signal, options, clockBuffer } = workerData as {
  port: MessagePort;
  signal: Int32Array;
  options: SandboxOptions;
  /** Present when the main thread runs its add-ons on a virtual clock: the sandbox waits on the same one. */
  clockBuffer?: SharedArrayBuffer;
};
const waits = clockBuffer ? new SandboxWaits(new VirtualClock(clockBuffer)) : null;

async function handle(sandbox: Sandbox, command: ServiceCommand): Promise<unknown> {
  switch (command.type) {
    case 'fetchAll':
      return Promise.all(
        command.requests.map((request) => (waits ? waits.track(fetchWire(request)) : fetchWire(request))),
      );
    case 'info':
      return { url: sandbox.url, v3Url: sandbox.v3Url, v1Url: sandbox.v1Url, tokens: sandbox.tokens };
    case 'requests':
      return sandbox.requests.map((request) => ({ ...request }));
    case 'clearRequests':
      sandbox.requests.clear();
      return null;
    case 'addFault':
      return sandbox.faults.add(command.fault as unknown as FaultSpec);
    case 'clearFaults':
      sandbox.faults.clear();
      return null;
    case 'configure':
      Object.assign(sandbox.config, command.config);
      if (command.config.latency) sandbox.config.latency = { ...sandbox.config.latency, ...command.config.latency };
      return null;
    case 'resetLimits':
      sandbox.resetLimits();
      return null;
    case 'close':
      await sandbox.close();
      return null;
  }
}

start(waits ? { ...options, clock: waits.sandboxClock() } : options).then((sandbox) => {
  port.on('message', async ({ id, command }: { id: number; command: ServiceCommand }) => {
    let reply: { id: number; ok: boolean; value?: unknown; error?: string };
    try {
      reply = { id, ok: true, value: await handle(sandbox, command) };
    } catch (error) {
      reply = { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
  port.postMessage({ id: 0, ok: true, value: 'ready' });
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
});
