import type { AsyncHost } from '../engine/drivers';
import type { HttpOutcome, HttpRequest } from '../http';

function identity(request: HttpRequest): string {
  return `${request.method} ${request.url}\n${request.headers.Authorization ?? ''}\n${request.body ?? ''}`;
}

/**
 * Wraps a host so identical GET requests in flight at the same time are sent once: twenty cells asking the same
 * thing wait on one answer.
 */
export function shareInFlight(host: AsyncHost): AsyncHost {
  const inFlight = new Map<string, Promise<HttpOutcome>>();
  function one(request: HttpRequest): Promise<HttpOutcome> {
    if (request.method !== 'GET') return host.fetchAll([request]).then((outcomes) => outcomes[0] as HttpOutcome);
    const id = identity(request);
    const running = inFlight.get(id);
    if (running) return running;
    const started = host
      .fetchAll([request])
      .then((outcomes) => outcomes[0] as HttpOutcome)
      .finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }
  return { ...host, fetchAll: (requests) => Promise.all(requests.map(one)) };
}
