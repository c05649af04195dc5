import type { Settings } from '@sv/core';
import { start } from '@sv/sandbox';

export interface EmbeddedSandbox {
  settings: Settings;
  /** The sandbox's today, for relative dates. */
  today: () => string;
  close(): Promise<void>;
}

/** The local stand-in of the service on a free loopback port, with its demo token: no account needed. */
export async function startEmbeddedSandbox(): Promise<EmbeddedSandbox> {
  const sandbox = await start();
  return {
    settings: { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url },
    today: () => sandbox.config.today,
    close: () => sandbox.close(),
  };
}
