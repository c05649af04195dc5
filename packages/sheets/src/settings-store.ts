import { SETTING_NAMES, type Settings } from '@sv/core';

/** Where a setting lives: the spreadsheet (everyone who edits it) or the user's own account. */
export type SettingScope = 'document' | 'user';

const CACHE_GENERATION = 'SV_CACHE_GENERATION';

type Store = GoogleAppsScript.Properties.Properties;

/** Null outside a spreadsheet, or where the host refuses access (some custom-function contexts). */
function storeOf(scope: SettingScope): Store | null {
  try {
    return scope === 'document' ? PropertiesService.getDocumentProperties() : PropertiesService.getUserProperties();
  } catch {
    return null;
  }
}

function read(scope: SettingScope, name: string): string | undefined {
  try {
    const value = storeOf(scope)?.getProperty(name);
    return value ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The spreadsheet's shared setting wins; the user's own is used when the spreadsheet has none. */
function lookUp(name: string): string | undefined {
  return read('document', name) ?? read('user', name);
}

export function readSettings(): Settings {
  return {
    token: lookUp(SETTING_NAMES.token),
    gatewayUrl: lookUp(SETTING_NAMES.gatewayUrl),
    v1Url: lookUp(SETTING_NAMES.v1Url),
  };
}

/** Where the token is set (never its value), for the dialogs. */
export function tokenScopes(): SettingScope[] {
  return (['document', 'user'] as const).filter((scope) => read(scope, SETTING_NAMES.token) !== undefined);
}

function writableStore(scope: SettingScope): Store {
  const store = storeOf(scope);
  if (!store) throw new Error(`The ${scope} settings of this spreadsheet cannot be written here.`);
  return store;
}

export function saveToken(token: string, scope: SettingScope): void {
  writableStore(scope).setProperty(SETTING_NAMES.token, token);
}

/** Removes the token from the spreadsheet and from the user's own settings; returns where it was. */
export function removeToken(): SettingScope[] {
  const found = tokenScopes();
  for (const scope of found) writableStore(scope).deleteProperty(SETTING_NAMES.token);
  return found;
}

export interface Addresses {
  gatewayUrl: string;
  v1Url: string;
}

/** The addresses as stored (empty text = the service's default address). */
export function readAddresses(): Addresses {
  return { gatewayUrl: lookUp(SETTING_NAMES.gatewayUrl) ?? '', v1Url: lookUp(SETTING_NAMES.v1Url) ?? '' };
}

/** Addresses belong to the spreadsheet; empty text removes the setting so the default address applies. */
export function saveAddresses(addresses: Addresses): void {
  const store = writableStore('document');
  const pairs: [string, string][] = [
    [SETTING_NAMES.gatewayUrl, addresses.gatewayUrl.trim()],
    [SETTING_NAMES.v1Url, addresses.v1Url.trim()],
  ];
  for (const [name, value] of pairs) {
    if (value === '') store.deleteProperty(name);
    else store.setProperty(name, value);
  }
}

/** Part of every cache key: bumping it makes every earlier cache entry of this spreadsheet unreachable. */
export function cacheGeneration(): string {
  return read('document', CACHE_GENERATION) ?? '0';
}

export function setCacheGeneration(generation: string): void {
  storeOf('document')?.setProperty(CACHE_GENERATION, generation);
}

/** Document-level state of the add-on itself (refresh progress, the schedule), as JSON. */
export function readDocumentState<T>(name: string): T | null {
  const text = read('document', name);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeDocumentState(name: string, value: unknown): void {
  const store = storeOf('document');
  if (value === null) store?.deleteProperty(name);
  else store?.setProperty(name, JSON.stringify(value));
}
