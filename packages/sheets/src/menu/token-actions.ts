import { checkToken, runSync } from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { createAppsScriptHost } from '../host/apps-script-host';
import { parseScope, removeToken, type SettingScope, saveToken, settingsOf, tokenScopes } from '../host/settings-store';

export interface TokenStatus {
  /** Where a token is set; the token itself never goes back to the browser. */
  scopes: SettingScope[];
}

export function tokenStatus(): TokenStatus {
  return { scopes: tokenScopes() };
}

/**
 * Saves a token only after the service accepted it, in the place the user chose. The check goes to the addresses of
 * that same place (or the service's own), the only ones the token will ever be sent to. Returns what to tell the user.
 */
export function checkAndSaveToken(rawToken: unknown, rawScope: unknown): string {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  const scope = parseScope(rawScope);
  try {
    runSync(checkToken({ ...settingsOf(scope), token }), createAppsScriptHost());
  } catch (error) {
    throw toSheetError(error, [token]);
  }
  saveToken(token, scope);
  if (scope === 'document') return 'The token works. Saved for everyone who edits this spreadsheet.';
  const shared = tokenScopes().includes('document');
  return shared
    ? 'The token works and is saved for you only. This spreadsheet also has a shared token, which is used first: remove it (Remove token) to use yours.'
    : 'The token works. Saved for you only: other editors need their own token.';
}

export function removeTokenEverywhere(): string {
  const removed = removeToken();
  if (removed.length === 0) return 'No API token was set.';
  const places = removed.map((scope) => (scope === 'document' ? 'this spreadsheet' : 'your own settings'));
  return `The API token was removed from ${places.join(' and ')}.`;
}
