import { REDACTED } from './marker';

/**
 * The second net, for messages: anything shaped like a credential whoever sent it (`Bearer <value>`,
 * `Authorization: <value>`, a JWT, a long token-like value right after a word such as "token" or "api key"), so a
 * token the caller does not know (another user's, one typed and then replaced) is masked too. Not applied to table
 * cells: data may legitimately hold such shapes, and only the known token is a secret of this user.
 *
 * A value counts as a credential when it looks like one, not merely because it follows such a word: 6 characters or
 * more with a digit, or 20 or more of any kind. So "authorization: pending review" and "Bearer authentication
 * failed" stay as written, while `Authorization: zz9-plural-z-alpha` and an opaque 32-letter key are masked. After
 * `Basic`, `Digest`, `Negotiate` or `NTLM` the value is masked whatever it looks like (base64 of a user and password
 * may hold no digit); after `Bearer`, `Token` or `ApiKey` it has to look like a credential, as above.
 */
const TOKEN_CHARS = 'A-Za-z0-9._~+/=-';
const VALUE = `[^\\s"'<>,;]`;
const CREDENTIAL_VALUE = `(?:(?=${VALUE}*\\d)${VALUE}{6,}|${VALUE}{20,})`;
const ENCODED_SCHEME = '(?:basic|digest|negotiate|ntlm)';
const TOKEN_SCHEME = '(?:bearer|token|apikey|api-key)';

const HEADER_VALUE = new RegExp(
  `\\b(authorization|x-token-auth)(["']?\\s*[:=]\\s*["']?)(?:${ENCODED_SCHEME}\\s+${VALUE}+|(?:${TOKEN_SCHEME}\\s+)?${CREDENTIAL_VALUE})`,
  'gi',
);
const BEARER_VALUE = new RegExp(`\\b(bearer)\\s+(?!\\[token\\])${CREDENTIAL_VALUE}`, 'gi');
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
