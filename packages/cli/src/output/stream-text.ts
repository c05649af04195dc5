import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Rows per write: few enough to keep memory flat, enough to keep the number of writes small. */
export const ROWS_PER_CHUNK = 200;

/** Writes each chunk, waiting whenever the stream asks to, so a large table is never encoded whole. */
export async function writeChunks(out: Writable, chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

/** The lines of `items`, joined in chunks of ROWS_PER_CHUNK. */
export function* chunked<T>(items: Iterable<T>, line: (item: T) => string): Generator<string> {
  let chunk = '';
  let count = 0;
  for (const item of items) {
    chunk += line(item);
    count += 1;
    if (count === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (chunk !== '') yield chunk;
}
