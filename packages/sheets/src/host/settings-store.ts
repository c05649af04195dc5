import { SETTING_NAMES, type Settings } from '@sv/core';

/** Where a setting lives: the spreadsheet (everyone who edits it) or the user's own account. */
export type SettingScope = 'document' | 'user';

const CACHE_GENERATION = 'SV_CACHE_GENERATION';

/** A scope chosen in a dialog; anything else is refused before anything is sent or stored. */
export function parseScope(scope: unknown): SettingScope {
  if (scope === 'document' || scope === 'user') return scope;
  throw new Error('Choose whether the setting is for everyone who edits this spreadsheet or only for you.');
}

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

/** A stored text, or undefined when it is missing or blank. */
function readText(scope: SettingScope, name: string): string | undefined {
  const value = read(scope, name);
  return value && value.trim() !== '' ? value : undefined;
}

/**
 * Which token the cells use: the spreadsheet's shared token when it has one (everyone who edits the spreadsheet gets
 * the same numbers), else the user's own. An editor can replace the shared token, and with it the data everybody
 * sees, as they can edit any cell anyway; what no editor can do is send somebody else's token anywhere, because a
 * token travels only with the addresses of its own scope (see `settingsOf`).
 */
export function activeTokenScope(): SettingScope | null {
  if (readText('document', SETTING_NAMES.token)) return 'document';
  if (readText('user', SETTING_NAMES.token)) return 'user';
  return null;
}

/**
 * The token and addresses of one scope only. An address this scope does not set is the service's default, never the
 * other scope's: a personal token must not follow an address an editor put in the spreadsheet, and a shared token
 * must not follow one user's private proxy.
 */
export function settingsOf(scope: SettingScope): Settings {
  return {
    token: readText(scope, SETTING_NAMES.token),
    gatewayUrl: readText(scope, SETTING_NAMES.gatewayUrl),
    v1Url: readText(scope, SETTING_NAMES.v1Url),
  };
}

/** The settings the cells, Refresh now and the scheduled refresh use. */
export function readSettings(): Settings {
  const scope = activeTokenScope();
  return scope ? settingsOf(scope) : {};
}

/** Where the token is set (never its value), for the dialogs. */
export function tokenScopes(): SettingScope[] {
  return (['document', 'user'] as const).filter((scope) => readText(scope, SETTING_NAMES.token) !== undefined);
}

/** Every token stored where this user can read it, to mask in whatever is shown. */
export function storedTokens(): string[] {
  return (['document', 'user'] as const).flatMap((scope) => read(scope, SETTING_NAMES.token) ?? []);
}

function writableStore(scope: SettingScope): Store {
  const store = storeOf(scope);
  if (!store) throw new Error(`The ${scope} settings of this spreadsheet cannot be written here.`);
  return store;
}

const ADDRESSES_CHANGED =
  'The API addresses changed while the token was being checked, so the token was not saved. Open Set API token again.';

/**
 * Saves a token that was checked at `checkedAt`, the addresses of `scope` when the check began. If another dialog
 * changed them meanwhile, nothing is stored: a token is never kept beside addresses it was not checked at. Another
 * editor may save addresses at any moment and there is no transaction over two properties, so the addresses are read
 * again after the token is written (saveAddresses removes the token again after writing them): whichever write comes
 * last, one of the two sees the other and the token goes.
 */
export function saveToken(token: string, scope: SettingScope, checkedAt: Addresses): void {
  if (!sameAddresses(readAddresses(scope), checkedAt)) throw new Error(ADDRESSES_CHANGED);
  const store = writableStore(scope);
  store.setProperty(SETTING_NAMES.token, token);
  if (!sameAddresses(readAddresses(scope), checkedAt)) {
    store.deleteProperty(SETTING_NAMES.token);
    throw new Error(ADDRESSES_CHANGED);
  }
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

/** The addresses one scope stores (empty text = the service's default address). */
export function readAddresses(scope: SettingScope): Addresses {
  return {
    gatewayUrl: readText(scope, SETTING_NAMES.gatewayUrl) ?? '',
    v1Url: readText(scope, SETTING_NAMES.v1Url) ?? '',
  };
}

function sameAddresses(a: Addresses, b: Addresses): boolean {
  return a.gatewayUrl === b.gatewayUrl && a.v1Url === b.v1Url;
}

/**
 * Saves the addresses of one scope; empty text removes the setting so the default address applies. A token of that
 * scope was checked at the old addresses, so it is removed first: were it kept, an editor could send the spreadsheet's
 * shared token to a server of their own, and a write that fails half-way would leave it beside an address nobody
 * checked. Returns whether a token was removed.
 */
export function saveAddresses(addresses: Addresses, scope: SettingScope): { tokenRemoved: boolean } {
  const store = writableStore(scope);
  const next: Addresses = { gatewayUrl: addresses.gatewayUrl.trim(), v1Url: addresses.v1Url.trim() };
  if (sameAddresses(readAddresses(scope), next)) return { tokenRemoved: false };
  const tokenRemoved = readText(scope, SETTING_NAMES.token) !== undefined;
  if (tokenRemoved) store.deleteProperty(SETTING_NAMES.token);
  const pairs: [string, string][] = [
    [SETTING_NAMES.gatewayUrl, next.gatewayUrl],
    [SETTING_NAMES.v1Url, next.v1Url],
  ];
  for (const [name, value] of pairs) {
    if (value === '') store.deleteProperty(name);
    else store.setProperty(name, value);
  }
  // A token dialog may have saved a token checked at the old addresses while these were written (see saveToken).
  const savedMeanwhile = readText(scope, SETTING_NAMES.token) !== undefined;
  if (savedMeanwhile) store.deleteProperty(SETTING_NAMES.token);
  return { tokenRemoved: tokenRemoved || savedMeanwhile };
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
