import { REDACTED } from './marker';

/**
 * The second net, for messages: anything shaped like a credential whoever sent it (`Bearer <value>`,
 * `Authorization: <value>`, a JWT, a long token-like value right after a word such as "token" or "api key"), so a
 * token the caller does not know (another user's, one typed and then replaced) is masked too. Not applied to table
 * cells: data may legitimately hold such shapes, and only the known token is a secret of this user.
 */
const TOKEN_CHARS = 'A-Za-z0-9._~+/=-';

const HEADER_VALUE = /\b(authorization|x-token-auth)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'<>,;]+/gi;
const BEARER_VALUE = /\b(bearer)\s+(?!\[token\])[^\s"'<>,;]{6,}/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}(?:\.[A-Za-z0-9_-]*)?/g;
/** "token abc…", "api_key=abc…", "access token: abc…": a long value with a digit, so ordinary words stay. */
const AFTER_CREDENTIAL_WORD = new RegExp(
  `\\b((?:access[_ -]?)?token|api[_ -]?key|apikey|secret)(["']?\\s*(?:[:=]|\\bis\\b)?\\s*["']?)(?=[${TOKEN_CHARS}]*\\d)[${TOKEN_CHARS}]{16,}`,
  'gi',
);

export function maskCredentialShapes(text: string): string {
  return text
    .replace(HEADER_VALUE, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(BEARER_VALUE, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(AFTER_CREDENTIAL_WORD, (_match, word: string, separator: string) => `${word}${separator}${REDACTED}`);
}
