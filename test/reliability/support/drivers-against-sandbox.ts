import {
  type AsyncHost,
  createFetchHost,
  type FunctionResult,
  type HttpOutcome,
  type HttpRequest,
  type InvokeOptions,
  invoke,
  lowerCaseHeaders,
  runAsync,
  runSync,
  type SyncHost,
} from '@sv/core';
import type { SyncService } from '../../sheets/fakes/sync-service';

export type DriverName = 'runSync' | 'runAsync';

/** A clock the sandbox thread waits on too (SyncService's, started with `virtualTime`). */
export interface SharedClock {
  now(): number;
  advance(ms: number): void;
}

/**
 * A clock that only moves when the driver sleeps (plus real time): backoffs and rate-limit waits cost nothing, while
 * the core's budget arithmetic sees them. Given the sandbox's shared clock, the sandbox's waits (a slow answer) move it
 * as well, so the core sees a slow answer take its time without the time passing.
 */
export function fakeClock(shared?: SharedClock) {
  if (shared) return { now: () => shared.now(), advance: (ms: number) => shared.advance(ms) };
  let slept = 0;
  return {
    now: () => Date.now() + slept,
    advance(ms: number) {
      slept += ms;
    },
  };
}

/** Apps Script's shape: blocking fetches (the sandbox in a worker thread, reached with Atomics.wait), sleeps that only move the clock. */
export function syncHostOf(service: SyncService, clock: ReturnType<typeof fakeClock>): SyncHost {
  return {
    fetchAll(requests: HttpRequest[]): HttpOutcome[] {
      // As the Sheets adapter asks UrlFetchApp (url-fetch.ts): a request with the token never follows a redirect.
      const results = service.fetchAll(requests.map((request) => ({ ...request, followRedirects: false })));
      return results.map((result) =>
        result.ok
          ? { status: result.status, headers: lowerCaseHeaders(result.headers), body: result.body }
          : { status: 0, headers: {}, body: '', failure: `${result.code}: ${result.message}` },
      );
    },
    sleep: (ms) => clock.advance(ms),
  };
}

/** Excel's and Node's shape: the core's own fetch host over Node's fetch, sleeps that only move the clock. */
export function asyncHostOf(clock: ReturnType<typeof fakeClock>): AsyncHost {
  const host = createFetchHost(fetch as never, { requestTimeoutMs: 20_000 });
  return {
    fetchAll: (requests) => host.fetchAll(requests),
    sleep: async (ms) => clock.advance(ms),
  };
}

export type CallOptions = Omit<InvokeOptions, 'clock'>;

/** One spreadsheet call through the public entry point, with the driver named. */
export async function callWith(
  driver: DriverName,
  service: SyncService,
  name: string,
  args: readonly unknown[],
  options: CallOptions,
): Promise<FunctionResult> {
  const clock = fakeClock(service.clock);
  const program = invoke(name, args, { ...options, clock: clock.now });
  if (driver === 'runSync') return runSync(program, syncHostOf(service, clock));
  return runAsync(program, asyncHostOf(clock));
}
