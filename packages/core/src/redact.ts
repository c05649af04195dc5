/**
 * The one redaction step. Every message a host shows (a cell, the task pane, a dialog, a log line) passes through
 * `redact` first, and the core's own errors pass through it when they are built, because their text may quote the
 * service's error body and a service, proxy or gateway may echo the request's `Authorization` header there.
 *
 * Two nets, both applied every time:
 * - the secrets the caller knows (the token as stored, the token being checked in a dialog), in every form it may
 *   travel: with or without `Bearer `, URL-encoded, JSON-escaped, and any cut-off piece of it long enough to matter;
 * - anything shaped like a credential whoever sent it: `Bearer <value>`, `Authorization: <value>`, a JWT, and a long
 *   token-like string right after a word such as "token" or "api key".
 */

export const REDACTED = '[token]';

/** Shorter "secrets" are too likely to be ordinary words to be masked everywhere they occur. */
const MIN_SECRET_LENGTH = 6;
/** A run of this many characters of a known token is masked even when the rest was cut off (a truncated echo). */
const MIN_FRAGMENT_LENGTH = 12;

/** Characters a token may be made of (JWTs, base64, hex, UUIDs). */
const TOKEN_CHARS = 'A-Za-z0-9._~+/=-';

const HEADER_VALUE = /\b(authorization|x-token-auth)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'<>,;]+/gi;
const BEARER_VALUE = /\b(bearer)\s+(?!\[token\])[^\s"'<>,;]{6,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}(?:\.[A-Za-z0-9_-]*)?/g;
/** "token abc…", "api_key=abc…", "access token: abc…": a long value with a digit, so ordinary words stay. */
const AFTER_CREDENTIAL_WORD = new RegExp(
  `\\b((?:access[_ -]?)?token|api[_ -]?key|apikey|secret)(["']?\\s*(?:[:=]|\\bis\\b)?\\s*["']?)(?=[${TOKEN_CHARS}]*\\d)[${TOKEN_CHARS}]{16,}`,
  'gi',
);
const RUN_OF_TOKEN_CHARS = new RegExp(`[${TOKEN_CHARS}]{${MIN_FRAGMENT_LENGTH},}`, 'g');

/** The token itself, as it would be sent in `Authorization` without the optional scheme. */
function bareToken(secret: string): string {
  return secret.trim().replace(/^bearer\s+/i, '');
}

function formsOf(token: string): string[] {
  const forms = new Set([token, encodeURIComponent(token), JSON.stringify(token).slice(1, -1)]);
  return [...forms].sort((a, b) => b.length - a.length);
}

function maskKnown(text: string, tokens: readonly string[]): string {
  let masked = text;
  for (const token of tokens) {
    for (const form of formsOf(token)) masked = masked.split(form).join(REDACTED);
  }
  if (tokens.length === 0) return masked;
  // A message may carry a cut-off echo (a body truncated by a proxy or a host's error text).
  return masked.replace(RUN_OF_TOKEN_CHARS, (run) => {
    const core = run.replace(/[.=]+$/, '');
    return core.length >= MIN_FRAGMENT_LENGTH && tokens.some((token) => token.includes(core)) ? REDACTED : run;
  });
}

/**
 * The text with every known secret and anything shaped like a credential replaced by `[token]`. `secrets` may hold
 * undefined or empty entries (a setting that is not set); they are ignored.
 */
export function redact(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  const tokens = secrets
    .map((secret) => (typeof secret === 'string' ? bareToken(secret) : ''))
    .filter((token) => token.length >= MIN_SECRET_LENGTH);
  return maskKnown(String(text), tokens)
    .replace(HEADER_VALUE, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(BEARER_VALUE, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(AFTER_CREDENTIAL_WORD, (_match, word: string, separator: string) => `${word}${separator}${REDACTED}`);
}
