import { constants, createWriteStream, fchmodSync, fchownSync, lstatSync, renameSync, type Stats } from 'node:fs';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { linkedRegularFile } from './link-target';
import { refuseSharedFolderEntry } from './shared-folder-rule';
import { createTemporaryBeside, removeTemporary, settled } from './temporary-file';

/** Where a table goes: a stream to write and end, then `commit` (or `abort` after a failure). */
export interface Destination {
  stream: Writable;
  /** The target changes only once the table is complete (a replaced file); else a failure leaves part of a table. */
  wholeOrNothing: boolean;
  commit(): Promise<void>;
  abort(): void;
}

/**
 * A file path: a regular file (or a new name, or the regular file a symlink leads to) is replaced whole once the table
 * is complete; anything else (a FIFO, a device such as /dev/null, /dev/stdout, a link to one) is written into, never
 * replaced, since replacing it would swap a system's node or a user's link for a plain file.
 */
export function fileDestination(path: string): Destination {
  refuseSharedFolderEntry(path);
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing === undefined || existing.isFile()) return replacingDestination(path, existing);
  // A link to a regular file: that file is replaced, the link kept (see linkedRegularFile).
  const linked = existing.isSymbolicLink() ? linkedRegularFile(path) : undefined;
  return linked === undefined ? directDestination(path) : replacingDestination(linked, lstatSync(linked));
}

/**
 * Written under a temporary name of sv's own beside the file, renamed once complete, so a nightly job never finds half
 * a table under the real name, and an earlier file stays as it was when a run fails or is interrupted.
 */
function replacingDestination(path: string, existing: Stats | undefined): Destination {
  const temporary = createTemporaryBeside(path);
  if (existing !== undefined) keepOwnerAndMode(temporary.fd, existing);
  const stream = createWriteStream(temporary.path, { fd: temporary.fd });
  return {
    stream,
    wholeOrNothing: true,
    async commit() {
      if (!stream.writableEnded) stream.end();
      await finished(stream);
      renameSync(temporary.path, path);
      settled(temporary.path);
    },
    abort() {
      stream.destroy();
      removeTemporary(temporary.path);
    },
  };
}

/**
 * The new file keeps the owner and permissions of the one it replaces: a report kept private stays private, and a
 * user's file that root rewrites stays the user's. Only root may give a file away: for anyone else the owner stays
 * the writer (as with any editor that saves by renaming), the group where the writer belongs to it, the mode always.
 */
function keepOwnerAndMode(fd: number, existing: Stats): void {
  try {
    fchownSync(fd, existing.uid, existing.gid);
  } catch {
    try {
      fchownSync(fd, -1, existing.gid);
    } catch {
      // Not a group of the writer's: the file keeps the writer's group.
    }
  }
  // After the owner: changing it clears set-id bits, which the mask below drops anyway.
  fchmodSync(fd, existing.mode & 0o777);
}

/**
 * Opened for writing as it is: no O_CREAT (a target that vanished is an error, not a new file) and no temporary file,
 * so a reader of a FIFO or of /dev/stdout gets the rows as they come.
 */
function directDestination(path: string): Destination {
  // Node takes numeric open flags here at run time; its types list only the letter forms, none of which lacks O_CREAT.
  const flags = (constants.O_WRONLY | constants.O_TRUNC) as unknown as string;
  const stream = createWriteStream(path, { flags });
  return {
    stream,
    wholeOrNothing: false,
    async commit() {
      if (!stream.writableEnded) stream.end();
      await finished(stream);
    },
    abort() {
      stream.destroy();
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
    wholeOrNothing: false,
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
