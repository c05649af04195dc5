/**
 * `npm start`: serves packages/excel/dist for Excel (https://localhost:3000) with the sandbox beside it, and says
 * how to sideload the add-in and where the preview page is.
 *   --http            plain http (preview in a browser that cannot trust a local certificate)
 *   --port N          port of the add-in files (also PORT); the sandbox takes N+1 (or --sandbox-port N)
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev-server';
import { sideloadLines } from './sideload-steps';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string' },
      'sandbox-port': { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const sandboxPort = values['sandbox-port'] ?? process.env.SV_SANDBOX_PORT;
  const http = values.http || process.env.SV_HTTP === '1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port number: ${values.port}`);

  // dist-node/start.js sits in packages/excel/dist-node.
  const packageDir = join(__dirname, '..');
  const server = await startDevServer({
    distDir: join(packageDir, 'dist'),
    port,
    sandboxPort: sandboxPort === undefined ? undefined : Number(sandboxPort),
    http,
    certDir: join(packageDir, '.certs'),
  });
  const manifest = join(packageDir, '..', '..', 'manifest.xml');
  const lines = [
    '',
    `Search Visibility add-in served at ${server.baseUrl}`,
    `Sandbox (stand-in of the service): ${server.sandboxUrls.gatewayUrl} and ${server.sandboxUrls.v1Url}`,
    `  demo token: ${server.sandbox.tokens.full}`,
    '',
    `Preview in a browser (no Excel needed): ${server.previewUrl}`,
    '',
    `Sideload into Excel (the steps of docs/install-excel.md), with the manifest ${manifest}:`,
    ...sideloadLines(),
    '  Then Home > Search Visibility opens the pane; =SV.CAMPAIGNS() in a cell calls the service.',
  ];
  if (server.certificate) lines.push('', `https uses ${server.certificate}`);
  if (port !== 3000 || http) {
    lines.push('', 'Note: manifest.xml points at https://localhost:3000; Excel needs that address to load the add-in.');
  }
  lines.push('', 'Ctrl+C stops both servers.');
  console.log(lines.join('\n'));

  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
