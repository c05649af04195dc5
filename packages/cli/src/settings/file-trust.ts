import type { Stats } from 'node:fs';

/** Group and others may not write a settings file: they could point the saved token at their own server. */
const WRITABLE_BY_GROUP_OR_OTHERS = 0o022;

/** Why a file or folder of sv's may not be trusted: another user's, or one that group or others may write. */
export type TrustProblem = { kind: 'owner'; uid: number } | { kind: 'writable'; mode: string };

/**
 * The rule ssh applies to its config files: a file that belongs to another user (root excepted, who can change any
 * file anyway), or that its group or other users may write, is not trusted. Undefined when it may be used, and on
 * Windows, which has neither owners nor mode bits in this form.
 */
export function trustProblem(stats: Stats, euid = process.geteuid?.()): TrustProblem | undefined {
  if (euid === undefined) return undefined;
  if (stats.uid !== euid && stats.uid !== 0) return { kind: 'owner', uid: stats.uid };
  if ((stats.mode & WRITABLE_BY_GROUP_OR_OTHERS) !== 0) {
    return { kind: 'writable', mode: (stats.mode & 0o777).toString(8).padStart(3, '0') };
  }
  return undefined;
}

/** Why sv must ignore a settings file (see trustProblem), as the warning that names it and the fix. */
export function distrustOf(file: string, stats: Stats, euid = process.geteuid?.()): string | undefined {
  const problem = trustProblem(stats, euid);
  if (problem?.kind === 'owner') {
    return (
      `warning: sv ignores the settings in ${file}: the file belongs to another user (uid ${problem.uid}), who could ` +
      `have put other addresses in it. If you did not make it, remove it or set SV_CONFIG_DIR to a folder of your ` +
      `own, then run sv login; if it is yours, make it yours again: sudo chown "$(id -un)" "${file}".`
    );
  }
  if (problem?.kind === 'writable') {
    return (
      `warning: sv ignores the settings in ${file}: other users of this computer can change it (mode ${problem.mode}), and ` +
      `so the addresses the token goes to. If its contents are yours, run: chmod go-w "${file}" (sv login saves it ` +
      `as 600); otherwise remove it and run sv login.`
    );
  }
  return undefined;
}
