import { tokenScopes } from './settings-store';

/**
 * What the dialogs and the sidebar say when no token is set. They only ever show in Google Sheets, so they name the
 * Sheets menu alone (a cell's message, which a shared workbook may show in Excel too, names both).
 */
export const NO_TOKEN_IN_SHEETS =
  'No API token is set: set it with Search Visibility > Set API token… (the token is in your profile settings of the service).';

/** Refuses, before anything is read or sent, when neither the spreadsheet nor the user has a token. */
export function requireTokenInSheets(): void {
  if (tokenScopes().length === 0) throw new Error(NO_TOKEN_IN_SHEETS);
}
