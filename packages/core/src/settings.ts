import { ConfigError } from './errors';
import { SETTING_NAMES } from './setting-names';
import { type Surface, wordingOf } from './wording';

export { SETTING_NAMES };

export const DEFAULT_GATEWAY_URL = 'https://apigw.seomonitor.com/v3';
export const DEFAULT_V1_URL = 'https://api.seomonitor.com/v1';

export interface Settings {
  token?: string;
  gatewayUrl?: string;
  v1Url?: string;
}

export interface ResolvedSettings {
  token: string;
  gatewayUrl: string;
  v1Url: string;
  /** Where messages about this call are shown, so they name the next step there (wording.ts); a spreadsheet if absent. */
  surface?: Surface;
}

/**
 * Validates settings before any request: a missing token or an unusable address is a clear error, not a failed call.
 * `surface`: the host showing the messages, kept with the settings so every message of the call speaks its words.
 */
export function resolveSettings(settings: Settings, surface?: Surface): ResolvedSettings {
  const wording = wordingOf(surface);
  const token = (settings.token ?? '').trim();
  if (token === '') throw new ConfigError(wording.tokenMissing);
  if (/\s/.test(token.replace(/^Bearer\s+/i, ''))) {
    throw new ConfigError('The API token contains spaces or line breaks, so it was pasted incompletely. Set it again.');
  }
  return {
    token,
    gatewayUrl: baseUrl(settings.gatewayUrl, DEFAULT_GATEWAY_URL, SETTING_NAMES.gatewayUrl, surface),
    v1Url: baseUrl(settings.v1Url, DEFAULT_V1_URL, SETTING_NAMES.v1Url, surface),
    ...(surface === undefined ? {} : { surface }),
  };
}

/** Plain http is for this computer only: a local sandbox or proxy, where nothing crosses a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function baseUrl(value: string | undefined, fallback: string, name: string, surface?: Surface): string {
  const url = (value ?? '').trim() || fallback;
  const where = wordingOf(surface).correctAddress(name);
  const parts = /^(https?):\/\/([^/\s?#]+)(\/[^\s?#]*)?$/i.exec(url);
  // A backslash reads as "/" to browsers and as text to other parsers: two readers would send to two hosts.
  if (!parts || url.includes('\\')) {
    throw new ConfigError(`The API address ${name} "${url}" is not a web address like ${fallback}. ${where}`);
  }
  const scheme = (parts[1] as string).toLowerCase();
  const authority = parts[2] as string;
  // "https://apigw.seomonitor.com@other.example" goes to other.example: refuse what reads as one host and is another.
  if (authority.includes('@')) {
    throw new ConfigError(
      `The API address ${name} "${url}" holds a user name or password (an "@" before the host); the token would go to the host after it. ${where}`,
    );
  }
  const host = strictHost(authority);
  if (host === null) {
    throw new ConfigError(
      `The API address ${name} "${url}" does not name one host (a name or IP address, then at most ":" and a port). ${where}`,
    );
  }
  if (scheme !== 'https' && !LOOPBACK_HOSTS.has(host)) {
    throw new ConfigError(
      `The API address ${name} "${url}" is not secure: over plain http the token could be read on the way. Use an https:// address (plain http only for this computer: localhost, 127.0.0.1 or [::1]). ${where}`,
    );
  }
  return url.replace(/\/+$/, '');
}

/**
 * The host of `host[:port]`, lower case (an IPv6 literal keeps its brackets), or null when the authority is not
 * exactly that: "[::1]evil.example" is neither an IPv6 literal nor a name, and a lenient reading of it as "[::1]"
 * let plain http go to another computer.
 */
function strictHost(authority: string): string | null {
  const lower = authority.toLowerCase();
  const literal = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(lower);
  if (literal) return literal[1] as string;
  const named = /^([^[\]:]+)(?::\d{1,5})?$/.exec(lower);
  return named ? (named[1] as string) : null;
}

/** The host part of an address, for messages. */
export function hostOf(url: string): string {
  return url.replace(/^https?:\/\//i, '').split('/')[0] ?? url;
}

/** Where a token saved with these addresses is checked and sent, for dialogs that must show it before saving. */
export interface TokenDestination {
  /** The hosts (with port, if any), each once: the 3.0 gateway's first. */
  hosts: string[];
  /** True when both addresses are the service's own, so there is nothing to point out. */
  serviceOwn: boolean;
}

export function tokenDestination(addresses: Pick<Settings, 'gatewayUrl' | 'v1Url'>): TokenDestination {
  const urls = [
    (addresses.gatewayUrl ?? '').trim() || DEFAULT_GATEWAY_URL,
    (addresses.v1Url ?? '').trim() || DEFAULT_V1_URL,
  ];
  const hosts = [...new Set(urls.map((url) => hostOf(url).toLowerCase()))];
  const ownHosts = new Set([DEFAULT_GATEWAY_URL, DEFAULT_V1_URL].map(hostOf));
  const serviceOwn = urls.every((url) => /^https:\/\//i.test(url)) && hosts.every((host) => ownHosts.has(host));
  return { hosts, serviceOwn };
}
