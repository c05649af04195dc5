import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultKind, ResponseVariants } from '../types';
import { JsonText } from './read-memo';

/** Writing answers, the shape variants of 3.0 bodies, and the ways a fault mangles them. */

function stringifyNumbers(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(stringifyNumbers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stringifyNumbers(item)]));
  }
  return value;
}

/** Applies the body variants of interface 3.0 to a successful answer. */
export function shapeV3Body(body: unknown, variants: ResponseVariants): unknown {
  let shaped = body;
  if (Array.isArray(shaped) && variants.arrayWrapper) shaped = { [variants.arrayWrapper]: shaped };
  if (variants.numbersAsStrings) shaped = stringifyNumbers(shaped);
  return shaped;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, mangle: FaultKind | null = null): void {
  if (mangle === 'malformed-json') {
    const text = body instanceof JsonText ? body.bytes.toString('utf8') : JSON.stringify(body);
    // A complete HTTP answer whose JSON stops in the middle.
    const broken = `${text.slice(0, Math.max(1, Math.floor(text.length * 0.6)))}`;
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(broken) });
    res.end(broken);
    return;
  }
  const bytes = body instanceof JsonText ? body.bytes : Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length });
  if (mangle === 'truncated') {
    // The headers promise the whole body; the connection closes halfway through it.
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => res.destroy());
    return;
  }
  res.end(bytes);
}

export function sendHtmlError(res: ServerResponse, status: number): void {
  const title = `${status} ${status === 502 ? 'Bad Gateway' : status === 503 ? 'Service Temporarily Unavailable' : 'Error'}`;
  const html = `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`;
  res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

export function readBody(req: IncomingMessage, maxBytes = 5_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
