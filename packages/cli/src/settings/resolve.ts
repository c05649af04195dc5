import { SETTING_NAMES, type Settings } from '@sv/core';
import { type Env, readConfig } from './config-file';

/** Each setting from the environment if set there, else from `sv login`'s file. */
export function settingsFrom(env: Env): Settings {
  const saved = readConfig(env);
  return {
    token: env[SETTING_NAMES.token] || saved.token,
    gatewayUrl: env[SETTING_NAMES.gatewayUrl] || saved.gatewayUrl,
    v1Url: env[SETTING_NAMES.v1Url] || saved.v1Url,
  };
}
