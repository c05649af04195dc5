import {
  BadRequestError,
  CertificateError,
  DailyQuotaError,
  InvalidParameterError,
  InvalidTokenError,
  NetworkError,
  NoAccessError,
  NotFoundError,
  RateLimitError,
  RequestTooLargeError,
  ServerError,
  type SvError,
  UnexpectedResponseError,
} from './errors';
import { type HttpOutcome, type HttpResponse, isRedirect, isTransportFailure } from './http';
import { redact } from './redact';
import { redirectError } from './redirect-error';
import type { RequestLabel } from './request-label';
import { certificateProblem } from './transport-failure';
import { type Wording, worded } from './wording';

// Re-exported: the code that labels a request also maps its answer with this file, and imports both from here.
export type { RequestLabel } from './request-label';

interface ServiceErrorBody {
  message?: string;
  details: string[];
}

/**
 * Reads the 3.0 body `{"error":{"message","details"}}` and the 1.2 body `{code, message, fields}`, masking `secrets`
 * (the token the request carried): a service or proxy may echo the `Authorization` header in its error text.
 */
export function readErrorBody(body: string, secrets: readonly string[] = []): ServiceErrorBody {
  const { message, details } = parseErrorBody(body);
  return {
    message: message === undefined ? undefined : redact(message, secrets),
    details: details.map((detail) => redact(detail, secrets)),
  };
}

function parseErrorBody(body: string): ServiceErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { details: [] };
  }
  if (!parsed || typeof parsed !== 'object') return { details: [] };
  const record = parsed as Record<string, unknown>;
  const inner = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : record;
  const message = typeof inner.message === 'string' ? inner.message : undefined;
  const details = toStrings(inner.details ?? inner.fields);
  return { message, details };
}

function toStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    return Object.entries(value).map(
      ([field, why]) => `${field}: ${typeof why === 'string' ? why : JSON.stringify(why)}`,
    );
  }
  return [];
}

/** The service's details after the sentence, each without its own closing period (the list ends with one). */
function withDetails(sentence: string, details: readonly string[]): string {
  const listed = details.map((detail) => detail.trim().replace(/[.\s]+$/, '')).filter((detail) => detail !== '');
  return listed.length > 0 ? `${sentence} Details: ${listed.join('; ')}.` : sentence;
}

function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * The operations that read a campaign's analytics (their `what`): the service answers them 404 for a campaign whose
 * analytics is not connected (docs/service.md), where the campaign id is right.
 */
const ANALYTICS_OPERATIONS: ReadonlySet<string> = new Set([
  'daily traffic data',
  'traffic by keyword',
  'organic traffic',
  'organic traffic split',
]);

/**
 * The error a non-2xx answer or a failed transport stands for. `secrets`: the token the request carried, masked
 * wherever the answer quotes it.
 */
export function errorFromOutcome(outcome: HttpOutcome, label: RequestLabel, secrets: readonly string[] = []): SvError {
  // Each message naming a next step is worded for the surface that shows it, and for any other on request.
  const say = (build: (wording: Wording) => string) => worded(label.surface, build);
  if (isTransportFailure(outcome) && outcome.tooLarge) {
    return new RequestTooLargeError(
      say(
        (wording) =>
          `The request for ${label.operation} is longer than ${wording.sender} can send (${outcome.failure}). Shorten the longest list or text among the arguments and options, or split it over several cells.`,
      ),
    );
  }
  if (isTransportFailure(outcome)) {
    const certificate = certificateProblem(outcome.failure);
    if (certificate !== undefined) {
      return new CertificateError(
        say(
          (wording) =>
            `Could not connect securely to ${label.host} for ${label.operation}: ${certificate.what}, so nothing was sent. ${certificate.advice ?? wording.certificateAdvice}`,
        ),
      );
    }
    return new NetworkError(
      say(
        (wording) =>
          `Could not reach the service at ${label.host} for ${label.operation} (${redact(outcome.failure, secrets)}). Check the internet connection and ${wording.addressSetting}, then ${wording.again}.`,
      ),
    );
  }
  if (isRedirect(outcome)) return redirectError(outcome as HttpResponse, label);
  const { status } = outcome;
  const { message, details } = readErrorBody(outcome.body, secrets);
  const said = message ? ` "${message}"` : '';
  const options = { status, details };
  switch (true) {
    case status === 400:
      return new BadRequestError(
        `${withDetails(
          `The service refused the request for ${label.operation} as incomplete or malformed (400${said}).`,
          details,
        )} Check the function arguments.`,
        options,
      );
    case status === 401:
      return new InvalidTokenError(
        say(
          (wording) =>
            `The API token was not accepted (401${said}): it is missing, mistyped, expired or was regenerated. ${wording.tokenAdvice}`,
        ),
        options,
      );
    case status === 403:
      return new NoAccessError(
        `Your API token has no access to ${theOperation(label.operation)} (403${said}). Check the campaign id, or ask the account owner for access or a plan that includes it.`,
        options,
      );
    case status === 404:
      return new NotFoundError(
        say(
          (wording) =>
            withDetails(`The service has no such data for ${label.operation} (404${said}).`, details) +
            (ANALYTICS_OPERATIONS.has(label.operation)
              ? ' Analytics not connected: the campaign has no analytics linked in the service, which is what this answer usually means. Link Google Analytics to the campaign there, or leave its traffic out (in a client report, untick Organic traffic and conversions).'
              : ` Check the ids you passed (campaign, keyword, group, forecast). A campaign of another account is answered the same way: ${wording.campaignList} lists the campaigns your token can read.`),
        ),
        options,
      );
    case status === 422:
      return new InvalidParameterError(
        withDetails(`The service did not accept the parameters for ${label.operation} (422${said}).`, details) +
          ' Correct the arguments or options named there.',
        options,
      );
    case status === 408:
      // The gateway gave up waiting for the request to arrive: transient, retried like a 5xx.
      return new ServerError(
        `The service timed out receiving the request for ${label.operation} (408${said}). This is usually temporary: try again in a few minutes.`,
        options,
      );
    case status === 414 || status === 431:
      return new RequestTooLargeError(
        `The request for ${label.operation} was too large for the service (${status}${said}). Shorten the longest list or text among the arguments and options (fewer keyword ids, competitors or keywords, a shorter search text), or split it over several cells.`,
        options,
      );
    case status === 429 && /quota/i.test(message ?? ''):
      return new DailyQuotaError(
        'The daily quota of your API token (10,000 requests) is used up. It resets at midnight UTC (assumed: the service does not publish the time). Results already cached keep working; avoid refreshing until then, or ask the service for a higher quota.',
        options,
      );
    case status === 429:
      return new RateLimitError(
        say(
          (wording) =>
            `The service's limit of 10 requests per second was hit for ${label.operation} and retrying did not get through. Wait a few seconds and ${wording.again}.`,
        ),
        { ...options, retryAfterSeconds: parseRetryAfter(outcome.headers['retry-after']) },
      );
    case status >= 500:
      return new ServerError(
        withDetails(`The service failed with an internal error (${status}${said}) on ${label.operation}.`, details) +
          ' This is usually temporary: try again in a few minutes.',
        options,
      );
    case status >= 400 && status < 500:
      // Any other refusal: the same request would be refused again, so it is final (never retried).
      return new BadRequestError(
        `${withDetails(`The service refused the request for ${label.operation} (${status}${said}).`, details)} Check the function arguments; if they are right, report it with the function and arguments used.`,
        options,
      );
    default:
      return new UnexpectedResponseError(
        `The service answered ${label.operation} with an unexpected status ${status}${said}. Try again later; if it persists, report it with the function and arguments used.`,
        options,
      );
  }
}

/** A 2xx answer whose body is not the JSON it should be (an HTML error page, a cut-off body). */
export function unreadableBody(outcome: HttpOutcome, label: RequestLabel): UnexpectedResponseError {
  const looksHtml = /^\s*</.test(outcome.body);
  const why = looksHtml
    ? 'a web page instead of data'
    : outcome.body.trim() === ''
      ? 'an empty answer'
      : 'incomplete or malformed data';
  return new UnexpectedResponseError(
    worded(
      label.surface,
      (wording) =>
        `The service sent ${why} for ${label.operation} (status ${outcome.status}). This is usually a temporary fault of the service or of a proxy in between: ${wording.again} in a minute.`,
    ),
    { status: outcome.status },
  );
}

/** "this keyword data", but "the site list" as it is named: an operation named with its article keeps it. */
function theOperation(operation: string): string {
  return /^the /i.test(operation) ? operation : `this ${operation}`;
}
