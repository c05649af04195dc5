import { type SvError, TimeoutError } from '../errors';
import { type HttpOutcome, type HttpRequest, isTransportFailure } from '../http';
import { errorFromOutcome, type RequestLabel, unreadableBody } from '../response-errors';
import { wordingOf } from '../wording';
import { type ApiRequest, labelOf, toHttpRequest } from './api-request';
import { cacheKey } from './cache-key';
import { type CacheEntry, cacheGet, cachePut, fetchOnSchedule, type Program, sleep } from './effects';
import { parsedBody } from './parsed-body';
import { retryDelay } from './retry-policy';
import { releaseUnsent, scheduleAhead } from './schedule';
import type { Session } from './session';
import { refuseOverlongUrl } from './url-limit';

export interface SendOptions {
  /** Skip the cache when reading (the answers are still stored): a re-read of pages that did not fit together. */
  fresh?: boolean;
  /**
   * Indices of requests whose final failure leaves their answer undefined instead of failing the batch: a request
   * that only helps (a row count beside a page).
   */
  optional?: ReadonlySet<number>;
}

interface Pending {
  index: number;
  http: HttpRequest;
  label: RequestLabel;
  key: string | null;
  attempt: number;
}

/**
 * Sends requests in parallel within the rate limit, serving what the cache holds, retrying what may succeed later,
 * and returns the parsed JSON bodies in request order. Any final failure aborts the whole batch: a caller never gets
 * some pages silently missing.
 */
export function* sendAll(
  session: Session,
  requests: readonly ApiRequest[],
  options: SendOptions = {},
): Program<unknown[]> {
  const results: unknown[] = new Array(requests.length);
  // Every request is measured before any is sent: a URL the host cannot send is refused, never sent to fail as a
  // "connection" error (Apps Script) or a 414/431 (the gateway).
  for (const request of requests) refuseOverlongUrl(session, request);
  let pending: Pending[] = requests.map((request, index) => {
    const http = toHttpRequest(request, session.settings);
    const cacheable = session.cache !== null && http.method === 'GET';
    return {
      index,
      http,
      label: labelOf(request, session.settings),
      key: cacheable && session.cache ? cacheKey(http, session.cache.namespace) : null,
      attempt: 0,
    };
  });

  const keyed = options.fresh ? [] : pending.filter((item) => item.key !== null);
  const cached = yield* cacheGet(keyed.map((item) => item.key as string));
  const served = new Set<number>();
  keyed.forEach((item, position) => {
    const body = cached[position];
    if (body === null || body === undefined) return;
    try {
      results[item.index] = JSON.parse(body);
      served.add(item.index);
    } catch {
      // A damaged cache entry is a miss.
    }
  });
  pending = pending.filter((item) => !served.has(item.index));

  while (pending.length > 0) {
    const retries: { item: Pending; delay: number; error: SvError }[] = [];
    const toStore: CacheEntry[] = [];
    let queue = pending;
    while (queue.length > 0) {
      const grant = session.limiter.reserveBatch(session.clock(), queue.length);
      yield* waitWithinBudget(session, grant.at - session.clock(), undefined);
      // A shared limiter may only say when to ask again.
      if (grant.count === 0) continue;
      const latest = session.deadline - session.pace.slowestBatchMs;
      const batches = scheduleAhead(session.limiter, grant, queue, latest);
      const sentAt = session.clock();
      const batch = batches.flatMap((timed) => timed.items);
      const delays = batches.flatMap((timed) => timed.items.map(() => Math.max(0, timed.at - sentAt)));
      queue = queue.slice(batch.length);
      const { outcomes, lateMs } = yield* fetchOnSchedule(
        batch.map((item) => item.http),
        delays,
      );
      if (lateMs > 0) session.limiter.postpone?.(grant.at, lateMs);
      // A blocking host sends only the batch due first (a slot it kept past its time would crowd the next ones).
      const unsent = new Set(batch.filter((_, position) => outcomes[position] === null));
      releaseUnsent(session.limiter, batches, unsent);
      queue = [...batch.filter((item) => unsent.has(item)), ...queue];
      const lastSent = Math.max(0, ...delays.filter((_, position) => outcomes[position] !== null));
      session.pace.slowestBatchMs = Math.max(session.pace.slowestBatchMs, session.clock() - sentAt - lastSent);
      batch.forEach((item, position) => {
        const outcome = outcomes[position];
        if (outcome === null || outcome === undefined) return;
        item.attempt += 1;
        const parsed = readOutcome(outcome, item.label, session.settings.token);
        if (parsed.ok) {
          results[item.index] = parsed.value;
          if (item.key && session.cache) {
            toStore.push({ key: item.key, value: outcome.body, ttlSeconds: session.cache.ttlSeconds });
          }
          return;
        }
        const delay = retryDelay(parsed.error, item.attempt, session.retry, session.random);
        if (delay === undefined && options.optional?.has(item.index)) return;
        if (delay === undefined) throw parsed.error;
        retries.push({ item, delay, error: parsed.error });
      });
    }
    yield* cachePut(toStore);
    if (retries.length === 0) break;
    const delay = Math.max(...retries.map((retry) => retry.delay));
    yield* waitWithinBudget(session, delay, retries[0]?.error);
    pending = retries.map((retry) => retry.item);
  }
  return results;
}

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

type Read = { ok: true; value: unknown } | { ok: false; error: SvError };

/** `token`: what the request carried in `Authorization`, masked wherever the answer echoes it. */
function readOutcome(outcome: HttpOutcome, label: RequestLabel, token: string): Read {
  if (isTransportFailure(outcome) || outcome.status < 200 || outcome.status >= 300) {
    return { ok: false, error: errorFromOutcome(outcome, label, [token]) };
  }
  try {
    return { ok: true, value: parsedBody(outcome) };
  } catch {
    return { ok: false, error: unreadableBody(outcome, label) };
  }
}

/**
 * Sleeps before the next request, unless that request, as slow as the slowest answer so far, could then no longer
 * arrive within the call's time budget: a spreadsheet kills an overrunning function with a bare timeout, so the user
 * gets told why and what to do instead.
 */
function* waitWithinBudget(session: Session, ms: number, cause: SvError | undefined): Program<void> {
  const wait = Math.max(0, ms);
  const slowest = session.pace.slowestBatchMs;
  if (session.clock() + wait + slowest > session.deadline) {
    const limit = wordingOf(session.settings.surface).timeLimit;
    let reason = `This request needs more pages than fit in the time ${limit}.`;
    if (cause) {
      reason = `${cause.message} Waiting to retry again would take longer than ${limit}.`;
    } else if (slowest > 0) {
      reason = `The service is answering slowly (${Math.max(1, Math.round(slowest / 1000))} s per request), so the remaining pages cannot arrive in the time ${limit}.`;
    }
    throw new TimeoutError(`${reason} ${session.budgetAdvice}`);
  }
  yield* sleep(wait);
}
