import { readFileSync } from 'node:fs';
import { type Context, createContext, runInContext } from 'node:vm';
import { bindBuiltinsInScriptScope } from '../../script-scope-builtins';
import { builtFile } from './paths';

/** What `CustomFunctions.Error` is in Excel: an error code for the cell and a message for its error indicator. */
export class ShimExcelError {
  constructor(
    readonly code: string,
    readonly message?: string,
  ) {}
}

const ERROR_CODES = {
  invalidValue: '#VALUE!',
  notAvailable: '#N/A',
  divisionByZero: '#DIV/0!',
  invalidNumber: '#NUM!',
  nullReference: '#NULL!',
  invalidName: '#NAME?',
  invalidReference: '#REF!',
  busy: '#BUSY!',
  calc: '#CALC!',
  connect: '#CONNECT!',
};

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
}

/** What Excel hands a custom function as its last argument. */
export function invocation(name: string, address = 'Sheet1!A1') {
  return { functionName: `SV.${name}`, address };
}

export interface LoadedFunctions {
  /** The functions as `CustomFunctions.associate` received them, by id. */
  associated: Map<string, (...args: unknown[]) => Promise<unknown>>;
  /** `OfficeRuntime.storage`, per add-in and user. */
  storage: Map<string, string>;
  /** Every request the script sent through fetch. */
  sent: SentRequest[];
  /** The timers shorter than 10 s the script set, in ms, when they move its clock (`virtualWaits`). */
  waits: number[];
  /** Makes the next `count` reads of `OfficeRuntime.storage` reject, as they can while Excel is busy. */
  failStorageReads(count: number): void;
  /**
   * Makes the next `count` writes (set or remove) of `key` reject, as a full storage does; `PREFIX*` fails the writes of
   * every key starting with PREFIX.
   */
  failStorageWrites(key: string, count: number): void;
  /** Calls a function the way Excel does: all declared arguments (null when omitted), then the invocation object. */
  call(name: string, ...args: unknown[]): Promise<unknown>;
  /** What the task pane reaches through the page's global. */
  runtime(): {
    status(): {
      requestsToday: number;
      cachedEntries: number;
      cachedBytes: number;
      lastError: { message: string } | null;
    };
    clearCache(): void;
    requestsOnThisComputer(): Promise<number>;
    saveSettings(settings: { token?: string; gatewayUrl?: string; v1Url?: string }): Promise<void>;
    loadSettings(): Promise<{ token?: string; gatewayUrl?: string; v1Url?: string }>;
    /** A function as the pane runs it: `pane` words its messages for the pane. */
    customFunction(name: string, surface?: 'excel' | 'pane'): (...args: unknown[]) => Promise<unknown>;
  };
  context: Context;
}

/**
 * Timers this long or longer are a request's time limit (20 s and more), not a wait (a backoff is at most 8 s): they
 * keep real time, so a request is never cut short while its answer is read.
 */
const LONGEST_WAIT_MS = 10_000;

/**
 * Timers that move a clock instead of waiting: each shorter than 10 s (a backoff, the rate limit's window) fires as
 * soon as no request is in flight, the script's Date.now moved to its time, the earliest first.
 */
function virtualTimers(requestsInFlight: () => number) {
  const timers = new Map<number, { at: number; run: () => void }>();
  const waits: number[] = [];
  let skippedMs = 0;
  let nextId = 1;
  let pumping = false;
  const now = () => Date.now() + skippedMs;
  const pump = () => {
    if (pumping) return;
    pumping = true;
    setImmediate(() => {
      pumping = false;
      if (requestsInFlight() > 0 || timers.size === 0) return;
      const [id, timer] = [...timers].reduce((first, each) => (each[1].at < first[1].at ? each : first));
      timers.delete(id);
      skippedMs += Math.max(0, timer.at - now());
      timer.run();
      pump();
    });
  };
  return {
    now,
    pump,
    waits,
    setTimeout(run: (...args: unknown[]) => void, ms = 0, ...args: unknown[]): unknown {
      if (ms >= LONGEST_WAIT_MS) return setTimeout(run, ms, ...args);
      if (ms > 0) waits.push(ms);
      const id = nextId++;
      timers.set(id, { at: now() + Math.max(0, ms), run: () => run(...args) });
      pump();
      return id;
    },
    clearTimeout(id: unknown): void {
      if (typeof id === 'number') timers.delete(id);
      else clearTimeout(id as NodeJS.Timeout);
    },
  };
}

export interface ScriptOptions {
  /** Waits shorter than 10 s move the script's clock instead of passing (see `virtualTimers`). */
  virtualWaits?: boolean;
}

/**
 * Loads the built functions.js as Excel's shared runtime would: a classic script in a fresh global scope holding
 * office.js's `Office`, `CustomFunctions` and `OfficeRuntime`, with the platform's fetch and timers.
 */
export function loadFunctionsScript(
  initialStorage: Record<string, string> | Map<string, string> = {},
  /** The requirement sets this Excel reports as supported, as "Name version" (e.g. "CustomFunctionsRuntime 1.4"). */
  requirementSets: readonly string[] = [],
  options: ScriptOptions = {},
): LoadedFunctions {
  const associated = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  // A Map is kept as it is: scripts loaded with the same Map are two open workbooks of one user, since
  // OfficeRuntime.storage is kept per add-in and per user, not per workbook.
  const storage = initialStorage instanceof Map ? initialStorage : new Map(Object.entries(initialStorage));
  const sent: SentRequest[] = [];
  let failingStorageReads = 0;
  const failingWrites = new Map<string, number>();
  const write = (key: string, change: () => void) => {
    // A name ending in * fails the writes of every key that starts with the rest of it.
    const rule = [...failingWrites.keys()].find((name) =>
      name.endsWith('*') ? key.startsWith(name.slice(0, -1)) : name === key,
    );
    const failing = rule === undefined ? 0 : (failingWrites.get(rule) ?? 0);
    if (rule !== undefined && failing > 0) {
      failingWrites.set(rule, failing - 1);
      throw new Error('The storage quota was exceeded');
    }
    change();
  };

  const CustomFunctions = {
    associate(idOrMappings: string | Record<string, (...args: unknown[]) => Promise<unknown>>, fn?: unknown) {
      const entries = typeof idOrMappings === 'string' ? [[idOrMappings, fn] as const] : Object.entries(idOrMappings);
      for (const [id, handler] of entries) {
        if (typeof handler !== 'function') throw new Error(`associate(${id}) without a function`);
        if (associated.has(id)) throw new Error(`${id} associated twice`);
        associated.set(id, handler as (...args: unknown[]) => Promise<unknown>);
      }
    },
    Error: ShimExcelError,
    ErrorCode: ERROR_CODES,
  };
  const OfficeRuntime = {
    storage: {
      getKeys: async () => {
        if (failingStorageReads > 0) {
          failingStorageReads -= 1;
          throw new Error('Storage is not available right now.');
        }
        return [...storage.keys()];
      },
      getItem: async (key: string) => {
        if (failingStorageReads > 0) {
          failingStorageReads -= 1;
          throw new Error('Storage is not available right now.');
        }
        return storage.get(key) ?? null;
      },
      setItem: async (key: string, value: string) => {
        write(key, () => storage.set(key, String(value)));
      },
      removeItem: async (key: string) => {
        write(key, () => storage.delete(key));
      },
    },
  };
  const Office = {
    HostType: { Excel: 'Excel' },
    onReady: async () => ({ host: 'Excel', platform: 'PC' }),
    context: {
      requirements: {
        isSetSupported: (name: string, version = '1.1') =>
          requirementSets.some((set) => {
            const [setName, setVersion = '1.1'] = set.split(' ');
            return setName === name && Number(setVersion) >= Number(version);
          }),
      },
    },
  };
  let inFlight = 0;
  const timers = options.virtualWaits ? virtualTimers(() => inFlight) : undefined;
  const recordingFetch = (url: string, init: RequestInit = {}) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
    });
    inFlight += 1;
    return fetch(url, init).finally(() => {
      inFlight -= 1;
      timers?.pump();
    });
  };

  const context = createContext({
    CustomFunctions,
    OfficeRuntime,
    Office,
    fetch: recordingFetch,
    console,
    setTimeout: timers ? timers.setTimeout : setTimeout,
    clearTimeout: timers ? timers.clearTimeout : clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    AbortController,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    crypto: globalThis.crypto,
  });
  if (timers) (runInContext('Date', context) as DateConstructor).now = timers.now;
  // As in the Apps Script realm (sheets/harness.ts): the bundle's loops read Math, JSON, Object... at native speed.
  bindBuiltinsInScriptScope(context);
  runInContext(readFileSync(builtFile('functions.js'), 'utf8'), context, { filename: 'functions.js' });

  return {
    associated,
    storage,
    sent,
    waits: timers?.waits ?? [],
    context,
    failStorageReads(count) {
      failingStorageReads = count;
    },
    failStorageWrites(key, count) {
      failingWrites.set(key, count);
    },
    call(name, ...args) {
      const handler = associated.get(name);
      if (!handler) throw new Error(`${name} was not associated`);
      return handler(...args, invocation(name));
    },
    runtime() {
      const runtime = (context as { svExcelRuntime?: unknown }).svExcelRuntime;
      if (!runtime) throw new Error('functions.js did not publish its runtime');
      return runtime as ReturnType<LoadedFunctions['runtime']>;
    },
  };
}
