import { SvError } from './errors';
import type { HttpResponse } from './http';
import type { RequestLabel } from './request-label';
import { worded } from './wording';

/**
 * A 30x to a request that carried the token. No host follows redirects (url-fetch.ts, fetch-host.ts): a redirect
 * would send the request, and with some clients the Authorization header, to whatever host Location names. It is
 * not retried: asking again would be answered with the same redirect.
 */
export class RedirectError extends SvError {
  readonly code = 'unexpected_response' as const;
}

/** Where a Location header points, as a host for a message; relative locations stay on the service's own host. */
export function redirectTarget(response: HttpResponse, label: RequestLabel): string | null {
  if (response.opaqueRedirect) return null;
  const location = (response.headers.location ?? '').trim();
  // No URL class here: Apps Script's V8 has none. Scheme-relative "//host/..." counts as absolute.
  const absolute = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#\\]*)/i.exec(location);
  if (!absolute) return label.host;
  const authority = absolute[1] as string;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host === '' ? label.host : host.slice(0, 100);
}

/** One sentence: what answered, where it pointed, and that nothing was sent there. */
export function redirectSentence(response: HttpResponse, label: RequestLabel): string {
  const target = redirectTarget(response, label);
  const status = response.opaqueRedirect ? '' : ` (${response.status})`;
  const where = target === null ? 'another address, which the browser does not show' : target;
  return `The service at ${label.host} answered the request for ${label.operation} with a redirect${status} to ${where}. Requests that carry your API token are never sent on to another address, so nothing was sent there.`;
}

export function redirectError(response: HttpResponse, label: RequestLabel): RedirectError {
  return new RedirectError(
    worded(
      label.surface,
      (wording) =>
        `${redirectSentence(response, label)} If the service has moved, set its new address ${wording.addressPlace} (after checking that it is the service's own); otherwise report it.`,
    ),
    { status: response.opaqueRedirect ? undefined : response.status },
  );
}
