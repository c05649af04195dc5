import { ownEntry } from '@sv/core';

/**
 * What a failed call is called in the shared history and in mail: a fixed sentence per kind of failure, never the
 * message itself. A message may quote a formula's arguments or an address an editor typed, and the history is read by
 * every editor and the mail by the schedule's owner, so neither repeats text another editor wrote; the cell itself
 * shows the full message to whoever opens it.
 */
const BY_CODE: Record<string, string> = {
  input: 'an argument cannot be used',
  config: 'the API token or addresses are missing or unusable (Search Visibility > Set API token… or API addresses…)',
  bad_request: 'the service refused the arguments',
  invalid_parameter: 'the service refused the arguments',
  request_too_large: 'the request is larger than the service takes',
  invalid_token: 'the service refused the API token',
  no_access: 'the API token has no access to this data',
  not_found: 'the service found no such campaign or item for this token',
  rate_limit: "the service's rate limit stopped it",
  daily_quota: "the service's daily request quota is used up",
  server: 'the service failed (a server error)',
  network: 'the service could not be reached',
  timeout: 'it ran out of time',
  unexpected_response: "the service's answer could not be read",
};

export const OPEN_THE_CELL = 'the cell shows the full message';

/** The error's kind, as the core names it (`not_found`), or `other`. */
export function failureCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ownEntry(BY_CODE, code) !== undefined ? code : 'other';
}

/** What went wrong, in our words. */
export function failureKind(code: string): string {
  return ownEntry(BY_CODE, code) ?? 'the call failed';
}

/** A failed call as the history and mail list it. */
export function failureSentence(code: string): string {
  return `${failureKind(code)}; ${OPEN_THE_CELL}`;
}
