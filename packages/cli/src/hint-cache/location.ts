import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Env } from '../settings/config-file';

/**
 * The file of kept hints: in `SV_CONFIG_DIR/cache` when that is set (everything of sv's in the folder the user chose),
 * else the platform's per-user cache folder (`%LOCALAPPDATA%\sv\cache` on Windows, `$XDG_CACHE_HOME/sv` or
 * `~/.cache/sv` elsewhere; a relative XDG_CACHE_HOME is ignored, as the XDG rules say).
 */
export function hintCacheFile(env: Env, platform: NodeJS.Platform = process.platform): string {
  return join(hintCacheFolder(env, platform), 'counts.json');
}

function hintCacheFolder(env: Env, platform: NodeJS.Platform): string {
  if (env.SV_CONFIG_DIR) return join(env.SV_CONFIG_DIR, 'cache');
  if (platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'sv', 'cache');
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.cache'), 'sv');
}

/** `SV_NO_CACHE=1` (any value but empty or 0): nothing is read from or written to the file. */
export function cacheTurnedOff(env: Env): boolean {
  const value = env.SV_NO_CACHE?.trim();
  return value !== undefined && value !== '' && value !== '0';
}
