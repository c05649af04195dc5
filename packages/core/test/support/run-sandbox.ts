import type { Sandbox } from '@sv/sandbox';
import { createFetchHost, type InvokeOptions, invoke, runAsync } from '../../src';
import { type TableView, tableView } from './table-view';

/** Invoke options a test may vary; settings point at the sandbox with its full token. */
export type SandboxOptions = Omit<InvokeOptions, 'settings'>;

/**
 * Runs the registry function `name` through `invoke` and the async driver over real HTTP against `sandbox`, taking
 * the sandbox's date as today. The request log of the sandbox shows what was sent.
 */
export async function runOnSandbox(
  sandbox: Sandbox,
  name: string,
  args: readonly unknown[],
  options: SandboxOptions = {},
): Promise<TableView> {
  const result = await runAsync(
    invoke(name, args, {
      ...options,
      settings: { token: sandbox.tokens.full, gatewayUrl: sandbox.v3Url, v1Url: sandbox.v1Url },
      coerce: { today: () => sandbox.config.today, ...options.coerce },
    }),
    createFetchHost(fetch),
  );
  return tableView(result);
}
