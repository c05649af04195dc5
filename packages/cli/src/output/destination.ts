import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** Where a table goes: a stream to write and end, then `commit` (or `abort` after a failure). */
export interface Destination {
  stream: Writable;
  commit(): Promise<void>;
  abort(): void;
}

/**
 * A file, written under a temporary name beside it and renamed once complete, so a nightly job never finds half a
 * table under the real name, and an earlier file stays as it was when a run fails.
 */
export function fileDestination(path: string): Destination {
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial);
  return {
    stream,
    async commit() {
      if (!stream.writableEnded) stream.end();
      await finished(stream);
      renameSync(partial, path);
    },
    abort() {
      stream.destroy();
      rmSync(partial, { force: true });
    },
  };
}

/**
 * Standard output, which stays open when the writer ends its stream (writes wait for the terminal or pipe). A reader
 * that goes away (`sv … | head`) fails the write with EPIPE instead of crashing the process.
 */
export function standardOutput(stdout: Writable): Destination {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      stdout.write(chunk, callback);
    },
  });
  const fail = (error: Error) => stream.destroy(error);
  stdout.on('error', fail);
  const release = () => stdout.off('error', fail);
  return {
    stream,
    async commit() {
      try {
        if (!stream.writableEnded) stream.end();
        await finished(stream);
      } finally {
        release();
      }
    },
    abort() {
      release();
      stream.destroy();
    },
  };
}
