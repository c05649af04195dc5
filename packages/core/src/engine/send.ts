import type { ApiRequest } from './api-request';
import { toHttpRequest } from './api-request';
import { cacheKey } from './cache-key';
import { cacheGet, type Program } from './effects';
import { sendAll } from './flight';
import type { Session } from './session';

export { sendAll } from './flight';

/**
 * The answer the cache already holds for `request`, parsed, or undefined: never sends anything, so a caller may use
 * what an earlier call happened to read (a campaign's keyword count) at no cost to the quota.
 */
export function* cachedAnswer(session: Session, request: ApiRequest): Program<unknown> {
  if (!session.cache) return undefined;
  const http = toHttpRequest(request, session.settings);
  const [body] = yield* cacheGet([cacheKey(http, session.cache.namespace)]);
  if (body === null || body === undefined) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function* send(session: Session, request: ApiRequest): Program<unknown> {
  const [body] = yield* sendAll(session, [request]);
  return body;
}
