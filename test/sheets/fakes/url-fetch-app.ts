import type { GoogleExportOptions } from './google-export';
import { googleExport } from './google-export';
import { toJavaBytes } from './java-bytes';
import type { WireRequest, WireResult } from './service-protocol';
import type { BlockingService } from './sync-service';
import { FakeBlob } from './utilities';

/** Apps Script refuses longer URLs ("URL Fetch URL length: 2 kB"). */
const MAX_URL_CHARS = 2048;
const METHODS = ['GET', 'DELETE', 'PATCH', 'POST', 'PUT'];

interface FetchOptions {
  url?: string;
  method?: string;
  headers?: Record<string, unknown>;
  payload?: unknown;
  contentType?: string;
  muteHttpExceptions?: boolean;
  followRedirects?: boolean;
  validateHttpsCertificates?: boolean;
  escaping?: boolean;
}

interface Prepared {
  wire: WireRequest;
  mute: boolean;
}

/** Header names as Apps Script shows them: `content-type` comes back as `Content-Type`. */
function canonicalName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

export class FakeHttpResponse {
  constructor(private readonly result: Extract<WireResult, { ok: true }>) {}

  getResponseCode(): number {
    return this.result.status;
  }
  getContentText(): string {
    return this.result.body;
  }
  getContent(): number[] {
    return toJavaBytes(Buffer.from(this.result.body, 'utf8'));
  }
  getBlob(): FakeBlob {
    const type = this.getHeaders()['Content-Type'];
    return new FakeBlob(Buffer.from(this.result.body, 'utf8'), typeof type === 'string' ? type : null);
  }
  getAllHeaders(): Record<string, string | string[]> {
    return Object.fromEntries(Object.entries(this.result.headers).map(([name, value]) => [canonicalName(name), value]));
  }
  getHeaders(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.getAllHeaders()).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
  }
}

/** Tests never leave the machine: any other host is as unreachable as a name that does not resolve. */
function isLoopback(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

function prepare(request: string | FetchOptions, params?: FetchOptions): Prepared {
  const options: FetchOptions = typeof request === 'string' ? { ...params, url: request } : { ...request };
  const url = options.url;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw new Error(`Exception: Invalid argument: ${url}`);
  if (url.length > MAX_URL_CHARS) throw new Error('Exception: Limit Exceeded: URLFetch URL Length.');
  const method = String(options.method ?? 'get').toUpperCase();
  if (!METHODS.includes(method)) throw new Error(`Exception: Invalid argument: method ${options.method}`);
  const headers: Record<string, string> = { 'User-Agent': 'Mozilla/5.0 (compatible; Google-Apps-Script)' };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name] = String(value);
  let body: string | undefined;
  if (options.payload !== undefined && options.payload !== null) {
    if (typeof options.payload !== 'string') throw new Error('Exception: this fake sends string payloads only');
    body = options.payload;
    headers['Content-Type'] = options.contentType ?? 'application/x-www-form-urlencoded';
  }
  return {
    wire: { url, method, headers, body, followRedirects: options.followRedirects !== false },
    mute: options.muteHttpExceptions === true,
  };
}

function failureMessage(result: Extract<WireResult, { ok: false }>, url: string): string {
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(result.code)) return `Exception: Address unavailable: ${url}`;
  if (/TIMEOUT/i.test(result.code)) return `Exception: Timeout: ${url}`;
  return `Exception: Unexpected error: ${url}`;
}

function toResponse(result: WireResult, prepared: Prepared): FakeHttpResponse {
  if (!result.ok) throw new Error(failureMessage(result, prepared.wire.url));
  if (result.status >= 400 && !prepared.mute) {
    const origin = new URL(prepared.wire.url).host;
    throw new Error(
      `Exception: Request failed for ${origin} returned code ${result.status}. Truncated server response: ${result.body.slice(0, 100)} (use muteHttpExceptions option to examine full response)`,
    );
  }
  return new FakeHttpResponse(result);
}

function send(service: BlockingService, prepared: Prepared[], google?: GoogleExportOptions): WireResult[] {
  const local = prepared.filter((item) => isLoopback(item.wire.url));
  const answers = local.length > 0 ? service.fetchAll(local.map((item) => item.wire)) : [];
  return prepared.map((item) => {
    if (isLoopback(item.wire.url)) return answers.shift() as WireResult;
    const exported = google ? googleExport(google, item.wire.url, item.wire.headers) : null;
    return (
      exported ?? {
        ok: false,
        code: 'ENOTFOUND',
        message: `${new URL(item.wire.url).hostname} is not reachable from tests`,
      }
    );
  });
}

export interface FetchCall {
  requests: number;
}

/** UrlFetchApp over the sandbox: synchronous, and fetchAll really runs its requests in parallel. */
export function createUrlFetchApp(service: BlockingService, calls: FetchCall[], google?: GoogleExportOptions) {
  return {
    fetch(url: string | FetchOptions, params?: FetchOptions): FakeHttpResponse {
      const prepared = prepare(url, params);
      calls.push({ requests: 1 });
      const [result] = send(service, [prepared], google);
      return toResponse(result as WireResult, prepared);
    },
    fetchAll(requests: (string | FetchOptions)[]): FakeHttpResponse[] {
      if (!Array.isArray(requests)) throw new Error('Exception: Invalid argument: requests');
      const prepared = requests.map((request) => prepare(request));
      calls.push({ requests: prepared.length });
      const results = send(service, prepared, google);
      return results.map((result, index) => toResponse(result, prepared[index] as Prepared));
    },
  };
}
