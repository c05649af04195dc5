import { ConfigError } from './errors';

export const DEFAULT_GATEWAY_URL = 'https://apigw.seomonitor.com/v3';
export const DEFAULT_V1_URL = 'https://api.seomonitor.com/v1';

/** The setting names, the same in every host. */
export const SETTING_NAMES = { token: 'SV_TOKEN', gatewayUrl: 'SV_GATEWAY_URL', v1Url: 'SV_V1_URL' } as const;

export interface Settings {
  token?: string;
  gatewayUrl?: string;
  v1Url?: string;
}

export interface ResolvedSettings {
  token: string;
  gatewayUrl: string;
  v1Url: string;
}

const TOKEN_MISSING =
  'No API token is set. In Google Sheets use the menu Search Visibility > Set API token…; in Excel open the Search Visibility task pane (Home > Search Visibility) and paste the token there. The token is in your profile settings of the service.';

/** Validates settings before any request: a missing token or an unusable address is a clear error, not a failed call. */
export function resolveSettings(settings: Settings): ResolvedSettings {
  const token = (settings.token ?? '').trim();
  if (token === '') throw new ConfigError(TOKEN_MISSING);
  if (/\s/.test(token.replace(/^Bearer\s+/i, ''))) {
    throw new ConfigError('The API token contains spaces or line breaks, so it was pasted incompletely. Set it again.');
  }
  return {
    token,
    gatewayUrl: baseUrl(settings.gatewayUrl, DEFAULT_GATEWAY_URL, SETTING_NAMES.gatewayUrl),
    v1Url: baseUrl(settings.v1Url, DEFAULT_V1_URL, SETTING_NAMES.v1Url),
  };
}

function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const url = (value ?? '').trim() || fallback;
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/i.test(url)) {
    throw new ConfigError(
      `The API address ${name} "${url}" is not a web address like ${fallback}. Correct it in the add-on's API addresses setting.`,
    );
  }
  return url.replace(/\/+$/, '');
}

/** The host part of an address, for messages. */
export function hostOf(url: string): string {
  return url.replace(/^https?:\/\//i, '').split('/')[0] ?? url;
}
