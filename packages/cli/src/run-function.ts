import {
  type AsyncHost,
  createFetchHost,
  type FetchLike,
  type FunctionDef,
  type FunctionResult,
  invokeStream,
  type PageCeiling,
  runAsync,
  type Settings,
  type StreamResult,
} from '@sv/core';
import type { HintCache } from './hint-cache/hint-cache';
import { collectedTable } from './output/collected-table';
import type { StreamedTable } from './output/table-lines';
import type { ProgressListener } from './progress';

/** A nightly export may read tens of thousands of rows: far more time than a cell's 30 seconds. */
const TIME_BUDGET_MS = 30 * 60 * 1000;

/** The time a pull reads and how it waits (a retry's backoff, the rate limit's window): the computer's by default. */
export interface Waiting {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface RunOptions {
  settings: Settings;
  fetch: FetchLike;
  progress: ProgressListener;
  /** The day relative dates count from (the sandbox's); the computer's local date by default. */
  today?: () => string;
  /** In place of real time (tests): waits that only move a clock. */
  waiting?: Waiting;
  /** The campaign counts kept across runs (hint-cache/); none: every count is asked for. */
  hintCache?: HintCache;
}

/**
 * A terminal export has no spreadsheet's limits: it writes rows as they arrive, so a pull of millions of rows fits in
 * memory; the ceiling only stops a service that pages without end (20,000 pages of 1,000 rows).
 */
const EXPORT_CEILING: PageCeiling = {
  pages: 20_000,
  advice: 'Narrow it (a group, keyword_ids or search, a shorter period) and run it in parts.',
};

/**
 * A fetch host that tells the progress display about each request, and waits before each batch until `ready`
 * resolves (the output has taken the rows written so far).
 */
function observedHost(
  fetch: FetchLike,
  progress: ProgressListener,
  ready: () => Promise<void>,
  waiting?: Waiting,
  hintCache?: HintCache,
): AsyncHost {
  const host = createFetchHost(fetch, { onSend: () => progress.requestSent() });
  return {
    ...host,
    ...(waiting ? { sleep: waiting.sleep } : {}),
    ...(hintCache ? { cacheGet: hintCache.cacheGet, cachePut: hintCache.cachePut } : {}),
    async fetchAll(requests) {
      await ready();
      return host.fetchAll(requests);
    },
  };
}

const BUDGET_ADVICE = 'Narrow the request (a shorter date range, a group, a limit) and run it again.';

/**
 * Runs one registry function into `sink` as its pages arrive (CSV and JSON lines): memory stays within a few pages
 * whatever the number of rows, and no page is asked for while the output is still taking the rows before it. Returns
 * the pull's notes (a count that disagrees with the pages), for stderr once the table is written.
 */
export async function streamFunction(
  def: FunctionDef,
  rawArgs: unknown[],
  options: RunOptions,
  sink: StreamedTable,
): Promise<StreamResult> {
  const { progress } = options;
  // Pages are never served from a cache; with a file of kept hints the core offers the counts it reads and asks for
  // them (core InvokeOptions.keepHints). A spread, so that this compiles against a core without the option, which
  // then offers nothing.
  const keptHints = { keepHints: options.hintCache !== undefined };
  const program = invokeStream(
    def.name,
    rawArgs,
    {
      settings: options.settings,
      surface: 'terminal',
      coerce: options.today ? { today: options.today } : undefined,
      timeBudgetMs: TIME_BUDGET_MS,
      budgetAdvice: BUDGET_ADVICE,
      pageCeiling: EXPORT_CEILING,
      // The campaigns list that paces `sv keywords` has the address of the first page `sv campaigns` prints (the same
      // key): keyed per function, a hint kept by one is never another's table.
      cacheNamespace: `terminal-${def.name}`,
      onProgress: (pulled) => progress.pulled(pulled),
      ...keptHints,
      ...(options.waiting ? { clock: options.waiting.now } : {}),
    },
    sink,
  );
  return runAsync(
    program,
    observedHost(options.fetch, progress, () => sink.drained(), options.waiting, options.hintCache),
  );
}

/**
 * Runs one registry function into memory, for a workbook, which is written whole: through the same stream as CSV, so
 * the workbook holds the rows a CSV export would, and the rows the progress line counts are the workbook's.
 */
export async function collectFunction(
  def: FunctionDef,
  rawArgs: unknown[],
  options: RunOptions,
): Promise<FunctionResult> {
  const table = collectedTable((count) => options.progress.rowsTaken(count));
  const { notes } = await streamFunction(def, rawArgs, options, table);
  return { ...table.result(), ...(notes ? { notes } : {}) };
}
