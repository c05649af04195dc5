import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface HoldingProxy {
  /** The proxy's address in place of the sandbox's origin (same paths). */
  origin: string;
  /** Requests that reached the proxy, the held one included. */
  readonly requests: number;
  /** Resolves when the request to hold has arrived (it is never answered). */
  held: Promise<void>;
  close(): Promise<void>;
}

/**
 * Forwards requests to `target` (an origin) except the `holdAt`-th (1-based), which it keeps open without an answer:
 * a test knows that sv is waiting for exactly that page when it sends a signal. `holdAt` 0 holds none.
 */
export async function holdingProxy(target: string, holdAt: number): Promise<HoldingProxy> {
  let requests = 0;
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const sockets = new Set<Socket>();
  const waiting: ServerResponse[] = [];
  const server = createServer((req, res) => {
    requests += 1;
    if (requests === holdAt) {
      waiting.push(res);
      arrived();
      return;
    }
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    held,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of waiting) res.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
