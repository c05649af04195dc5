import type { AsyncHost } from '../engine/drivers';
import type { HttpOutcome, HttpRequest } from '../http';

/** The part of WHATWG fetch the core uses, so it runs on Node 20, browsers and Excel without DOM typings. */
export type FetchLike = (
  url: string,
  // biome-ignore lint/suspicious/noExplicitAny: the host's own AbortSignal type, which the core cannot name.
  init: { method: string; headers: Record<string, string>; body?: string; signal?: any; redirect?: 'manual' },
) => Promise<{
  status: number;
  /** 'opaqueredirect' in browsers for a redirect not followed; Node reports the 30x itself. */
  type?: string;
  headers: { forEach(callback: (value: string, name: string) => void): void };
  text(): Promise<string>;
}>;

interface AbortControllerLike {
  signal: unknown;
  abort(): void;
}

export interface FetchHostOptions {
  /** Per-request limit; some operations of the service take two minutes. */
  requestTimeoutMs?: number;
  /** Called for each request actually sent (status displays count them). */
  onSend?: (request: HttpRequest) => void;
}

declare const AbortController: { new (): AbortControllerLike } | undefined;
declare function setTimeout(callback: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

/** An asynchronous host over `fetch` that sends exactly the request's own headers, nothing more (CORS). */
export function createFetchHost(fetchImpl: FetchLike, options: FetchHostOptions = {}): AsyncHost {
  const timeoutMs = options.requestTimeoutMs ?? 150_000;
  async function one(request: HttpRequest): Promise<HttpOutcome> {
    options.onSend?.(request);
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    const timer = setTimeout(() => controller?.abort(), timeoutMs);
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller?.signal,
        // Every request carries the token: following a 30x would send the request on to wherever Location points.
        // The core reads the 30x as an error naming that host (redirect-error.ts).
        redirect: 'manual',
      });
      if (response.type === 'opaqueredirect') return { status: 0, headers: {}, body: '', opaqueRedirect: true };
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return { status: response.status, headers, body: await response.text() };
    } catch (error) {
      const timedOut = (error as { name?: string } | null)?.name === 'AbortError';
      return {
        status: 0,
        headers: {},
        body: '',
        failure: timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : describeFailure(error),
        timedOut,
      };
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    fetchAll: (requests) => Promise.all(requests.map(one)),
    sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code) return `network error ${cause.code}`;
  // Browsers report CORS refusals and offline alike as a TypeError without detail.
  return error instanceof Error && error.message ? error.message : 'network error';
}
