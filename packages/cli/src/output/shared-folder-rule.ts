import { lstatSync, readlinkSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../usage-error';

/** More hops than this is a loop (Linux gives up at 40 too); the write then fails on its own. */
const MAX_HOPS = 40;

/** What sv will not follow or replace on the way to an --out path, and where it is. */
export interface SharedFolderRefusal {
  kind: 'link' | 'file';
  /** The link, or the file, as reached (every folder before it resolved). */
  path: string;
  /** The folder holding it: one that others can write to. */
  folder: string;
  /** Its owner: neither the user running sv nor the folder's owner. */
  owner: number;
}

/**
 * The first entry on the way to `out` that Linux's protected_symlinks / protected_regular / protected_fifos rules would
 * refuse, whatever the machine's own settings: a symlink, or an existing file or FIFO at the end, that lies in a folder
 * others can write to (sticky or world-writable) and belongs neither to the user running sv (effective uid, root
 * included) nor to that folder's owner. sv resolves links itself and renames its file over the target, so the
 * kernel's own check never runs: this is that check. Undefined when nothing on the way is refused, and on Windows.
 */
export function sharedFolderRefusal(out: string, euid = process.geteuid?.()): SharedFolderRefusal | undefined {
  if (euid === undefined) return undefined;
  let pending = components(resolve(out));
  let folder = '/';
  let hops = 0;
  while (pending.length > 0) {
    const name = pending.shift() as string;
    if (name === '.') continue;
    if (name === '..') {
      folder = dirname(folder);
      continue;
    }
    const path = join(folder, name);
    // /proc's links (/dev/stdout, /dev/fd/N) are a process's open files, not names to walk; no folder there is shared.
    if (path === '/proc' || path.startsWith('/proc/')) return undefined;
    const entry = entryAt(path);
    // A name that does not exist yet is a new file: nothing there to follow or replace.
    if (entry === undefined) return undefined;
    if (entry.isSymbolicLink()) {
      hops += 1;
      if (hops > MAX_HOPS) return undefined;
      const refusal = refused('link', path, entry, folder, euid);
      if (refusal) return refusal;
      const target = readlinkSync(path);
      pending = [...components(target), ...pending];
      if (target.startsWith('/')) folder = '/';
      continue;
    }
    if (pending.length === 0)
      return entry.isFile() || entry.isFIFO() ? refused('file', path, entry, folder, euid) : undefined;
    folder = path;
  }
  return undefined;
}

function refused(
  kind: SharedFolderRefusal['kind'],
  path: string,
  entry: Stats,
  folder: string,
  euid: number,
): SharedFolderRefusal | undefined {
  const holder = entryAt(folder);
  if (holder === undefined || !writableByOthers(holder)) return undefined;
  if (entry.uid === euid || entry.uid === holder.uid) return undefined;
  return { kind, path, folder, owner: entry.uid };
}

/** Mode bits (node:fs has no constant for the sticky bit). */
const STICKY = 0o1000;
const WRITABLE_BY_OTHERS = 0o002;

/** Sticky (a shared folder such as /tmp) or writable by every user: someone else may have put the entry there. */
function writableByOthers(folder: Stats): boolean {
  return (folder.mode & STICKY) !== 0 || (folder.mode & WRITABLE_BY_OTHERS) !== 0;
}

function entryAt(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    // ENOTDIR, EACCES, a loop: the write itself will fail and say so.
    return undefined;
  }
}

function components(path: string): string[] {
  return path.split('/').filter((name) => name !== '');
}

/**
 * Refuses an --out that would follow or replace another user's entry in a shared folder: checked before the first
 * request, and again when the file is opened (the pull may take minutes, time enough to plant a link).
 */
export function refuseSharedFolderEntry(out: string): void {
  const refusal = sharedFolderRefusal(out);
  if (refusal === undefined) return;
  const [what, rule] =
    refusal.kind === 'link'
      ? ['a symbolic link', 'follows such a link (as Linux does with protected_symlinks)']
      : ['a file', 'replaces such a file (as Linux does with protected_regular)'];
  throw new UsageError(
    `--out ${out}: ${refusal.path} is ${what} of another user (uid ${refusal.owner}) in ${refusal.folder}, a folder ` +
      `other users can write to, so anyone could have put it there. sv never ${rule}: nothing was written. Give ` +
      `--out a path in a folder of your own, or, if you know what it is, remove it (rm "${refusal.path}") and run ` +
      'sv again.',
  );
}
