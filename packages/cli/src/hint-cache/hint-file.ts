import { closeSync, fstatSync, lstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { createOwnFolder } from '../settings/config-file';
import { type TrustProblem, trustProblem } from '../settings/file-trust';
import { replacePrivateFile } from '../settings/private-file';

/** One kept answer: the core's cache key (hashes only), the answer's text, and when it expires (ms since 1970). */
export interface StoredHint {
  key: string;
  value: string;
  expires: number;
}

/** What the file holds, or why sv may not use it (the warning to show once). */
export type HintFileState = { trusted: true; hints: StoredHint[] } | { trusted: false; warning: string };

/** Larger than any file sv writes (a few dozen campaigns lists): anything bigger is not sv's and is not read. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
/** The file says what it is, so that a file of another format (a later sv) is a miss rather than misread. */
const FORMAT = 'sv hint cache 1';

/**
 * The kept hints. A folder or file that another user owns or that group or others may write is not used (the
 * settings file's rule, see file-trust.ts); a file that is missing, not a regular file, too large or damaged holds
 * nothing: a cache is never a reason for a run to fail. Owner and mode are those of the file actually read (one open
 * file), so it cannot be swapped in between.
 */
export function readHintFile(file: string, euid = process.geteuid?.()): HintFileState {
  const folder = dirname(file);
  let fd: number;
  try {
    const folderProblem = trustProblem(statSync(folder), euid);
    if (folderProblem) return { trusted: false, warning: warning(folder, 'folder', folderProblem) };
    // A FIFO or a device would block or never end: only a regular file is opened.
    if (!lstatSync(file).isFile()) return { trusted: true, hints: [] };
    fd = openSync(file, 'r');
  } catch {
    return { trusted: true, hints: [] };
  }
  try {
    const stats = fstatSync(fd);
    const problem = trustProblem(stats, euid);
    if (problem) return { trusted: false, warning: warning(file, 'file', problem) };
    if (!stats.isFile() || stats.size > MAX_FILE_BYTES) return { trusted: true, hints: [] };
    return { trusted: true, hints: parsed(readFileSync(fd, 'utf8')) };
  } catch {
    return { trusted: true, hints: [] };
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces the file with these hints, readable and writable by the owner only: written to a new file of sv's own
 * beside it (created exclusively, so a planted name is never followed) and renamed over it, so two runs at once each
 * leave a whole file, never a mixed one. The folder is made 0700 where sv creates it. Throws what the disk says.
 */
export function writeHintFile(file: string, hints: readonly StoredHint[]): void {
  createOwnFolder(dirname(file));
  replacePrivateFile(file, `${JSON.stringify({ format: FORMAT, hints })}\n`);
}

function parsed(text: string): StoredHint[] {
  try {
    const saved = JSON.parse(text) as { format?: unknown; hints?: unknown };
    if (saved?.format !== FORMAT || !Array.isArray(saved.hints)) return [];
    return saved.hints.filter(isStoredHint);
  } catch {
    return [];
  }
}

function isStoredHint(item: unknown): item is StoredHint {
  const hint = item as Partial<StoredHint> | null;
  return (
    typeof hint === 'object' &&
    hint !== null &&
    typeof hint.key === 'string' &&
    typeof hint.value === 'string' &&
    typeof hint.expires === 'number' &&
    Number.isFinite(hint.expires)
  );
}

function warning(path: string, what: 'file' | 'folder', problem: TrustProblem): string {
  const start = `warning: sv ignores its cache of campaign keyword counts in ${path}:`;
  const meanwhile =
    'Until then, each sv pull of more than one page may spend one request of the daily quota on the count.';
  if (problem.kind === 'owner') {
    return (
      `${start} the ${what} belongs to another user (uid ${problem.uid}), who could have put other counts in it. If ` +
      `you did not make it, remove it or set SV_CONFIG_DIR to a folder of your own; if it is yours, make it yours ` +
      `again: sudo chown "$(id -un)" "${path}". ${meanwhile}`
    );
  }
  const fix = what === 'file' ? `chmod go-w "${path}" (sv writes it as 600)` : `chmod 700 "${path}"`;
  return (
    `${start} other users of this computer can change the ${what} (mode ${problem.mode}). If it is yours, run: ` +
    `${fix}; otherwise remove it. ${meanwhile}`
  );
}
