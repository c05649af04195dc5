import type { IncomingMessage, ServerResponse } from 'node:http';
import { todayOf } from '../config';
import type { FaultBook } from '../faults';
import type { Limiter } from '../guard/limits';
import { authenticate } from '../guard/tokens';
import type { ActiveFault, LoggedRequest, RequestLog, SandboxClock } from '../types';
import type { World } from '../world';
import {
  changesAnswer,
  type ReadPage,
  recordsOf,
  reshapedPage,
  reshapes,
  servedUrl,
  withFaultyCounts,
} from './change-faults';
import { answerPreflight, setCorsHeaders } from './cors';
import { answerCrafted } from './crafted-answer';
import { answerEchoingToken } from './echo-token';
import {
  type ApiError,
  dailyQuotaExceeded,
  errorBody,
  type Interface,
  isApiError,
  notFound,
  rateLimitExceeded,
  statusError,
  unauthorized,
} from './errors';
import { parseQuery, queryForLog } from './query';
import type { ReadMemo } from './read-memo';
import { answerRedirect } from './redirect';
import { headersForLog } from './request-log';
import { findRoute, type Route } from './router';
import { readBody, sendHtmlError, sendJson, shapeV3Body } from './send';

export interface ServerParts {
  world: World;
  routes: Record<Interface, readonly Route[]>;
  limiter: Limiter;
  faults: FaultBook;
  log: RequestLog;
  /** Seeded [0, 1) stream for latency jitter. */
  random: () => number;
  /** Answers of reads kept for benchmarks (off unless asked for). */
  memo: ReadMemo;
  /** What the latency waits on and the limits read: the wall clock unless a test brings its own. */
  clock: SandboxClock;
}

const BASES: Record<Interface, string> = { v3: '/v3', v1: '/v1.2' };

function interfaceOf(path: string): Interface | null {
  if (path.startsWith('/v3/')) return 'v3';
  if (path.startsWith('/v1.2/')) return 'v1';
  return null;
}

/** Faults that answer instead of the service. */
function answerFault(res: ServerResponse, api: Interface, fault: ActiveFault): number {
  if (fault.kind === 'reset') {
    res.socket?.destroy();
    return 0;
  }
  if (fault.kind === 'html') {
    const status = fault.status ?? 502;
    sendHtmlError(res, status);
    return status;
  }
  const error: ApiError =
    fault.kind === 'rate-limit'
      ? rateLimitExceeded()
      : fault.kind === 'quota'
        ? dailyQuotaExceeded()
        : statusError(fault.status ?? 500);
  sendJson(res, error.status, errorBody(api, error));
  return error.status;
}

/**
 * A page that lost rows while more rows follow it: a full page less its first `drop` records (all of them: an empty
 * page), when the service holds rows after it. The natural last page (short, or full with nothing after it) is left
 * alone: rows missing there could not be told from a smaller answer by anyone.
 */
async function shortPage(
  parts: ServerParts,
  api: Interface,
  req: IncomingMessage,
  url: URL,
  body: unknown,
  drop: number,
) {
  const records = recordsOf(body, url.searchParams);
  if (!records || records.count < records.size) return body;
  const following = await pageAt(parts, api, req, url)(Number(url.searchParams.get('offset') ?? 0) + records.size);
  return following && following.count > 0 ? records.withRecords(records.records.slice(drop)) : body;
}

/** The sandbox's own look at the page of the same request at another offset: not a request of the caller's. */
function pageAt(parts: ServerParts, api: Interface, req: IncomingMessage, url: URL): ReadPage {
  return async (offset) => {
    const other = new URL(url);
    other.searchParams.set('offset', String(offset));
    const scratch: LoggedRequest = { ...emptyEntry(), method: 'GET', path: other.pathname };
    try {
      return recordsOf(await serve(parts, api, req, other, scratch, false), other.searchParams);
    } catch {
      return null;
    }
  };
}

function emptyEntry(): LoggedRequest {
  return { method: '', path: '', query: {}, headers: {}, status: 0, access: null, fault: null };
}

const ANSWERING_FAULTS = new Set(['reset', 'html', 'status', 'rate-limit', 'quota']);

/** Auth, limits, routing and the handler: the service itself. Returns status and body. */
async function serve(
  parts: ServerParts,
  api: Interface,
  req: IncomingMessage,
  url: URL,
  entry: LoggedRequest,
  /** False for the sandbox's own look at the next page (a short-page fault): not a request of the caller's. */
  counted = true,
  /**
   * True when the answer is sent as it is: the memo's bytes may serve. False when a fault reshapes the answer: it needs
   * the body itself (the memo's frozen value, when the memo holds the answer).
   */
  memoized = false,
): Promise<unknown> {
  const { world } = parts;
  const caller = authenticate(req.headers);
  if (!caller) throw unauthorized();
  entry.access = caller.access;
  const nowMs = parts.clock.now();
  if (counted) parts.limiter.admit(caller.token, nowMs);
  // Asked of every request, so that the first write turns the memo off.
  const readKey = parts.memo.keyOf(req.method ?? 'GET', url, caller.token, worldStateOf(world));
  const known = readKey === null ? undefined : parts.memo.get(readKey);
  if (readKey !== null && known !== undefined) return memoized ? known : parts.memo.value(readKey);
  const query = parseQuery(url.searchParams);
  const { route, params } = findRoute(parts.routes[api], req.method ?? 'GET', url.pathname.slice(BASES[api].length));
  const bodyText = req.method === 'POST' ? await readBody(req) : '';
  const variants = world.config.variants;
  const env = { world, caller, nowMs, today: todayOf(world.config), variants };
  const body = await route.run({ query, params, bodyText, headers: req.headers }, env);
  const shaped = api === 'v3' ? shapeV3Body(body, variants) : body;
  if (readKey === null) return shaped;
  const kept = parts.memo.set(readKey, JSON.stringify(shaped));
  return memoized ? kept : shaped;
}

/** What every read's answer is made from besides its request: another state makes other answers. */
function worldStateOf(world: World): string {
  return `${world.config.today} ${world.keywords.changesInForce()} ${JSON.stringify(world.config.variants)}`;
}

export function createRequestHandler(parts: ServerParts) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const method = req.method ?? 'GET';
    const entry: LoggedRequest = {
      method,
      path: url.pathname,
      query: queryForLog(url.searchParams),
      headers: headersForLog(req.headers),
      status: 0,
      access: null,
      fault: null,
    };
    parts.log.push(entry);
    setCorsHeaders(res);
    // Preflights never reach auth, limits, faults or latency: the gateway answers them itself.
    if (method === 'OPTIONS') {
      answerPreflight(res);
      entry.status = 204;
      return;
    }
    const api = interfaceOf(url.pathname);
    if (!api) {
      if (url.pathname === '/' && method === 'GET') {
        entry.status = 200;
        sendJson(res, 200, { service: 'search visibility sandbox', interfaces: { '3.0': '/v3', '1.2': '/v1.2' } });
        return;
      }
      entry.status = 404;
      sendJson(res, 404, errorBody('v3', notFound()));
      return;
    }
    const fault = parts.faults.take(method, url.pathname, url.searchParams);
    // A list change is made as its request arrives, before it is answered, so that this request sees it.
    const changes = parts.faults.listChangesDue(method, url.pathname, url.searchParams);
    for (const change of changes) {
      parts.world.keywords.changeList({
        owner: change.id,
        campaignId: change.campaignId ?? 0,
        deleteAt: change.deleteAt ?? -1,
        addAt: change.addAt ?? 0,
      });
    }
    entry.fault = fault?.kind ?? (changes.length > 0 ? 'list-change' : null);
    const { fixedMs, jitterMs } = parts.world.config.latency;
    const delay = fixedMs + jitterMs * parts.random() + (fault?.kind === 'slow' ? (fault.delayMs ?? 2000) : 0);
    if (delay > 0) await parts.clock.wait(delay);
    if (fault?.kind === 'echo-token') {
      entry.status = answerEchoingToken(res, api, fault, req.headers.authorization);
      return;
    }
    if (fault?.kind === 'crafted-answer') {
      entry.status = answerCrafted(res, fault);
      return;
    }
    if (fault?.kind === 'redirect') {
      entry.status = answerRedirect(res, fault, `${url.pathname}${url.search}`);
      return;
    }
    if (fault && ANSWERING_FAULTS.has(fault.kind)) {
      entry.status = answerFault(res, api, fault);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = await serve(parts, api, req, servedUrl(fault, url), entry, true, !changesAnswer(fault));
    } catch (error) {
      const apiError = isApiError(error) ? error : statusError(500);
      if (!isApiError(error)) console.error('sandbox handler failed:', error);
      status = apiError.status;
      body = errorBody(api, apiError);
    }
    entry.status = status;
    if (fault?.kind === 'short-page' && status === 200 && method === 'GET') {
      body = await shortPage(parts, api, req, url, body, fault.drop ?? 1);
    }
    if (fault && reshapes(fault) && status === 200 && method === 'GET') {
      const asked = Number(url.searchParams.get('offset') ?? 0);
      body = await reshapedPage(fault, asked, body, url.searchParams, pageAt(parts, api, req, url));
    }
    if (status === 200) body = withFaultyCounts(fault, body);
    const mangle = fault && (fault.kind === 'malformed-json' || fault.kind === 'truncated') ? fault.kind : null;
    sendJson(res, status, parts.memo.asSent(body), mangle);
  };
}
