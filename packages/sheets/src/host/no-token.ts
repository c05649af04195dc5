import { wordingOf } from '@sv/core';
import { tokenScopes } from './settings-store';

/**
 * Refuses, before anything is read or sent, when neither the spreadsheet nor the user has a token: in the words of a
 * dialog, which shows only in Google Sheets and so names the Sheets menu alone (a cell's message, which a shared
 * workbook may show in Excel too, names both).
 */
export function requireTokenInSheets(): void {
  if (tokenScopes().length === 0) throw new Error(wordingOf('dialog').tokenMissing);
}
