import type { Settings } from '@sv/core';
import type { ConnectionDefaults } from './connection-section';

/** What `npm start` serves next to the pane: the local sandbox's addresses and its demo token. */
interface DevConfig {
  sandbox?: { gatewayUrl?: string; v1Url?: string; token?: string };
}

/** Preview defaults when the pane is served by `npm start`; null anywhere else (no file, or a host without it). */
export async function loadDevDefaults(): Promise<ConnectionDefaults | null> {
  try {
    const response = await fetch('dev-config.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const config = (await response.json()) as DevConfig;
    if (!config.sandbox?.gatewayUrl) return null;
    const settings: Settings = {
      gatewayUrl: config.sandbox.gatewayUrl,
      v1Url: config.sandbox.v1Url,
      token: config.sandbox.token,
    };
    return {
      settings,
      note: `Served by npm start: empty fields use the local sandbox (${settings.gatewayUrl}).`,
    };
  } catch {
    return null;
  }
}
