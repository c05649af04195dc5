/**
 * The base64 text a token becomes inside a longer base64 value (a Basic header's `base64("token:")`, a debugging dump
 * of the headers): whatever precedes the token shifts it by 0, 1 or 2 bytes in the 3-byte groups, so each shift has
 * its own encoding. Only the characters made of the token's bits alone are kept (the first and last may mix with the
 * neighbours' bits), in both alphabets (standard and URL-safe). The core has no Buffer or btoa: this is the encoding.
 */
import { utf8Bytes } from './utf8-bytes';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of the bytes without padding. */
function encode(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const group = (a << 16) | (b << 8) | c;
    const chars = Math.ceil((Math.min(3, bytes.length - i) * 8) / 6);
    for (let k = 0; k < chars; k++) out += ALPHABET.charAt((group >> (18 - 6 * k)) & 63);
  }
  return out;
}

/** The base64 characters that stand for the token alone, at each of the three alignments, in both alphabets. */
export function base64Cores(token: string): string[] {
  const bytes = utf8Bytes(token);
  const cores = new Set<string>();
  for (const shift of [0, 1, 2]) {
    const text = encode([...new Array<number>(shift).fill(0), ...bytes]);
    const core = text.slice(Math.ceil((shift * 8) / 6), Math.floor(((shift + bytes.length) * 8) / 6));
    cores.add(core);
    cores.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...cores];
}

/** The whole base64 of a short token and of `token:` (a Basic header), padded and not: matched only as whole words. */
export function base64Whole(token: string): string[] {
  const forms = [encode(utf8Bytes(token)), encode(utf8Bytes(`${token}:`))];
  return forms.flatMap((form) => [form, form + '='.repeat((4 - (form.length % 4)) % 4)]);
}
