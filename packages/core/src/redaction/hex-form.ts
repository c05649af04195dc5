import { utf8Bytes } from './utf8-bytes';

/**
 * The token's UTF-8 bytes in hexadecimal, two digits a byte, lower case (matching folds case, so upper-case hex is
 * found too): how a debugging dump or a hash-like log field shows it. Byte dumps keep byte boundaries, so the token's
 * hex stands whole inside a longer one. `\xXX` dumps are decoded by the view instead (`decoded-view.ts`).
 */
export function hexForm(token: string): string {
  return utf8Bytes(token)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
