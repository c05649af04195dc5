import { accessSync, closeSync, constants, lstatSync, type Stats, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../usage-error';
import { linkedRegularFile } from './link-target';
import { refuseSharedFolderEntry } from './shared-folder-rule';
import { createTemporaryBeside, removeTemporary } from './temporary-file';

/**
 * The file `--out` names, or undefined for standard output: `--out -` is standard output, as for most Unix tools,
 * never a file named `-`; an empty or blank name is refused at once rather than after the pull.
 */
export function outPath(flag: string | undefined): string | undefined {
  if (flag === undefined || flag === '-') return undefined;
  if (flag.trim() === '') throw new UsageError('--out needs a file name (or - for standard output); it was empty.');
  return flag;
}

/** An --out that cannot be written is refused before any request spends the quota. */
export function refuseUnwritable(out: string): void {
  refuseSharedFolderEntry(out);
  const entry = lstatSync(out, { throwIfNoEntry: false });
  if (entry === undefined || entry.isFile()) {
    // A new or regular file is written beside its name and renamed over it: the folder must take new files.
    refuseUnwritableFolder(out);
    return;
  }
  const linked = entry.isSymbolicLink() ? linkedRegularFile(out) : undefined;
  if (linked !== undefined) {
    refuseUnwritableFolder(linked);
    return;
  }
  const target = entry.isSymbolicLink() ? statSync(out, { throwIfNoEntry: false }) : entry;
  if (target === undefined) throw new UsageError(`--out ${out} is a link to a file that does not exist.`);
  refuseUnwritableNode(out, target);
}

function refuseUnwritableFolder(out: string): void {
  const folder = dirname(out);
  try {
    if (!statSync(folder).isDirectory()) throw new Error('not a folder');
    // Creating sv's own temporary file is the only proof that counts: permission bits say nothing for root, nor for a
    // read-only or virtual file system (/proc, /sys), where the write would fail only after the pull.
    const probe = createTemporaryBeside(out);
    closeSync(probe.fd);
    removeTemporary(probe.path);
  } catch {
    throw new UsageError(`--out ${out}: the folder ${folder} does not exist or cannot be written to.`);
  }
}

/** A FIFO, a device or a link to one is written into as it is: it must take writes, and be something that can. */
function refuseUnwritableNode(out: string, target: Stats): void {
  if (target.isDirectory()) throw new UsageError(`--out ${out} is a folder; give a file name.`);
  if (target.isSocket()) throw new UsageError(`--out ${out} is a socket, which sv cannot write to.`);
  try {
    accessSync(out, constants.W_OK);
  } catch {
    throw new UsageError(`--out ${out} cannot be written to.`);
  }
}
