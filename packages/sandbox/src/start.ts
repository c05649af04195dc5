import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configFromOptions } from './config';
import { stream } from './data/random';
import { FaultBook } from './faults';
import { Limiter } from './guard/limits';
import { DEMO_TOKEN, LIMITED_TOKEN } from './guard/tokens';
import { ReadMemo } from './http/read-memo';
import { createRequestLog } from './http/request-log';
import { createRequestHandler } from './http/server';
import { V1_ROUTES } from './routes/v1';
import { V3_ROUTES } from './routes/v3';
import type { Sandbox, SandboxOptions } from './types';
import { WALL_CLOCK } from './wall-clock';
import { createWorld } from './world';

/** Starts a sandbox server over loopback (by default) and resolves once it listens. */
export async function start(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? 1;
  const config = configFromOptions(options);
  const world = createWorld(seed, config);
  // Withdrawing a list-change fault puts the campaign's list back, so a test can start from the healthy world again.
  const faults = new FaultBook(seed, (fault) => world.keywords.undoChanges(fault.id));
  for (const spec of options.faults ?? []) faults.add(spec);
  const limiter = new Limiter(() => config);
  const log = createRequestLog();
  const handler = createRequestHandler({
    world,
    routes: { v3: V3_ROUTES, v1: V1_ROUTES },
    limiter,
    faults,
    log,
    random: stream(seed ^ 0x1a7e),
    memo: new ReadMemo(options.memoReads === true),
    clock: options.clock ?? WALL_CLOCK,
  });
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      console.error('sandbox request failed:', error);
      res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    v3Url: `${url}/v3`,
    v1Url: `${url}/v1.2`,
    port,
    tokens: { full: DEMO_TOKEN, limited: LIMITED_TOKEN },
    requests: log,
    faults,
    config,
    resetLimits: () => limiter.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
