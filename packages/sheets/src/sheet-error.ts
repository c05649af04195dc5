import { messageOf } from './error-message';
import { readSettings } from './settings-store';

/**
 * What a cell or a dialog shows: the core's message as a plain Error (Sheets prints its message on #ERROR!). The
 * core never puts the token in a message; the stored token and any token being checked are masked here as well, so
 * no future message can leak one.
 */
export function toSheetError(error: unknown, extraSecrets: readonly string[] = []): Error {
  const message = messageOf(error);
  return new Error(mask(message || 'Search Visibility: unknown problem.', [...extraSecrets, storedToken()]));
}

function storedToken(): string {
  try {
    return readSettings().token?.trim() ?? '';
  } catch {
    return '';
  }
}

function mask(message: string, secrets: readonly string[]): string {
  let masked = message;
  for (const secret of secrets) {
    if (secret.trim().length >= 6) masked = masked.split(secret.trim()).join('[token]');
  }
  return masked;
}
