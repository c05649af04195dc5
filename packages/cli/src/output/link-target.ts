import { lstatSync, readlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** More hops than this is a loop (Linux gives up at 40 too). */
const MAX_HOPS = 40;

/**
 * Where a chain of symlinks ends, when it ends at a regular file that sv may replace in place of the link: the link
 * stays and its file gets the complete table (so `latest.csv -> reports/2026-11.csv` keeps working). Undefined when
 * the chain passes through /proc or /dev/fd (`/dev/stdout` is a process's open file, a redirect the shell made: it is
 * written into, never replaced), ends at anything but a regular file, or does not end.
 */
export function linkedRegularFile(link: string): string | undefined {
  let path = resolve(link);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (entry === undefined) return undefined;
    if (entry.isFile()) return path;
    if (!entry.isSymbolicLink()) return undefined;
    path = resolve(dirname(path), readlinkSync(path));
    if (path.startsWith('/proc/') || path.startsWith('/dev/fd/')) return undefined;
  }
  return undefined;
}
