/** Apps Script hands bytes around as arrays of Java bytes: integers from -128 to 127. */
export type JavaBytes = number[];

export function toJavaBytes(bytes: Uint8Array): JavaBytes {
  // The same bytes read as signed; copied without a function call per byte (answers run to megabytes).
  const signed = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = new Array(signed.length);
  for (let at = 0; at < signed.length; at++) out[at] = signed[at] as number;
  return out;
}

export function fromJavaBytes(bytes: readonly number[]): Buffer {
  if (!Array.isArray(bytes)) throw new Error('Exception: Invalid argument: bytes');
  // Written in place, without a function call or an intermediate array per byte (cached answers run to megabytes).
  // `(byte | 0) === byte` is Number.isInteger for bytes, which costs about 60 times more per call under jest.
  const out = Buffer.allocUnsafe(bytes.length);
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at];
    if (typeof byte !== 'number' || (byte | 0) !== byte || byte < -128 || byte > 127)
      throw new Error(`Exception: Invalid byte value ${byte}`);
    out[at] = byte & 0xff;
  }
  return out;
}

export function bytesOf(data: string | readonly number[]): Buffer {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : fromJavaBytes(data);
}
