import { type InvokeOptions, invoke, runSync } from '../../src';
import type { HttpOutcome, HttpRequest } from '../../src/http';
import { cannedHost, json, queryOf } from '../engine/canned-host';
import { type TableView, tableView } from './table-view';

export { json };

/** The date every canned run takes as today, so relative dates ("3 months ago") are fixed. */
export const TODAY = '2026-11-21';
export const GATEWAY_URL = 'https://gateway.test/v3';
export const V1_URL = 'https://v1.example/api/v1.2';
export const TOKEN = 'secret-token';

/** A request as the canned service reads it (the URL and headers as sent are in `CannedRun.httpRequests`). */
export interface SentRequest {
  method: string;
  /** The path below the base of its interface (3.0 gateway or 1.2), still encoded as sent. */
  path: string;
  query: Record<string, string>;
  /** The JSON body, parsed; undefined when there is none. */
  body: unknown;
}

/** Answers one request: a JSON body (sent with status 200) or a whole HTTP outcome. */
export type Answer = (request: SentRequest) => unknown;

/** Invoke options a test may vary (settings point at the canned service; `coerce` adds to today's date). */
export interface CannedOptions extends Omit<InvokeOptions, 'settings' | 'clock'> {
  /** How many times the formula is calculated on one host, sharing its cache, as recalculations would; default 1. */
  calculations?: number;
}

export interface CannedRun extends TableView {
  sent: SentRequest[];
  /** The same requests exactly as the host was given them: full URL, headers. */
  httpRequests: HttpRequest[];
  /** `sent[i].path` for each request, in order. */
  paths: string[];
  /** `sent[i].query` for each request, in order. */
  queries: Record<string, string>[];
  /** How many requests went out together in each round. */
  batches: number[];
  /** How many entries the host's cache holds afterwards. */
  cached: number;
}

/** A call that failed: the message the user sees, how many requests went out first, and the error itself. */
export interface Refusal {
  message: string;
  sent: number;
  error: Error;
}

function sentRequest(request: HttpRequest): SentRequest {
  const [address = ''] = request.url.split('?');
  const base = [GATEWAY_URL, V1_URL].find((url) => address.startsWith(url)) ?? '';
  return {
    method: request.method,
    path: address.slice(base.length),
    query: queryOf(request),
    body: request.body === undefined ? undefined : JSON.parse(request.body),
  };
}

function isOutcome(answer: unknown): answer is HttpOutcome {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer && 'headers' in answer;
}

function start(name: string, args: readonly unknown[], answer: Answer, options: CannedOptions) {
  const { calculations = 1, ...invokeOptions } = options;
  const service = cannedHost((request) => {
    const reply = answer(sentRequest(request));
    return isOutcome(reply) ? reply : json(200, reply);
  });
  const calculate = () =>
    runSync(
      invoke(name, args, {
        ...invokeOptions,
        settings: { token: TOKEN, gatewayUrl: GATEWAY_URL, v1Url: V1_URL },
        coerce: { today: () => TODAY, ...invokeOptions.coerce },
        clock: service.clock,
      }),
      service.host,
    );
  return {
    service,
    run: () => {
      for (let earlier = 1; earlier < calculations; earlier += 1) calculate();
      return calculate();
    },
  };
}

/**
 * Runs the registry function `name` through `invoke` and the sync driver against a canned service: `answer` gets each
 * request and returns its answer (by default an empty list). A failure fails the test; see `refusal` to expect one.
 */
export function runCanned(
  name: string,
  args: readonly unknown[],
  answer: Answer = () => [],
  options: CannedOptions = {},
): CannedRun {
  const { service, run } = start(name, args, answer, options);
  const result = run();
  const sent = service.sent.map(sentRequest);
  return {
    ...tableView(result),
    sent,
    httpRequests: service.sent,
    paths: sent.map((request) => request.path),
    queries: sent.map((request) => request.query),
    batches: service.batches,
    cached: service.store.size,
  };
}

/** Runs `name` as `runCanned` does, expecting it to fail. */
export function refusal(
  name: string,
  args: readonly unknown[],
  answer: Answer = () => [],
  options: CannedOptions = {},
): Refusal {
  const { service, run } = start(name, args, answer, options);
  try {
    run();
  } catch (error) {
    return { message: (error as Error).message, sent: service.sent.length, error: error as Error };
  }
  throw new Error(`${name} was expected to fail with ${JSON.stringify(args)}`);
}

/** An answer serving `records` a page at a time, by the request's offset and limit, as the 3.0 service pages. */
export function paged(records: readonly unknown[]): Answer {
  return (request) => {
    const offset = Number(request.query.offset ?? 0);
    const limit = Number(request.query.limit ?? 100);
    return records.slice(offset, offset + limit);
  };
}
