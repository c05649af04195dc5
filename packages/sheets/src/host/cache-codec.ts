/**
 * Response bodies are JSON text of up to several megabytes; gzip shrinks them about tenfold, and base64 makes the
 * bytes storable as a cache value (CacheService stores strings only).
 */
export function packText(text: string): string {
  const zipped = Utilities.gzip(Utilities.newBlob(text, 'application/json'));
  return Utilities.base64Encode(zipped.getBytes());
}

/** Returns null when the packed text is damaged, so a bad entry is a cache miss, never a wrong answer. */
export function unpackText(packed: string): string | null {
  try {
    const bytes = Utilities.base64Decode(packed);
    return Utilities.ungzip(Utilities.newBlob(bytes, 'application/x-gzip')).getDataAsString();
  } catch {
    return null;
  }
}
