import {
  type AsyncHost,
  createFetchHost,
  type FetchLike,
  type FunctionDef,
  type FunctionResult,
  invoke,
  runAsync,
  type Settings,
} from '@sv/core';
import { type ProgressListener, rowsInBody } from './progress';

/** A nightly export may read tens of thousands of rows: far more time than a cell's 30 seconds. */
const TIME_BUDGET_MS = 30 * 60 * 1000;

export interface RunOptions {
  settings: Settings;
  fetch: FetchLike;
  progress: ProgressListener;
  /** The day relative dates count from (the sandbox's); the computer's local date by default. */
  today?: () => string;
}

/** A fetch host that tells the progress display about each request and page, only when it is drawn at all. */
function observedHost(fetch: FetchLike, progress: ProgressListener): AsyncHost {
  const host = createFetchHost(fetch, { onSend: () => progress.requestSent() });
  return {
    ...host,
    async fetchAll(requests) {
      const outcomes = await host.fetchAll(requests);
      for (const outcome of outcomes) progress.pageRead(outcome.status === 200 ? rowsInBody(outcome.body) : 0);
      return outcomes;
    },
  };
}

/** Runs one registry function through the core's `invoke` and the async driver, as the Excel add-in does. */
export async function runFunction(def: FunctionDef, rawArgs: unknown[], options: RunOptions): Promise<FunctionResult> {
  const program = invoke(def.name, rawArgs, {
    settings: options.settings,
    coerce: options.today ? { today: options.today } : undefined,
    timeBudgetMs: TIME_BUDGET_MS,
    budgetAdvice: 'Narrow the request (a shorter date range, a group, a limit) and run it again.',
    // sv keeps no cache between runs: encoding the finished table for one would only cost time and memory.
    maxCachedTableChars: 0,
  });
  try {
    return await runAsync(program, observedHost(options.fetch, options.progress));
  } finally {
    options.progress.finish();
  }
}
