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
  /**
   * A browser's answer to a redirect not followed (`redirect: 'manual'`): status, Location and body are hidden from
   * the page, so only the fact of the redirect is known.
   */
  opaqueRedirect?: boolean;
}

/** True for a 30x answer, including a browser's opaque one: a redirect that was not followed. */
export function isRedirect(outcome: HttpOutcome): boolean {
  if ('opaqueRedirect' in outcome && outcome.opaqueRedirect === true) return true;
  return outcome.status >= 300 && outcome.status < 400;
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
  // A browser's opaque redirect also has status 0, but it is an answer: the service was reached.
  return outcome.status === 0 && !('opaqueRedirect' in outcome && outcome.opaqueRedirect === true);
}

export function lowerCaseHeaders(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}
