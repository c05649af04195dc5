import type { HttpMethod, HttpRequest } from '../http';
import type { RequestLabel } from '../response-errors';
import { hostOf, type ResolvedSettings } from '../settings';

export type QueryValue = string | number | boolean | undefined;

/** A request in the service's terms, before it becomes a URL. */
export interface ApiRequest {
  api: '3.0' | '1.2';
  method?: HttpMethod;
  /** Path below the interface's base address, starting with `/`; path segments already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body of a POST. */
  json?: unknown;
  /** Analyst words for the operation, used in messages. */
  operation: string;
  /** Query parameters holding comma lists: a URL too long is then explained in items, not characters. */
  lists?: readonly string[];
  /**
   * A comma list parameter that may be split over several requests when the URL would be too long for the host: the
   * answer's records each belong to one item of it, so the rows of the parts together are the rows of the whole.
   */
  splitList?: string;
  /** The user's name of a query parameter the service names otherwise (`keyword_name` → `keyword`), for messages. */
  argumentNames?: Readonly<Record<string, string>>;
}

/** Apps Script has no URLSearchParams, so the query string is built by hand. */
export function queryString(query: Record<string, QueryValue> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function toHttpRequest(request: ApiRequest, settings: ResolvedSettings): HttpRequest {
  const base = request.api === '3.0' ? settings.gatewayUrl : settings.v1Url;
  const headers: Record<string, string> = { Authorization: settings.token, Accept: 'application/json' };
  const http: HttpRequest = {
    method: request.method ?? 'GET',
    url: `${base}${request.path}${queryString(request.query)}`,
    headers,
  };
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    http.body = JSON.stringify(request.json);
  }
  return http;
}

export function labelOf(request: ApiRequest, settings: ResolvedSettings): RequestLabel {
  return {
    operation: request.operation,
    host: hostOf(request.api === '3.0' ? settings.gatewayUrl : settings.v1Url),
    surface: settings.surface,
  };
}
