import { ConfigError, SETTING_NAMES, type Settings } from '@sv/core';

/** The promise-based key-value shape of `OfficeRuntime.storage`, which the browser fallback imitates. */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** With the listing of its keys (OfficeRuntime.storage has it), which the request tally needs. */
export interface KeyListingStorage extends KeyValueStorage {
  getKeys(): Promise<string[]>;
}

export interface SettingsStore {
  load(): Promise<Settings>;
  /** Saves non-empty values and removes empty ones, so clearing a field restores the default. */
  save(settings: Settings): Promise<void>;
  /**
   * Calls `listener` when another window changes the stored settings, where the storage reports that (the browser's
   * storage event); OfficeRuntime.storage reports nothing, so the runtime also reads again before a token error.
   */
  onChange?(listener: () => void): void;
}

const KEYS = Object.entries(SETTING_NAMES) as [keyof Settings, string][];

export function createSettingsStore(
  storage: KeyValueStorage,
  onChange?: (listener: () => void) => void,
): SettingsStore {
  return {
    onChange,
    load: () => readAll(storage),
    async save(settings) {
      const before = await readAll(storage);
      try {
        await storage.removeItem(SETTING_NAMES.token);
      } catch (error) {
        throw notSaved(error, KEPT);
      }
      try {
        await writeTokenLast(storage, settings);
      } catch (error) {
        throw notSaved(error, await restore(storage, before));
      }
    },
  };
}

const ADDRESS_KEYS = KEYS.filter(([field]) => field !== 'token');

async function readAll(storage: KeyValueStorage): Promise<Settings> {
  const settings: Settings = {};
  for (const [field, key] of KEYS) {
    const value = await storage.getItem(key);
    if (value) settings[field] = value;
  }
  return settings;
}

async function put(storage: KeyValueStorage, key: string, value: string | undefined): Promise<void> {
  const trimmed = (value ?? '').trim();
  if (trimmed) await storage.setItem(key, trimmed);
  else await storage.removeItem(key);
}

/**
 * The token goes out first and back in last: a write that fails half-way never leaves a token beside addresses it
 * was not checked at (the new token beside the old address, or the old token beside the new one).
 */
async function writeTokenLast(storage: KeyValueStorage, settings: Settings): Promise<void> {
  await storage.removeItem(SETTING_NAMES.token);
  for (const [field, key] of ADDRESS_KEYS) await put(storage, key, settings[field]);
  await put(storage, SETTING_NAMES.token, settings.token);
}

const KEPT = 'The settings were not saved; the earlier ones still apply.';

/** Puts the earlier settings back, in the same safe order; says what the user now has. */
async function restore(storage: KeyValueStorage, before: Settings): Promise<string> {
  try {
    await writeTokenLast(storage, before);
    return KEPT;
  } catch {
    return 'The settings were not saved, and the token was removed so that no cell sends it to an address it was not checked at: paste it again.';
  }
}

/**
 * A failed save, as the pane shows it: what happened, what the user has now (`outcome`), what to do. A settings
 * error, not "an unexpected problem" to report: the storage refused, the add-in did what it should.
 */
function notSaved(error: unknown, outcome: string): ConfigError {
  if (isStorageFull(error)) {
    return new ConfigError(
      `The add-in's storage on this computer is full (Excel keeps about 10 MB per add-in; a browser, a few MB per ` +
        `site). ${outcome} Free some of it and save again: in a browser, clear other data this site keeps; in ` +
        'Excel, clear the Office cache, which also forgets the token and the record of earlier keyword imports.',
    );
  }
  return new ConfigError(`The add-in's storage refused the change: ${sentenceOf(error)} ${outcome} Try again.`);
}

/** The quota errors of OfficeRuntime.storage and of a browser's localStorage (QuotaExceededError, DOMException 22). */
function isStorageFull(error: unknown): boolean {
  const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'QuotaExceededError' || code === 22 || code === 1014) return true;
  return (
    typeof message === 'string' && /quota|storage is full|no space|exceeded the (storage|size) limit/i.test(message)
  );
}

/** The storage's own words as a sentence (they hold no token: nothing was sent). */
function sentenceOf(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Preview mode outside Office: the same interface over the page's localStorage. */
export function browserStorage(local: Storage): KeyListingStorage {
  return {
    getKeys: async () => Object.keys(local),
    getItem: async (key) => local.getItem(key),
    setItem: async (key, value) => local.setItem(key, value),
    removeItem: async (key) => local.removeItem(key),
  };
}

/**
 * Where the add-in keeps what outlives a session (the import ledger, the daily request tally): OfficeRuntime.storage
 * in Excel; the page's localStorage in preview mode (outside Office).
 */
export function storageFor(mode: 'excel' | 'preview'): KeyListingStorage {
  return mode === 'excel' ? OfficeRuntime.storage : browserStorage(globalThis.localStorage);
}

/**
 * OfficeRuntime.storage in Excel (kept per add-in and per user, never in the workbook); the page's localStorage only
 * in preview mode, outside Office.
 */
export function settingsStoreFor(mode: 'excel' | 'preview'): SettingsStore {
  if (mode === 'excel') return createSettingsStore(OfficeRuntime.storage);
  const names = new Set<string>(Object.values(SETTING_NAMES));
  return createSettingsStore(browserStorage(globalThis.localStorage), (listener) =>
    globalThis.addEventListener('storage', (event) => {
      if (event.key === null || names.has(event.key)) listener();
    }),
  );
}
