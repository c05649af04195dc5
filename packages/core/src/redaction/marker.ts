/** What stands in a text where a token was. */
export const REDACTED = '[token]';
