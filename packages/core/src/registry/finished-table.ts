import { cacheGet, cachePut, type Program } from '../engine/effects';
import type { Session } from '../engine/session';
import { type CachedTable, decodeCachedTable, encodeMarker, encodeTable } from '../engine/table-cache';
import { InputError } from '../errors';
import type { Table } from '../table';
import type { TableLimit } from './table-limit';

export interface FinishedTableOptions {
  /** Where the table is cached; null when it is not (no cache, or a function always asked afresh). */
  key: string | null;
  /** The longest cached text worth keeping on this host; a longer table is served uncached. */
  maxChars: number;
  limit?: TableLimit;
  /** The table as shown, from the table the pages make (the `columns` option applied). */
  shown(table: Table): Table;
  /** The least rows a count promises, with the columns as shown; told to `limit` before paging. */
  expected(rows: number): Parameters<TableLimit['expected']>[0] | undefined;
  headers: boolean;
  /** The notes the call has been told so far (`Session.note`, redacted); kept with the table in the cache. */
  notes(): readonly string[];
}

/** A call's table and the notes told beside it: the fresh pull's, or those kept with the cached table. */
export interface FinishedTable {
  table: Table;
  notes: readonly string[];
}

/**
 * The table of a call, from the cache when the same cell asked the same of the same service within the answers'
 * lifetime: a repeat is then one cache read, without reading and flattening its pages again. Only a finished table is
 * stored, so a cached one is as complete as a fresh one; a refresh's new namespace or another token misses it.
 *
 * The notes told beside the table (a count that disagrees with the pages) are kept with it, so a repeat served from
 * the cache says what the pull said.
 *
 * The cache is best effort. A table too long to keep is served uncached, and a small marker in its place spares the
 * next call encoding it again. A table the host refuses to show is remembered as refused, so a recalculation repeats
 * the message without sending anything.
 */
export function* finishedTable(
  run: (session: Session) => Program<Table>,
  session: Session,
  options: FinishedTableOptions,
): Program<FinishedTable> {
  const { key, limit } = options;
  const cached: CachedTable | null = key ? yield* readCached(key) : null;
  if (cached?.kind === 'table') return { table: cached.table, notes: cached.notes };
  if (cached?.kind === 'refused') throw new InputError(cached.message);

  // Errors thrown by the host's limit, told apart from every other failure: only those are remembered.
  const refusals = new WeakSet<object>();
  const refuse = (check: () => void) => {
    try {
      check();
    } catch (error) {
      if (error instanceof InputError) refusals.add(error);
      throw error;
    }
  };
  const expectRows = limit
    ? (rows: number) => {
        const estimate = options.expected(rows);
        if (estimate) refuse(() => limit.expected(estimate));
      }
    : undefined;

  let table: Table;
  try {
    table = options.shown(yield* run(expectRows ? { ...session, expectRows } : session));
    if (limit) refuse(() => limit.finished(table, options.headers));
  } catch (error) {
    if (key && error instanceof InputError && refusals.has(error)) {
      yield* store(session, key, encodeMarker({ kind: 'refused', message: error.message }));
    }
    throw error;
  }
  const notes = options.notes();
  if (key && cached?.kind !== 'too-large') {
    yield* store(session, key, encodeTable(table, options.maxChars, notes) ?? encodeMarker({ kind: 'too-large' }));
  }
  return { table, notes };
}

function* readCached(key: string): Program<CachedTable | null> {
  const [text] = yield* cacheGet([key]);
  return typeof text === 'string' ? decodeCachedTable(text) : null;
}

function* store(session: Session, key: string, value: string): Program<void> {
  if (session.cache) yield* cachePut([{ key, value, ttlSeconds: session.cache.ttlSeconds }]);
}
