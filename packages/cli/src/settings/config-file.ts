import { chmodSync, closeSync, fstatSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, type Settings } from '@sv/core';
import { distrustOf } from './file-trust';
import { replacePrivateFile } from './private-file';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where `sv login` keeps the settings: `SV_CONFIG_DIR` if set, else the platform's per-user configuration folder
 * (`%APPDATA%\sv` on Windows, `$XDG_CONFIG_HOME/sv` or `~/.config/sv` elsewhere).
 */
export function configDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  if (env.SV_CONFIG_DIR) return env.SV_CONFIG_DIR;
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'sv');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'sv');
}

export function configFile(env: Env): string {
  return join(configDir(env), 'config.json');
}

/** What `sv login` saved, and why it was ignored when it was. */
export interface SavedSettings {
  /** Empty when nothing was saved, or when the file was ignored. */
  settings: Settings;
  /** The message naming the file and the fix, when the file was ignored (another user's, or writable by others). */
  ignored?: string;
}

/**
 * The saved settings; none when nothing was saved, or when the file is one sv must not trust (see distrustOf). The
 * owner and mode checked are those of the file actually read (one open file), so it cannot be swapped in between.
 */
export function readConfig(env: Env): SavedSettings {
  const file = configFile(env);
  let text: string;
  try {
    const fd = openSync(file, 'r');
    try {
      const ignored = distrustOf(file, fstatSync(fd));
      if (ignored !== undefined) return { settings: {}, ignored };
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { settings: {} };
    throw new ConfigError(`Could not read the settings saved by sv login (${file}): ${describe(error)}.`);
  }
  try {
    const saved = JSON.parse(text) as Record<string, unknown>;
    return {
      settings: {
        token: stringOrUndefined(saved.token),
        gatewayUrl: stringOrUndefined(saved.gatewayUrl),
        v1Url: stringOrUndefined(saved.v1Url),
      },
    };
  } catch {
    throw new ConfigError(`The settings saved by sv login (${file}) are not readable JSON. Run sv login again.`);
  }
}

/**
 * Saves the settings readable and writable by the owner only (file 0600, whatever the umask): written to a new file of
 * sv's own beside the old one (created exclusively, so a planted name or link is never followed), then renamed over it.
 * The folder is made 0700 only when sv creates it: a folder named by SV_CONFIG_DIR that already exists is the user's,
 * and its permissions stay as they are.
 */
export function writeConfig(env: Env, settings: Settings): string {
  const file = configFile(env);
  try {
    createOwnFolder(configDir(env));
    saveAs(file, settings);
  } catch (error) {
    // A full disk, a read-only folder, another user's file in a shared folder that may not be replaced.
    throw new ConfigError(
      `The token was checked but could not be saved in ${file}: ${describe(error)}. Free space or fix the folder, ` +
        'or set SV_CONFIG_DIR to a folder of your own, then run sv login again.',
    );
  }
  return file;
}

function saveAs(file: string, settings: Settings): void {
  const saved = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined && value !== ''));
  replacePrivateFile(file, `${JSON.stringify(saved, null, 2)}\n`);
}

/** Creates the folder (and any missing parents) and makes 0700 exactly the folders this call created. */
export function createOwnFolder(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (first === undefined) return;
  // mkdir applies the umask; chmod sets 0700 on the new folders, from the deepest up to the first one created.
  for (let folder = resolve(dir); ; folder = dirname(folder)) {
    chmodSync(folder, 0o700);
    if (folder === resolve(first) || folder === dirname(folder)) break;
  }
}

/** Forgets the saved settings; false when none were saved. */
export function removeConfig(env: Env): boolean {
  const file = configFile(env);
  try {
    statSync(file);
  } catch {
    return false;
  }
  rmSync(file);
  return true;
}

/** Permission bits others have on the saved file (0 on Windows, which has no such bits). */
export function othersAccess(env: Env): number {
  try {
    return statSync(configFile(env)).mode & 0o077;
  } catch {
    return 0;
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
