import { redact } from '@sv/core';
import { messageOf } from '../host/error-message';
import { storedTokens } from '../host/settings-store';

/**
 * What a cell, a dialog, an alert or a log line shows: the message as a plain Error (Sheets prints its message on
 * #ERROR!), passed through the core's one redaction step with every token this user's settings hold (the
 * spreadsheet's and their own, as stored, with or without `Bearer `) and any token being checked (`extraSecrets`).
 */
export function toSheetError(error: unknown, extraSecrets: readonly string[] = []): Error {
  return new Error(shownMessage(messageOf(error) || 'Search Visibility: unknown problem.', extraSecrets));
}

/** Any text meant for the user or the log, redacted the same way. */
export function shownMessage(text: string, extraSecrets: readonly string[] = []): string {
  return redact(text, [...extraSecrets, ...safely(storedTokens)]);
}

function safely(read: () => string[]): string[] {
  try {
    return read();
  } catch {
    return [];
  }
}
