import { randomBytes } from 'node:crypto';
import { openSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Temporary files sv has created and not yet renamed or removed. A signal handler cannot wait for streams to close,
 * so it removes these by name, synchronously, before the process exits.
 */
const live = new Set<string>();

/** Unique names: a second sv writing the same target, or a name planted beforehand, never meets ours. */
const ATTEMPTS = 5;

export interface TemporaryFile {
  path: string;
  fd: number;
}

/**
 * Creates a new, empty file beside `target` (same folder, so the final rename stays on one file system), named
 * `<target>.<random>.partial`. `wx` is O_CREAT|O_EXCL: it fails on any existing entry, a symlink included, so nothing
 * already there is followed, truncated or overwritten.
 */
export function createTemporaryBeside(target: string): TemporaryFile {
  const folder = dirname(target);
  for (let attempt = 1; ; attempt += 1) {
    const path = join(folder, `${basename(target)}.${randomBytes(6).toString('hex')}.partial`);
    try {
      const fd = openSync(path, 'wx', 0o666);
      live.add(path);
      return { path, fd };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The file is now under its real name (renamed): no longer ours to remove. */
export function settled(path: string): void {
  live.delete(path);
}

/** Removes one temporary file sv created (and only that). */
export function removeTemporary(path: string): void {
  if (!live.delete(path)) return;
  rmSync(path, { force: true });
}

/** Removes every temporary file still live: on Ctrl-C, SIGTERM or any exit that skipped the normal clean-up. */
export function removeAllTemporary(): void {
  for (const path of [...live]) removeTemporary(path);
}
