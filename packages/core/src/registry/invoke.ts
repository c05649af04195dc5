import type { CoerceContext } from '../args';
import { formatLocalDate } from '../args';
import type { Program } from '../engine/effects';
import type { UrlLimit } from '../engine/host-url-limits';
import type { PageCeiling } from '../engine/paging';
import type { RateLimiter } from '../engine/rate-limiter';
import type { PullProgress } from '../engine/session';
import { createSession } from '../engine/session';
import { DEFAULT_TABLE_CACHE_CHARS, tableCacheKey } from '../engine/table-cache';
import { InputError } from '../errors';
import { selectColumns } from '../flatten';
import { redactTable } from '../redact';
import { type ResolvedSettings, resolveSettings, type Settings } from '../settings';
import type { Table } from '../table';
import type { Surface } from '../wording';
import { callNotes, notesField } from './call-notes';
import { finishedTable } from './finished-table';
import { findFunction } from './index';
import { redactingSink } from './redacting-sink';
import { labelledTable, shownColumnsSink, withUnits } from './shown-columns';
import type { TableLimit } from './table-limit';
import type { PreparedCall, TableSink } from './types';

export interface InvokeOptions {
  settings: Settings;
  /** Where the call's messages are shown, so their advice names the next step there (wording.ts); a spreadsheet if absent. */
  surface?: Surface;
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
  /**
   * The longest finished table, in characters of its cached text, worth keeping in this host's cache (Sheets: what the
   * chunked document cache holds well; Excel: a share of its memory); 0 for a host without a cache. A longer table is
   * served uncached. Default `DEFAULT_TABLE_CACHE_CHARS`.
   */
  maxCachedTableChars?: number;
  /** The host's limit on a table it can show (Excel's result size); absent where any table can be shown. */
  tableLimit?: TableLimit;
  /** Pages one pull may read (default a spreadsheet's); `sv` reads far more, writing rows as they arrive. */
  pageCeiling?: PageCeiling;
  /** Told after each checked page how far a paged pull has come (`sv`'s progress bar). */
  onProgress?: (progress: PullProgress) => void;
  /**
   * For `invokeStream`, whose pages are never served from a cache: true gives its requests cache keys, so a host that
   * keeps only the answers marked `CacheEntry.hint` (sv's campaign counts, across runs) is offered them and asked for
   * them. Such a host must miss every other key. Default false: no cache effect at all.
   */
  keepHints?: boolean;
}

export interface FunctionResult {
  table: Table;
  /** False when the user asked for no header row. */
  headers: boolean;
  /**
   * What the user should know beside the table, never instead of it (a count that disagrees with the pages): one
   * redacted sentence each, in the order told, each once; absent when there is none. Hosts show them with the status
   * of the pull; a table served from the cache carries the notes of the pull that made it.
   */
  notes?: string[];
}

/** What an export's pull leaves beside the rows it wrote: its notes, as on `FunctionResult`. */
export interface StreamResult {
  notes?: string[];
}

/**
 * Runs one spreadsheet function: coerces the raw cell arguments (refusing bad input before any request), checks the
 * settings, reads every page, and shapes the table as the options ask.
 */
export function* invoke(name: string, rawArgs: readonly unknown[], options: InvokeOptions): Program<FunctionResult> {
  const def = findFunction(name);
  if (!def) throw new InputError(`There is no function ${name}.`);
  const clock = options.clock ?? (() => Date.now());
  const coerce = coerceContext(options.coerce, clock, options.surface);
  const call = def.prepare(rawArgs, coerce);
  const settings = resolveSettings(options.settings, options.surface);
  const notes = callNotes([settings.token]);
  const session = { ...callSession(call, settings, options, clock), note: notes.note };
  const maxChars = options.maxCachedTableChars ?? DEFAULT_TABLE_CACHE_CHARS;
  const key =
    session.cache && !def.fresh && maxChars > 0
      ? tableCacheKey({
          name: def.name,
          rawArgs,
          today: coerce.today(),
          formatDate: coerce.formatDate,
          settings,
          namespace: session.cache.namespace,
        })
      : null;
  const finished = yield* finishedTable(call.run, session, {
    key,
    maxChars,
    limit: options.tableLimit,
    // Masked before the cache keeps it or a host sees it: an answer may echo the token into any text field.
    shown: (read: Table) => {
      const masked = redactTable(call.columns ? selectColumns(read, call.columns) : read, [settings.token]);
      return { ...masked, columns: withUnits(def.name, masked.columns) };
    },
    expected: (rows) => (call.shownColumns ? { rows, columns: call.shownColumns, headers: call.headers } : undefined),
    headers: call.headers,
    notes: notes.list,
  });
  const { table } = finished;
  return {
    table: call.labels ? labelledTable(def.name, table, call.comparison) : table,
    headers: call.headers,
    ...notesField(finished.notes),
  };
}

/**
 * Runs one function for an export: rows go to `sink` as each checked page arrives, so a pull of millions
 * of rows never sits in memory whole; nothing is cached (with `keepHints`, the host may keep the hints). A function
 * whose columns depend on its records (generic flattening) is read whole, then handed on. Returns the pull's notes,
 * told once every row is written.
 */
export function* invokeStream(
  name: string,
  rawArgs: readonly unknown[],
  options: InvokeOptions,
  given: TableSink,
): Program<StreamResult> {
  const def = findFunction(name);
  if (!def) throw new InputError(`There is no function ${name}.`);
  const clock = options.clock ?? (() => Date.now());
  const call = def.prepare(rawArgs, coerceContext(options.coerce, clock, options.surface));
  const settings = resolveSettings(options.settings, options.surface);
  const notes = callNotes([settings.token]);
  const session = { ...callSession(call, settings, options, clock, options.keepHints === true), note: notes.note };
  const sink = redactingSink(shownColumnsSink(def.name, call.labels, given, call.comparison), settings.token);
  if (call.stream) {
    yield* call.stream(session, sink);
  } else {
    const read = yield* call.run(session);
    const table = call.columns ? selectColumns(read, call.columns) : read;
    sink.columns(table.columns, call.headers);
    sink.rows(table.rows);
  }
  return notesField(notes.list());
}

function callSession(
  call: PreparedCall,
  settings: ResolvedSettings,
  options: InvokeOptions,
  clock: () => number,
  useCache = true,
) {
  const cacheMinutes = call.cacheMinutes;
  return createSession(settings, {
    clock,
    useCache,
    timeBudgetMs: options.timeBudgetMs,
    budgetAdvice: options.budgetAdvice,
    limiter: options.limiter,
    random: options.random,
    cacheTtlSeconds: cacheMinutes !== undefined ? cacheMinutes * 60 : options.cacheTtlSeconds,
    cacheNamespace: options.cacheNamespace,
    urlLimit: options.urlLimit,
    pageCeiling: options.pageCeiling,
    progress: options.onProgress,
  });
}

export function coerceContext(
  given: Partial<CoerceContext> | undefined,
  clock: () => number,
  surface?: Surface,
): CoerceContext {
  return {
    today: given?.today ?? (() => formatLocalDate(new Date(clock()))),
    formatDate: given?.formatDate,
    zeroIsEmpty: given?.zeroIsEmpty,
    surface: given?.surface ?? surface,
  };
}
