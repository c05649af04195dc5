import { type KnownTokens, knownTokens } from './known-tokens';

/** The token itself, as it would be sent in `Authorization` without the optional scheme. */
function bareToken(secret: string): string {
  return secret.trim().replace(/^bearer\s+/i, '');
}

let last: { key: string; tokens: KnownTokens } | undefined;

/**
 * The matcher for the secrets a caller knows; undefined or empty entries (a setting that is not set) are ignored.
 * The last one is kept: a call redacts many cells and messages with the same token, and building it is not free.
 */
export function knownTokensOf(secrets: readonly (string | null | undefined)[]): KnownTokens {
  const tokens = [...new Set(secrets.map((secret) => (typeof secret === 'string' ? bareToken(secret) : '')))].filter(
    (token) => token !== '',
  );
  const key = JSON.stringify(tokens);
  if (last?.key !== key) last = { key, tokens: knownTokens(tokens) };
  return last.tokens;
}
