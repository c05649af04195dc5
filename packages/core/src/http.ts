/** The only shapes of I/O the core knows: hosts turn these into UrlFetchApp or fetch calls. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  /** Header names in their wire spelling; the token only ever travels in `Authorization`. */
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

/** What a transport reports instead of a response when nothing came back (DNS, reset, refused, aborted). */
export interface TransportFailure {
  status: 0;
  headers: Record<string, string>;
  body: string;
  /** Human-readable reason from the host, never containing the request headers. */
  failure: string;
  timedOut?: boolean;
  /** The host refused to send the request as too large (Apps Script's URL length limit): sending again cannot help. */
  tooLarge?: boolean;
}

export type HttpOutcome = HttpResponse | TransportFailure;

export function isTransportFailure(outcome: HttpOutcome): outcome is TransportFailure {
  return outcome.status === 0;
}

export function lowerCaseHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}
