import {
  ConfigError,
  callLabel,
  checkToken,
  createFetchHost,
  createMemoryCache,
  createRateLimiter,
  type FetchLike,
  FUNCTIONS,
  type FunctionDef,
  GATEWAY_URL_LIMIT,
  type GridCell,
  InvalidTokenError,
  invoke,
  isoDateToSerial,
  runAsync,
  type Settings,
  type Surface,
  shareInFlight,
  toGrid,
} from '@sv/core';
import { messageOf, toExcelError } from './excel-errors';
import { type ExcelCell, formattedGrid, formattedValuesSupported, numberFormatOf } from './formatted-values';
import { createKeywordImportActions, type KeywordImportActions } from './keyword-import';
import type { RuntimeMode } from './office-host';
import { MAX_CACHED_TABLE_CHARACTERS, MAX_RESULT_CHARACTERS, payloadLimit } from './payload-limit';
import { createRequestCounter } from './request-counter';
import { createRequestTally, newRuntimeId } from './request-tally';
import { type KeyListingStorage, type SettingsStore, storageFor } from './settings-store';
import { createCallSharing } from './share-calls';

/** Excel's longest text in a cell; a longer one would fail the whole result. */
const EXCEL_MAX_CELL_TEXT = 32_767;

export interface RuntimeStatus {
  requestsToday: number;
  cachedEntries: number;
  /** Approximate memory the cached answers hold, in bytes. */
  cachedBytes: number;
  lastError: { functionName: string; message: string; at: string } | null;
  /**
   * The notes of the last pulls that had any (a count that disagrees with the pages, beside a complete table), newest
   * first: each call keeps only its last pull's, so a call pulled again without notes, or failing, leaves the list.
   */
  pullNotes: PullNotes[];
}

export interface PullNotes {
  /** The call as written in a cell: `SV.KEYWORDS(102, "2026-10-01", "2026-10-31")`. */
  call: string;
  /** When the pull ended (ISO time). */
  at: string;
  notes: string[];
}

/** Calls whose notes the pane lists; older ones go. */
const MAX_NOTED_CALLS = 5;

/** What a cell with given arguments spills, as the pane needs it to give the spilled range its number formats. */
export interface ResultLayout {
  rows: number;
  /** Whether row 0 is the header row (not with headers=none). */
  headerRow: boolean;
  /** Each column's number format; undefined where a plain number reads right (ids, ranks, text). */
  numberFormats: (string | undefined)[];
}

interface CallResult {
  grid: ExcelCell[][];
  layout: ResultLayout;
}

/** One per shared runtime: the custom functions and the task pane reach the service only through it. */
export interface ExcelRuntime {
  readonly mode: Promise<RuntimeMode>;
  readonly catalogue: readonly FunctionDef[];
  /**
   * The function handed to `CustomFunctions.associate`: Excel's arguments, the invocation object last. Resolves to
   * the spilled table; rejects with a `CustomFunctions.Error` (a look-alike in preview mode) whose message the core
   * words for `surface`: a cell's by default, `pane` where the task pane runs it and shows the message.
   */
  customFunction(name: string, surface?: Surface): (...argumentsAndInvocation: unknown[]) => Promise<ExcelCell[][]>;
  /** The stored settings only, for the form: never the defaults. */
  loadSettings(): Promise<Settings>;
  /**
   * Settings used where nothing is stored: preview mode served by `npm start` points at the local sandbox. Excel mode
   * never calls it, so a workbook can only reach the service the user configured.
   */
  useDefaults(settings: Settings): void;
  /** Checks the token against the service with one request, then saves; throws the core's error when refused. */
  saveSettings(settings: Settings): Promise<void>;
  /** Forgets every cached answer, so the next calculation asks the service again. */
  clearCache(): void;
  status(): RuntimeStatus;
  /**
   * The requests this add-in sent today on this computer (every workbook, this one's included; the page's browser in
   * preview mode), read from storage; rejects when the storage cannot be read.
   */
  requestsOnThisComputer(): Promise<number>;
  onStatusChange(listener: () => void): void;
  /**
   * The layout of what a cell calling `name` with Excel's `args` (no invocation object) spills, for the pane to format
   * a result it inserted where Excel takes no formatted values. Runs the call as the cell does: shared with the cell's
   * own run while it is under way, from the cache after. Rejects as the cell's call does.
   */
  resultLayout(name: string, args: readonly unknown[]): Promise<ResultLayout>;
  /** Add keywords, the charged action of the task pane, with its ledger (never reached from a cell). */
  readonly keywordImport: KeywordImportActions;
}

export interface RuntimeDependencies {
  fetch: FetchLike;
  mode: Promise<RuntimeMode>;
  settingsStore: (mode: RuntimeMode) => SettingsStore;
  clock?: () => number;
  /**
   * Where the import ledger and the daily request tally live; OfficeRuntime.storage (localStorage in preview mode) by
   * default.
   */
  storage?: (mode: RuntimeMode) => KeyListingStorage;
}

export function createExcelRuntime(deps: RuntimeDependencies): ExcelRuntime {
  const clock = deps.clock ?? (() => Date.now());
  const counter = createRequestCounter(clock);
  const storage = deps.storage ?? storageFor;
  const tally = createRequestTally(deps.mode.then(storage), clock, newRuntimeId(clock));
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const cache = createMemoryCache(clock);
  const host = {
    ...shareInFlight(
      createFetchHost(deps.fetch, {
        onSend: () => {
          counter.increment();
          tally.record(counter.today());
          notify();
        },
      }),
    ),
    cacheGet: (keys: string[]) => cache.cacheGet(keys),
    cachePut: (entries: Parameters<typeof cache.cachePut>[0]) => cache.cachePut(entries),
  };
  // One limiter for the whole runtime: every cell and the task pane draw from the same 10 requests per second.
  const limiter = createRateLimiter();
  const shareCall = createCallSharing<CallResult>();
  const store = deps.mode.then(deps.settingsStore);
  // Percent, date and currency columns come back formatted where this Excel takes formatted values.
  const formatting = deps.mode.then((mode) => mode === 'excel' && formattedValuesSupported());
  let settings: Promise<Settings> | null = null;
  let generation = 0;
  let lastError: RuntimeStatus['lastError'] = null;
  let pullNotes: PullNotes[] = [];
  /** Keeps the notes of a call's last pull, none taking the call off the list. */
  const recordNotes = (name: string, args: readonly unknown[], notes: readonly string[] | undefined) => {
    const call = callLabel(`SV.${name}`, args, { secrets: [tokenInUse, defaults.token] });
    const others = pullNotes.filter((entry) => entry.call !== call);
    const noted = notes && notes.length > 0 ? [{ call, at: new Date(clock()).toISOString(), notes: [...notes] }] : [];
    pullNotes = [...noted, ...others].slice(0, MAX_NOTED_CALLS);
  };
  let defaults: Settings = {};
  // The token the calculations send, so every message shown (cells, lastError in the pane) is redacted with it.
  let tokenInUse: string | undefined;

  const storedSettings = () => {
    if (settings) return settings;
    const reading = store
      .then((s) => s.load())
      .catch(() => {
        throw new ConfigError(
          'Could not read the add-in settings from Excel. Recalculate to try again; if it keeps failing, close and reopen the workbook.',
        );
      });
    settings = reading;
    // A read that failed (storage busy or not ready) is forgotten, so the next calculation reads again; calls made
    // while it is under way share its outcome. A successful read stays until settings are saved.
    reading.catch(() => {
      if (settings === reading) settings = null;
    });
    return reading;
  };
  const effectiveSettings = async (): Promise<Settings> => {
    const stored = await storedSettings();
    return {
      token: stored.token || defaults.token,
      gatewayUrl: stored.gatewayUrl || defaults.gatewayUrl,
      v1Url: stored.v1Url || defaults.v1Url,
    };
  };

  /** Forgets the settings read, so the next use reads the storage again. */
  const forgetSettings = () => {
    settings = null;
  };
  // Where the storage reports changes (the browser's storage event in preview mode), a save elsewhere is seen at once.
  store.then((s) => s.onChange?.(forgetSettings)).catch(() => undefined);

  /**
   * Settings saved in another open workbook's pane live in the same storage, but this runtime read them earlier: before
   * reporting a missing or refused token, read the storage again. Returns the settings to try again with, or
   * undefined when nothing changed (or the error is about something else).
   */
  async function newerSettings(error: unknown, used: Settings): Promise<Settings | undefined> {
    if (!(error instanceof ConfigError || error instanceof InvalidTokenError)) return undefined;
    forgetSettings();
    const fresh = await effectiveSettings().catch(() => used);
    const same = fresh.token === used.token && fresh.gatewayUrl === used.gatewayUrl && fresh.v1Url === used.v1Url;
    return same ? undefined : fresh;
  }

  async function run(name: string, args: unknown[]): Promise<CallResult> {
    const used = await effectiveSettings();
    try {
      return await runWith(used, name, args);
    } catch (error) {
      const fresh = await newerSettings(error, used);
      if (!fresh) throw error;
      return runWith(fresh, name, args);
    }
  }

  async function runWith(current: Settings, name: string, args: unknown[]): Promise<CallResult> {
    tokenInUse = current.token;
    const payload = payloadLimit(name, (table, headers) =>
      toGrid(table, { headers, date: excelDate, maxText: EXCEL_MAX_CELL_TEXT }),
    );
    const program = invoke(name, args, {
      settings: current,
      coerce: { zeroIsEmpty: true },
      clock,
      limiter,
      cacheNamespace: String(generation),
      // fetch sends long URLs; the gateway's limit is the one that binds (docs/service.md, URL length limits).
      urlLimit: GATEWAY_URL_LIMIT,
      // A table larger than a result may carry is refused, before its pages when a count tells, and the refusal is
      // remembered with the answers, so a recalculation repeats it without a request.
      tableLimit: payload.limit,
      maxCachedTableChars: MAX_CACHED_TABLE_CHARACTERS,
    });
    const result = await runAsync(program, host);
    recordNotes(name, args, result.notes);
    const grid = payload.gridOf(result.table, result.headers);
    const layout: ResultLayout = {
      rows: grid.length,
      headerRow: result.headers,
      numberFormats: result.table.columns.map(numberFormatOf),
    };
    if (!(await formatting)) return { grid, layout };
    // Formatted values take more room than plain numbers: a table that only fits plain stays plain.
    const formatted = formattedGrid(grid, result.table.columns, result.headers);
    const fits = formatted === grid || JSON.stringify(formatted).length <= MAX_RESULT_CHARACTERS;
    return { grid: fits ? formatted : grid, layout };
  }

  /** One call as a cell makes it: identical calls under way share one run. */
  function call(name: string, args: unknown[]): Promise<CallResult> {
    return shareCall(`${generation}\n${name}\n${JSON.stringify(args)}`, () => run(name, args));
  }
  const arityOf = (name: string) => {
    const arity = FUNCTIONS.find((definition) => definition.name === name)?.params.length;
    if (arity === undefined) throw new Error(`${name} is not in the registry`);
    return arity;
  };

  return {
    mode: deps.mode,
    catalogue: FUNCTIONS,
    customFunction(name, surface = 'excel') {
      const arity = arityOf(name);
      return async (...argumentsAndInvocation) => {
        // Excel passes every declared argument (null when omitted), then its invocation object.
        const args = argumentsAndInvocation.slice(0, arity);
        try {
          const { grid } = await call(name, args);
          notify();
          return grid;
        } catch (error) {
          const secrets = [tokenInUse, defaults.token];
          // Shown in the pane's status, so worded for the pane.
          const message = messageOf(error, secrets, 'pane');
          lastError = { functionName: name, message, at: new Date(clock()).toISOString() };
          recordNotes(name, args, []);
          notify();
          throw toExcelError(error, secrets, surface);
        }
      };
    },
    // The form always shows what is stored now, which another workbook's pane may have changed.
    loadSettings() {
      forgetSettings();
      return storedSettings();
    },
    useDefaults(next) {
      defaults = { ...next };
    },
    async saveSettings(next) {
      try {
        await runAsync(checkToken(next), host);
        await (await store).save(next);
      } catch (error) {
        // The pane shows this message: redacted with the token being checked as well as the one in use.
        throw new Error(messageOf(error, [next.token, tokenInUse, defaults.token], 'pane'));
      }
      // Cache keys carry the address and a hash of the token, so answers cached under other settings never leak.
      settings = null;
      notify();
    },
    clearCache() {
      cache.clear();
      generation += 1;
      notify();
    },
    status: () => ({
      requestsToday: counter.today(),
      cachedEntries: cache.size,
      cachedBytes: cache.bytes,
      lastError,
      pullNotes,
    }),
    requestsOnThisComputer: () => tally.total().then((total) => Math.max(total, counter.today())),
    onStatusChange(listener) {
      listeners.add(listener);
    },
    async resultLayout(name, args) {
      const arity = arityOf(name);
      // As Excel passes them: every declared argument, null for those left out.
      const padded = Array.from({ length: arity }, (_, index) => args[index] ?? null);
      return (await call(name, padded)).layout;
    },
    keywordImport: createKeywordImportActions({
      mode: deps.mode,
      host,
      limiter,
      clock,
      settings: effectiveSettings,
      secrets: () => [tokenInUse, defaults.token],
      storage,
    }),
  };
}

/**
 * Dates leave as Excel serial numbers, so they sort and compute as dates once the column has a date format (a custom
 * function cannot set one). A cell that is not a plain calendar date stays text.
 */
function excelDate(isoDate: string): GridCell {
  try {
    return isoDateToSerial(isoDate);
  } catch {
    return isoDate;
  }
}
