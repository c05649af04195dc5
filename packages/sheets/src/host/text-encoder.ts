/**
 * Apps Script's V8 runtime has the ECMAScript built-ins only: no TextEncoder. The core hashes cache keys with
 * @noble/hashes, which encodes text with it, so the bundle brings a UTF-8 encoder when the runtime has none.
 * (Lone surrogates become U+FFFD, as the standard TextEncoder does.)
 */
class Utf8Encoder {
  readonly encoding = 'utf-8';

  encode(text = ''): Uint8Array {
    const bytes: number[] = [];
    for (const char of text) {
      let code = char.codePointAt(0) ?? 0xfffd;
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
      if (code < 0x80) bytes.push(code);
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
      else {
        bytes.push(
          0xf0 | (code >> 18),
          0x80 | ((code >> 12) & 0x3f),
          0x80 | ((code >> 6) & 0x3f),
          0x80 | (code & 0x3f),
        );
      }
    }
    return new Uint8Array(bytes);
  }
}

const scope = globalThis as { TextEncoder?: unknown };
if (typeof scope.TextEncoder === 'undefined') scope.TextEncoder = Utf8Encoder;
