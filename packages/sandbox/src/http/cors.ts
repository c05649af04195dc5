import type { ServerResponse } from 'node:http';

/**
 * CORS exactly as the live service answers: any origin, a fixed list of methods and request headers. The list is
 * sent as is whatever the preflight asks for, so a browser refuses a request carrying any other custom header.
 */
export const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';
export const ALLOWED_HEADERS = 'X-Requested-With, Content-Type, X-Token-Auth, Authorization, sentry-trace';

export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
}

export function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'content-length': '0',
  });
  res.end();
}
