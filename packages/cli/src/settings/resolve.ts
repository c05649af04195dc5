import { SETTING_NAMES, type Settings } from '@sv/core';
import { configFile, type Env, readConfig } from './config-file';

export interface ResolvedSettings {
  settings: Settings;
  /** The token is the one saved by `sv login` (SV_TOKEN is not set). */
  tokenFromFile: boolean;
  /** What the user should know about the settings file: ignored, or its addresses not used. */
  warnings: string[];
}

/**
 * Each setting from the environment if set there, else from `sv login`'s file, with one rule: the addresses saved in
 * the file go only with the token saved beside them. A token from the environment (SV_TOKEN) that differs from the
 * saved one goes to SV_GATEWAY_URL and SV_V1_URL or the default addresses, never to the file's: a file someone else
 * wrote (or an old login for another server) must not decide where the environment's token is sent.
 */
export function settingsFrom(env: Env): ResolvedSettings {
  const saved = readConfig(env);
  const warnings = saved.ignored === undefined ? [] : [saved.ignored];
  const file = saved.settings;
  const environmentToken = env[SETTING_NAMES.token];
  const token = environmentToken || file.token;
  const fileAddressesApply = token !== undefined && token === file.token;
  const address = (field: 'gatewayUrl' | 'v1Url'): string | undefined =>
    env[SETTING_NAMES[field]] || (fileAddressesApply ? file[field] : undefined);
  const unused = (['gatewayUrl', 'v1Url'] as const).filter(
    (field) => environmentToken && !fileAddressesApply && file[field] !== undefined && !env[SETTING_NAMES[field]],
  );
  if (unused.length > 0) {
    const names = unused.map((field) => SETTING_NAMES[field]).join(' and ');
    warnings.push(
      `warning: sv does not send ${SETTING_NAMES.token} to the addresses saved in ${configFile(env)}: they go only ` +
        `with the token saved beside them. ${SETTING_NAMES.token} goes to the default addresses; to send it elsewhere, ` +
        `set ${names} as well.`,
    );
  }
  return {
    settings: { token, gatewayUrl: address('gatewayUrl'), v1Url: address('v1Url') },
    tokenFromFile: !environmentToken && file.token !== undefined,
    warnings,
  };
}
