import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevServer, startDevServer } from '../../packages/excel/src/server/dev-server';
import { builtFile, EXCEL_DIST, REPO_ROOT } from './helpers/paths';

jest.setTimeout(60_000);

// The test's own certificate, whatever the developer may have installed with office-addin-dev-certs.
const HTTPS = { http: false, officeDevCerts: false } as const;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An https request trusting exactly the given certificate, as a browser would after the user trusted it. */
function httpsGet(url: string, ca: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, { ca, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm start over https', () => {
  const certDir = mkdtempSync(join(tmpdir(), 'sv-certs-'));
  let server: DevServer;
  let ca: string;

  beforeAll(async () => {
    server = await startDevServer({ distDir: EXCEL_DIST, port: 0, sandboxPort: 0, certDir, ...HTTPS });
    ca = readFileSync(join(certDir, 'localhost.crt'), 'utf8');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves functions.json to any origin, with a certificate valid for localhost', async () => {
    expect(server.baseUrl).toMatch(/^https:\/\/localhost:\d+$/);
    const answer = await httpsGet(`${server.baseUrl}/functions.json`, ca, {
      headers: { origin: 'https://excel.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toBe(readFileSync(builtFile('functions.json'), 'utf8'));
  });

  it('serves the pane, its scripts and icons, and nothing outside dist', async () => {
    for (const [path, type] of [
      ['/taskpane.html', 'text/html'],
      ['/functions.js', 'text/javascript'],
      ['/taskpane.js', 'text/javascript'],
      ['/taskpane.css', 'text/css'],
      ['/assets/icon-80.png', 'image/png'],
    ]) {
      const answer = await httpsGet(`${server.baseUrl}${path}`, ca);
      expect([path, answer.status, String(answer.headers['content-type']).split(';')[0]]).toEqual([path, 200, type]);
    }
    expect((await httpsGet(`${server.baseUrl}/../package.json`, ca)).status).toBe(404);
    expect((await httpsGet(`${server.baseUrl}/%2e%2e/package.json`, ca)).status).toBe(404);
  });

  it('puts the sandbox behind https on its own origin, and tells the preview page where it is', async () => {
    const config = JSON.parse((await httpsGet(`${server.baseUrl}/dev-config.json`, ca)).body) as {
      sandbox: { gatewayUrl: string; v1Url: string; token: string };
    };
    expect(config.sandbox).toEqual({ ...server.sandboxUrls, token: server.sandbox.tokens.full });
    expect(new URL(config.sandbox.gatewayUrl).protocol).toBe('https:');
    expect(new URL(config.sandbox.gatewayUrl).origin).not.toBe(server.baseUrl);

    const url = `${config.sandbox.gatewayUrl}/dashboard/v3.0/campaigns/tracked?limit=1`;
    const preflight = await httpsGet(url, ca, {
      method: 'OPTIONS',
      headers: {
        origin: server.baseUrl,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const answer = await httpsGet(url, ca, { headers: { authorization: config.sandbox.token } });
    expect(answer.status).toBe(200);
    expect(Array.isArray(JSON.parse(answer.body))).toBe(true);
  });

  it('reuses its certificate on the next start instead of asking the user to trust a new one', async () => {
    const again = await startDevServer({ distDir: EXCEL_DIST, port: 0, sandboxPort: 0, certDir, ...HTTPS });
    await again.close();
    expect(readFileSync(join(certDir, 'localhost.crt'), 'utf8')).toBe(ca);
  });
});

describe('dist-node/start.js', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
  });

  it('starts with --http, prints how to sideload and where the preview is, and serves it', async () => {
    child = spawn(process.execPath, [join(REPO_ROOT, 'packages/excel/dist-node/start.js'), '--http', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const previewUrl = await new Promise<string>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Preview in a browser[^:]*: (\S+)/.exec(output);
        if (match && output.includes('Ctrl+C')) resolve(match[1] as string);
      });
      child?.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child?.on('exit', (code) => reject(new Error(`start.js exited with ${code}:\n${output}`)));
    });
    expect(output).toMatch(/Sideload into Excel/);
    expect(output).toContain(join(REPO_ROOT, 'manifest.xml'));
    expect(previewUrl).toMatch(/^http:\/\/localhost:\d+\/taskpane\.html$/);
    const page = await fetch(previewUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('functions.js');
  });
});
