import { type HttpOutcome, type HttpRequest, lowerCaseHeaders } from '@sv/core';
import { messageOf } from './error-message';
import { noteRequestsSent } from './request-tally';

type FetchRequest = GoogleAppsScript.URL_Fetch.URLFetchRequest;
type FetchResponse = GoogleAppsScript.URL_Fetch.HTTPResponse;

/** UrlFetchApp takes the body's type as an option, not as a header. */
function toFetchRequest(request: HttpRequest): FetchRequest {
  const headers: Record<string, string> = {};
  let contentType: string | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'content-type') contentType = value;
    else headers[name] = value;
  }
  const options: FetchRequest = {
    url: request.url,
    method: request.method.toLowerCase() as GoogleAppsScript.URL_Fetch.HttpMethod,
    headers,
    muteHttpExceptions: true,
    // A redirect would take the Authorization header to wherever Location points (whether Apps Script keeps it
    // across hosts is not documented): the core reads a 30x as an error instead (redirect-error.ts).
    followRedirects: false,
    validateHttpsCertificates: true,
  };
  if (request.body !== undefined) {
    options.payload = request.body;
    options.contentType = contentType ?? 'application/json';
  }
  return options;
}

function toOutcome(response: FetchResponse): HttpOutcome {
  const headers = lowerCaseHeaders(response.getAllHeaders() as Record<string, unknown>);
  return { status: response.getResponseCode(), headers, body: response.getContentText() };
}

function failureOf(error: unknown): HttpOutcome {
  const message = messageOf(error);
  const outcome: HttpOutcome = { status: 0, headers: {}, body: '', failure: message };
  if (/time(d)?\s?out|deadline/i.test(message)) outcome.timedOut = true;
  // "Limit Exceeded: URLFetch URL Length.": the core measures URLs before sending, so this is a last line of defence
  // against telling the user to check a connection that is fine.
  if (/URL\s*Length/i.test(message)) outcome.tooLarge = true;
  return outcome;
}

/**
 * Sends requests in parallel. UrlFetchApp throws for the whole batch when any request gets no response at all (DNS,
 * refused, timeout); the core expects a transport failure per request instead, and decides itself what to retry.
 */
export function fetchAllOutcomes(requests: readonly HttpRequest[]): HttpOutcome[] {
  if (requests.length === 0) return [];
  // Counted as sent whatever comes back: a request that got no answer may still have reached the service.
  noteRequestsSent(requests.length);
  try {
    return UrlFetchApp.fetchAll(requests.map(toFetchRequest)).map(toOutcome);
  } catch (error) {
    const failure = failureOf(error);
    return requests.map(() => ({ ...failure, headers: {} }));
  }
}
