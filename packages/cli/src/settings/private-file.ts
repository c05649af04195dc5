import { randomBytes } from 'node:crypto';
import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Replaces `file` with `text`, readable and writable by its owner only: written to a new file of sv's own beside it
 * (created exclusively, so a planted name is never followed, and made 0600 whatever the umask) and renamed over it, so
 * two runs at once each leave a whole file, never a mixed one, and a failure leaves the old file as it was. Throws what
 * the disk says.
 */
export function replacePrivateFile(file: string, text: string): void {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  let created = false;
  try {
    writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
    created = true;
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
    created = false;
  } finally {
    if (created) rmSync(temporary, { force: true });
  }
}
