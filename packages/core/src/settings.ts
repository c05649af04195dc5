import { ConfigError } from './errors';
import { codePoint, parseServiceAddress, type ServiceAddress } from './service-address';
import { SETTING_NAMES } from './setting-names';
import { type Surface, worded } from './wording';

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
  const token = (settings.token ?? '').trim();
  if (token === '') throw new ConfigError(worded(surface, (wording) => wording.tokenMissing));
  if (brokenToken(token)) {
    throw new ConfigError('The API token contains spaces or line breaks, so it was pasted incompletely. Set it again.');
  }
  return {
    token,
    gatewayUrl: baseUrl(settings.gatewayUrl, DEFAULT_GATEWAY_URL, SETTING_NAMES.gatewayUrl, surface),
    v1Url: baseUrl(settings.v1Url, DEFAULT_V1_URL, SETTING_NAMES.v1Url, surface),
    ...(surface === undefined ? {} : { surface }),
  };
}

/**
 * The settings resolveSettings gives, or undefined where it would refuse them, without building its message: for a
 * host that only looks a cached answer up and leaves every refusal to the whole call (Sheets' cached answers).
 */
export function acceptedSettings(settings: Settings): ResolvedSettings | undefined {
  const token = (settings.token ?? '').trim();
  if (token === '' || brokenToken(token)) return undefined;
  const gateway = checkedAddress((settings.gatewayUrl ?? '').trim() || DEFAULT_GATEWAY_URL, SETTING_NAMES.gatewayUrl);
  const v1 = checkedAddress((settings.v1Url ?? '').trim() || DEFAULT_V1_URL, SETTING_NAMES.v1Url);
  if (typeof gateway === 'string' || typeof v1 === 'string') return undefined;
  return { token, gatewayUrl: gateway.url, v1Url: v1.url };
}

/** A token with spaces or line breaks inside was pasted incompletely. */
function brokenToken(token: string): boolean {
  return /\s/.test(token.replace(/^Bearer\s+/i, ''));
}

/** Plain http is for this computer only: a local sandbox or proxy, where nothing crosses a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The address with every character outside printable ASCII written as <U+XXXX>, so a look-alike shows as one. */
function visible(url: string): string {
  return url.replace(/[^\x20-\x7e]/gu, (char) => `<${codePoint(char)}>`);
}

/** An address as requests use it (see service-address.ts), or the sentence saying why it cannot be used. */
function checkedAddress(url: string, name: string): ServiceAddress | string {
  const address = parseServiceAddress(url);
  if (typeof address === 'string') return `The API address ${name} "${visible(url)}" ${address}.`;
  if (!address.secure && !LOOPBACK_HOSTS.has(address.host.replace(/:\d+$/, ''))) {
    return `The API address ${name} "${url}" is not secure: over plain http the token could be read on the way. Use an https:// address (plain http only for this computer: localhost, 127.0.0.1 or [::1]).`;
  }
  return address;
}

function baseUrl(value: string | undefined, fallback: string, name: string, surface?: Surface): string {
  const address = checkedAddress((value ?? '').trim() || fallback, name);
  if (typeof address === 'string') {
    throw new ConfigError(worded(surface, (wording) => `${address} ${wording.correctAddress(name)}`));
  }
  return address.url;
}

/** The host part of an address, for messages. */
export function hostOf(url: string): string {
  return url.replace(/^https?:\/\//i, '').split('/')[0] ?? url;
}

/** Where a token saved with these addresses is checked and sent, for dialogs that must show it before saving. */
export interface TokenDestination {
  /**
   * The hosts (with port, if any) as fetch reads them, each once, the 3.0 gateway's first: what the token goes to,
   * never the address as typed ("apigw.seomonitor.com%2eevil.example" is refused, not shown as the service).
   */
  hosts: string[];
  /** True when both addresses are the service's own, so there is nothing to point out. */
  serviceOwn: boolean;
  /** Why an address cannot be used (nothing is sent with it); absent when both can. */
  problem?: string;
}

export function tokenDestination(addresses: Pick<Settings, 'gatewayUrl' | 'v1Url'>): TokenDestination {
  const checked = [
    checkedAddress((addresses.gatewayUrl ?? '').trim() || DEFAULT_GATEWAY_URL, SETTING_NAMES.gatewayUrl),
    checkedAddress((addresses.v1Url ?? '').trim() || DEFAULT_V1_URL, SETTING_NAMES.v1Url),
  ];
  const usable = checked.filter((address): address is ServiceAddress => typeof address !== 'string');
  const hosts = [...new Set(usable.map((address) => address.host))];
  const ownHosts = [DEFAULT_GATEWAY_URL, DEFAULT_V1_URL].map(hostOf);
  const serviceOwn =
    usable.length === 2 && usable.every((address) => address.secure && ownHosts.includes(address.host));
  const problem = checked.find((address): address is string => typeof address === 'string');
  return problem === undefined ? { hosts, serviceOwn } : { hosts, serviceOwn, problem };
}
