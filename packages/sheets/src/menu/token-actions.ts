import { checkToken, runSync, type TokenDestination, tokenDestination } from '@sv/core';
import { toSheetError } from '../cells/sheet-error';
import { createAppsScriptHost } from '../host/apps-script-host';
import {
  parseScope,
  readAddresses,
  removeToken,
  type SettingScope,
  saveToken,
  tokenScopes,
} from '../host/settings-store';

export interface TokenStatus {
  /** Where a token is set; the token itself never goes back to the browser. */
  scopes: SettingScope[];
  /** Where a token saved in each place would be checked and sent. */
  destinations: Record<SettingScope, TokenDestination>;
}

/**
 * What a saved token changes in the sheet: Sheets keeps a cell's last answer (an error too) until the cell is
 * calculated again, which a new token alone does not do.
 */
const CELLS_AFTER =
  ' Cells that show an error keep it until they are calculated again: Search Visibility > Refresh now loads every SV_ formula with it.';

export function tokenStatus(): TokenStatus {
  return {
    scopes: tokenScopes(),
    destinations: { document: destinationOf('document'), user: destinationOf('user') },
  };
}

function destinationOf(scope: SettingScope): TokenDestination {
  return tokenDestination(readAddresses(scope));
}

/**
 * Saves a token only after the service accepted it, in the place the user chose. The check goes to the addresses of
 * that same place (or the service's own), the only ones the token will ever be sent to. Any editor can set the
 * spreadsheet's addresses, so a shared token goes to a host other than the service's only when the dialog confirmed
 * that very host (`confirmedHosts`, the hosts as the core reads them); otherwise nothing is sent. The addresses are
 * read once: the ones whose hosts were compared are the ones the token is checked at, so another editor saving new
 * addresses meanwhile cannot redirect it (saving then refuses, as the stored ones no longer match). Returns what to
 * tell the user.
 */
export function checkAndSaveToken(rawToken: unknown, rawScope: unknown, confirmedHosts?: unknown): string {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  const scope = parseScope(rawScope);
  const addresses = readAddresses(scope);
  const destination = tokenDestination(addresses);
  if (destination.problem) {
    throw new Error(`${destination.problem} Nothing was sent. Correct it in Search Visibility > API addresses….`);
  }
  if (scope === 'document' && !destination.serviceOwn && confirmedHosts !== destination.hosts.join(', ')) {
    throw new Error(
      `This spreadsheet's API addresses send its shared token to ${destination.hosts.join(' and ')}, not to the service's own address, and any editor can set them. Nothing was sent. Confirm that host in the dialog, or choose "only me".`,
    );
  }
  try {
    // Worded for a dialog: its next step is the dialog's button again, not a recalculation.
    runSync(checkToken({ ...addresses, token }, undefined, 'dialog'), createAppsScriptHost());
    saveToken(token, scope, addresses);
  } catch (error) {
    throw toSheetError(error, [token]);
  }
  const where = destination.serviceOwn ? '' : ` It is sent only to ${destination.hosts.join(' and ')}.`;
  if (scope === 'document')
    return `The token works. Saved for everyone who edits this spreadsheet.${where}${CELLS_AFTER}`;
  const shared = tokenScopes().includes('document');
  return shared
    ? `The token works and is saved for you only.${where} This spreadsheet also has a shared token, which is used first: remove it (Remove token) to use yours.`
    : `The token works. Saved for you only: other editors need their own token.${where}${CELLS_AFTER}`;
}

export function removeTokenEverywhere(): string {
  const removed = removeToken();
  if (removed.length === 0) return 'No API token was set.';
  const places = removed.map((scope) => (scope === 'document' ? 'this spreadsheet' : 'your own settings'));
  return `The API token was removed from ${places.join(' and ')}.`;
}
