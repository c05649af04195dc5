/**
 * The one redaction step. Every message a host shows (a cell, the task pane, a dialog, a log line) passes through
 * `redact` first, and the core's own errors pass through it when they are built, because their text may quote the
 * service's error body and a service, proxy or gateway may echo the request's `Authorization` header there. Tables
 * pass through `redactTable` (same matching of the known token) before any host sees them.
 *
 * Two nets, both applied every time:
 * - the secrets the caller knows (the token as stored, the token being checked in a dialog), in every form it may
 *   travel: any case, with or without `Bearer `, percent-encoded, JSON-escaped, base64, and pieces of it
 *   (`redaction/known-tokens.ts`);
 * - anything shaped like a credential whoever sent it (`redaction/credential-shapes.ts`).
 */
import { maskCredentialShapes } from './redaction/credential-shapes';
import { knownTokensOf } from './redaction/secrets';

export { REDACTED } from './redaction/marker';
export { maskNewRows, redactTable } from './redaction/table';

/**
 * The text with every known secret and anything shaped like a credential replaced by `[token]`. `secrets` may hold
 * undefined or empty entries (a setting that is not set); they are ignored.
 */
export function redact(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  const known = knownTokensOf(secrets);
  const plain = String(text);
  return maskCredentialShapes(known.none ? plain : known.mask(plain));
}
