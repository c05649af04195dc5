/**
 * SHA-256 of a text's UTF-8 bytes, in hex, by Apps Script's own digest: the core's `hex` (engine/cache-key.ts) without
 * compiling a hash function in script. (A lone surrogate encodes differently in Java, which only makes a key miss.)
 */
export function sha256Hex(text: string): string {
  const bytes = Utilities.computeDigest(Utilities.DigestAlgorithm.SHA_256, text, Utilities.Charset.UTF_8);
  return bytes.map((byte) => (byte & 0xff).toString(16).padStart(2, '0')).join('');
}
