import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, type Settings } from '@sv/core';

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

/** The saved settings; none when nothing was saved. */
export function readConfig(env: Env): Settings {
  const file = configFile(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`Could not read the settings saved by sv login (${file}): ${describe(error)}.`);
  }
  try {
    const saved = JSON.parse(text) as Record<string, unknown>;
    return {
      token: stringOrUndefined(saved.token),
      gatewayUrl: stringOrUndefined(saved.gatewayUrl),
      v1Url: stringOrUndefined(saved.v1Url),
    };
  } catch {
    throw new ConfigError(`The settings saved by sv login (${file}) are not readable JSON. Run sv login again.`);
  }
}

/**
 * Saves the settings readable and writable by the owner only (folder 0700, file 0600), whatever the umask: the file
 * is written beside the old one with those permissions, then renamed over it.
 */
export function writeConfig(env: Env, settings: Settings): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = configFile(env);
  const temporary = `${file}.${process.pid}.tmp`;
  const saved = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined && value !== ''));
  try {
    writeFileSync(temporary, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return file;
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
