import type { CoerceContext } from '../args';
import { formatLocalDate } from '../args';
import { cacheGet, cachePut, type Program } from '../engine/effects';
import type { UrlLimit } from '../engine/host-url-limits';
import type { RateLimiter } from '../engine/rate-limiter';
import { createSession, type Session } from '../engine/session';
import { decodeTable, encodeTable, tableCacheKey } from '../engine/table-cache';
import { InputError } from '../errors';
import { selectColumns } from '../flatten';
import { resolveSettings, type Settings } from '../settings';
import type { Table } from '../table';
import { findFunction } from './index';
import type { PreparedCall } from './types';

export interface InvokeOptions {
  settings: Settings;
  coerce?: Partial<CoerceContext>;
  clock?: () => number;
  /** Total time the call may take (a Sheets custom function: 30 s in all). */
  timeBudgetMs?: number;
  /** Appended to the message when the budget cannot be met. */
  budgetAdvice?: string;
  /** One per runtime, so parallel calls share the 10 requests per second. */
  limiter?: RateLimiter;
  random?: () => number;
  cacheTtlSeconds?: number;
  /** A generation bumped by refreshes, so older cached answers are no longer used. */
  cacheNamespace?: string;
  /**
   * The longest URL the host can send (Sheets: `SHEETS_URL_LIMIT`); default the gateway's, which Excel and Node use.
   * Longer requests are split (keyword id lists) or refused before anything is sent.
   */
  urlLimit?: UrlLimit;
}

export interface FunctionResult {
  table: Table;
  /** False when the user asked for no header row. */
  headers: boolean;
}

/**
 * Runs one spreadsheet function: coerces the raw cell arguments (refusing bad input before any request), checks the
 * settings, reads every page, and shapes the table as the options ask.
 */
export function* invoke(name: string, rawArgs: readonly unknown[], options: InvokeOptions): Program<FunctionResult> {
  const def = findFunction(name);
  if (!def) throw new InputError(`There is no function ${name}.`);
  const clock = options.clock ?? (() => Date.now());
  const coerce = coerceContext(options.coerce, clock);
  const call = def.prepare(rawArgs, coerce);
  const settings = resolveSettings(options.settings);
  const cacheMinutes = call.cacheMinutes;
  const session = createSession(settings, {
    clock,
    timeBudgetMs: options.timeBudgetMs,
    budgetAdvice: options.budgetAdvice,
    limiter: options.limiter,
    random: options.random,
    cacheTtlSeconds: cacheMinutes !== undefined ? cacheMinutes * 60 : options.cacheTtlSeconds,
    cacheNamespace: options.cacheNamespace,
    urlLimit: options.urlLimit,
  });
  const key =
    session.cache && !def.fresh
      ? tableCacheKey({
          name: def.name,
          rawArgs,
          today: coerce.today(),
          formatDate: coerce.formatDate,
          settings,
          namespace: session.cache.namespace,
        })
      : null;
  const table = yield* finishedTable(call, session, key);
  return { table: call.columns ? selectColumns(table, call.columns) : table, headers: call.headers };
}

/**
 * The table of a call, from the cache when the same cell asked the same of the same service within the answers'
 * lifetime: a repeat is then one cache read, without reading and flattening its pages again. Only a finished table is
 * stored, so a cached one is as complete as a fresh one; a refresh's new namespace or another token misses it.
 */
function* finishedTable(call: PreparedCall, session: Session, key: string | null): Program<Table> {
  if (key && session.cache) {
    const [text] = yield* cacheGet([key]);
    const cached = typeof text === 'string' ? decodeTable(text) : null;
    if (cached) return cached;
  }
  const table = yield* call.run(session);
  if (key && session.cache) yield* cachePut([{ key, value: encodeTable(table), ttlSeconds: session.cache.ttlSeconds }]);
  return table;
}

export function coerceContext(given: Partial<CoerceContext> | undefined, clock: () => number): CoerceContext {
  return {
    today: given?.today ?? (() => formatLocalDate(new Date(clock()))),
    formatDate: given?.formatDate,
    zeroIsEmpty: given?.zeroIsEmpty,
  };
}
