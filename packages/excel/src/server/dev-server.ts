import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type Sandbox, type SandboxOptions, start as startSandbox } from '@sv/sandbox';
import { localhostCredentials } from './certificates';
import { forwardTo } from './forward';
import { staticFiles } from './static-files';

export interface DevServerOptions {
  /** The built add-in (packages/excel/dist). */
  distDir: string;
  /** Port of the add-in files; the manifest expects 3000. 0 picks a free one. */
  port: number;
  /** Port of the sandbox; default the next one after `port` (a free one when `port` is 0). */
  sandboxPort?: number;
  /** Plain http, for a browser that cannot trust a local certificate (Excel itself needs https). */
  http: boolean;
  /** Where a self-signed certificate is kept when office-addin-dev-certs has none. */
  certDir: string;
  /** Use office-addin-dev-certs' certificate when installed (default true). */
  officeDevCerts?: boolean;
  /** Host name the printed and advertised addresses use. */
  hostname?: string;
  /** Passed to the sandbox (a fixed `today`, latency, faults...). */
  sandboxOptions?: Omit<SandboxOptions, 'port' | 'host'>;
}

export interface DevServer {
  /** Base of the add-in files, e.g. https://localhost:3000. */
  baseUrl: string;
  previewUrl: string;
  sandbox: Sandbox;
  /** The sandbox as the pane reaches it (through the https front in https mode). */
  sandboxUrls: { gatewayUrl: string; v1Url: string };
  certificate: string | null;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The add-in's files and the sandbox on two origins of localhost, so the preview page calls the "service" across
 * origins exactly as Excel calls the real one: preflights and CORS headers included.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const hostname = options.hostname ?? 'localhost';
  const scheme = options.http ? 'http' : 'https';
  const credentials = options.http ? null : await localhostCredentials(options.certDir, options.officeDevCerts ?? true);
  const listen = (handler: Handler, port: number) =>
    listenOn(credentials ? createHttpsServer(credentials, handler) : createHttpServer(handler), port);

  const servers: Server[] = [];
  const sandboxPort = options.sandboxPort ?? (options.port === 0 ? 0 : options.port + 1);
  let sandbox: Sandbox;
  let sandboxBase: string;
  if (credentials) {
    sandbox = await startSandbox({ ...options.sandboxOptions, port: 0 });
    const front = await listen(forwardTo(new URL(sandbox.url)), sandboxPort);
    servers.push(front);
    sandboxBase = `${scheme}://${hostname}:${portOf(front)}`;
  } else {
    sandbox = await startSandbox({ ...options.sandboxOptions, port: sandboxPort });
    sandboxBase = `${scheme}://${hostname}:${sandbox.port}`;
  }
  const sandboxUrls = {
    gatewayUrl: sandboxBase + new URL(sandbox.v3Url).pathname,
    v1Url: sandboxBase + new URL(sandbox.v1Url).pathname,
  };
  const devConfig = JSON.stringify({ sandbox: { ...sandboxUrls, token: sandbox.tokens.full } }, null, 2);
  const files = await listen(staticFiles(options.distDir, { '/dev-config.json': () => devConfig }), options.port);
  servers.push(files);
  const baseUrl = `${scheme}://${hostname}:${portOf(files)}`;

  return {
    baseUrl,
    previewUrl: `${baseUrl}/taskpane.html`,
    sandbox,
    sandboxUrls,
    certificate: credentials?.description ?? null,
    async close() {
      await Promise.all(servers.map(closeServer));
      await sandbox.close();
    },
  };
}

function listenOn(server: Server, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the sandbox's demo token and the dev files are nobody else's business.
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
