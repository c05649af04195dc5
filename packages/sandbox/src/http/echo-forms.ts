/**
 * The forms in which a careless service may repeat a credential it received, for the `echo-token` fault: as sent,
 * without its scheme, and transformed the way debugging output, proxies and client libraries transform text (base64
 * as in a Basic header, case-folded, split in pieces, fully percent-encoded, JSON-escaped). A redaction that knows only
 * the token as stored misses every transformed form, so the token matrix needs each of them.
 */
export type EchoForm =
  | 'as-sent'
  | 'bare'
  | 'base64'
  | 'base64-basic'
  | 'upper'
  | 'lower'
  | 'split'
  | 'percent'
  | 'json';

export const ECHO_FORMS: readonly EchoForm[] = [
  'as-sent',
  'bare',
  'base64',
  'base64-basic',
  'upper',
  'lower',
  'split',
  'percent',
  'json',
];

const bareOf = (sent: string) => sent.trim().replace(/^bearer\s+/i, '');

/** Every character as %XX of its UTF-8 bytes, letters and digits too (what `encodeURIComponent` leaves alone). */
function percentAll(text: string): string {
  return [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** Every character as a JSON `\uXXXX` escape, as a serializer that escapes everything non-structural writes it. */
function jsonEscapeAll(text: string): string {
  return [...text].map((char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join('');
}

/** Pieces of 8 characters joined by a space: a log wrapping a long value, or a value cut into columns. */
function split(text: string): string {
  return (text.match(/.{1,8}/g) ?? []).join(' ');
}

/** The Authorization header the request carried, as `form` repeats it. */
export function echoed(form: EchoForm | undefined, authorization: string | undefined): string {
  const sent = (authorization ?? '').trim();
  const token = bareOf(sent);
  switch (form ?? 'as-sent') {
    case 'as-sent':
      return sent;
    case 'bare':
      return token;
    case 'base64':
      return Buffer.from(token).toString('base64');
    case 'base64-basic':
      return `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
    case 'upper':
      return token.toUpperCase();
    case 'lower':
      return token.toLowerCase();
    case 'split':
      return split(token);
    case 'percent':
      return percentAll(token);
    case 'json':
      return jsonEscapeAll(token);
  }
}
