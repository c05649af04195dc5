import { type IncomingMessage, request, type ServerResponse } from 'node:http';

/**
 * Passes requests through to an http server on loopback. In https mode the sandbox is reached through this, so a
 * pane served over https calls an https API (no mixed content) on another origin (real CORS).
 */
export function forwardTo(target: URL): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`sandbox unreachable: ${error.message}`);
    });
    req.pipe(upstream);
  };
}
