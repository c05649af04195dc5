import { SETTING_NAMES, type Settings } from '@sv/core';

/** The promise-based key-value shape of `OfficeRuntime.storage`, which the browser fallback imitates. */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
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
    async load() {
      const settings: Settings = {};
      for (const [field, key] of KEYS) {
        const value = await storage.getItem(key);
        if (value) settings[field] = value;
      }
      return settings;
    },
    async save(settings) {
      for (const [field, key] of KEYS) {
        const value = (settings[field] ?? '').trim();
        if (value) await storage.setItem(key, value);
        else await storage.removeItem(key);
      }
    },
  };
}

/** Preview mode outside Office: the same interface over the page's localStorage. */
export function browserStorage(local: Storage): KeyValueStorage {
  return {
    getItem: async (key) => local.getItem(key),
    setItem: async (key, value) => local.setItem(key, value),
    removeItem: async (key) => local.removeItem(key),
  };
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
