import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * Serves the built add-in. Every answer allows any origin: Excel fetches functions.json from its own origin, and the
 * preview page may be opened from another. Nothing is cached, so a rebuild shows at the next reload.
 */
export function staticFiles(
  root: string,
  generated: Record<string, () => string>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      res.end();
      return;
    }
    if (path === '/') {
      res.writeHead(302, { ...headers, location: '/taskpane.html' });
      res.end();
      return;
    }
    const make = generated[path];
    if (make) {
      res.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES[extname(path)] ?? 'text/plain' });
      res.end(req.method === 'HEAD' ? undefined : make());
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !isFile(file)) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Not found: ${path}`);
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
