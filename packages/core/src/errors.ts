import { redact } from './redact';
import { type Surface, surfaceOf, type WordedText, wordingOf } from './wording';

/**
 * One error family. Every message says what happened and what to do, in an analyst's words, and never contains the
 * token: messages are built from the service's error body (masked with the token that was sent, see
 * response-errors.ts), the status and the operation's name, and every message and detail passes through `redact`
 * here, so a credential-shaped text is masked whoever wrote it. Hosts pass what they show through `redact` once more
 * with the tokens they store (sheet-error.ts, excel-errors.ts).
 */
export type ErrorCode =
  | 'input'
  | 'config'
  | 'bad_request'
  | 'request_too_large'
  | 'invalid_parameter'
  | 'invalid_token'
  | 'no_access'
  | 'not_found'
  | 'rate_limit'
  | 'daily_quota'
  | 'server'
  | 'network'
  | 'timeout'
  | 'unexpected_response';

export abstract class SvError extends Error {
  abstract readonly code: ErrorCode;
  /** True when sending the same request again later may succeed. */
  readonly retryable: boolean = false;
  readonly status?: number;
  /** The service's own details (field list of a 422, for example), already shown in the message. */
  readonly details: readonly string[];
  /** How the message is worded for another surface; absent when it reads the same everywhere. */
  private readonly worded: WordedText['build'] | undefined;

  /** `message`: the text, or a worded one (wording.ts), built for its surface and kept to be worded for others. */
  constructor(message: string | WordedText, options: { status?: number; details?: readonly string[] } = {}) {
    super(
      redact(typeof message === 'string' ? message : message.build(wordingOf(message.surface), surfaceOf(message))),
    );
    this.name = new.target.name;
    this.status = options.status;
    this.details = (options.details ?? []).map((detail) => redact(detail));
    this.worded = typeof message === 'string' ? undefined : message.build;
  }

  /** The message with the advice of `surface`: the pane shows a cell's error naming its own Connection section. */
  messageFor(surface: Surface): string {
    return this.worded === undefined ? this.message : redact(this.worded(wordingOf(surface), surface));
  }
}

/** An error's message as `surface` words it; any other thrown value as its text. */
export function messageFor(error: unknown, surface: Surface): string {
  if (error instanceof SvError) return error.messageFor(surface);
  return error instanceof Error ? error.message : String(error);
}

/** A spreadsheet argument that cannot be used; raised before any request is sent. */
export class InputError extends SvError {
  readonly code = 'input' as const;
}

/** Missing token or unusable address settings; raised before any request is sent. */
export class ConfigError extends SvError {
  readonly code = 'config' as const;
}

export class BadRequestError extends SvError {
  readonly code = 'bad_request' as const;
}

/** A 414 or 431: the request's address or headers were larger than the service takes; sending it again cannot help. */
export class RequestTooLargeError extends SvError {
  readonly code = 'request_too_large' as const;
}

export class InvalidParameterError extends SvError {
  readonly code = 'invalid_parameter' as const;
}

export class InvalidTokenError extends SvError {
  readonly code = 'invalid_token' as const;
}

export class NoAccessError extends SvError {
  readonly code = 'no_access' as const;
}

export class NotFoundError extends SvError {
  readonly code = 'not_found' as const;
}

export class RateLimitError extends SvError {
  readonly code = 'rate_limit' as const;
  override readonly retryable = true;
  /** Seconds from a Retry-After header, when the service ever sends one. */
  readonly retryAfterSeconds?: number;
  constructor(
    message: string | WordedText,
    options: { status?: number; details?: readonly string[]; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export class DailyQuotaError extends SvError {
  readonly code = 'daily_quota' as const;
}

export class ServerError extends SvError {
  readonly code = 'server' as const;
  override readonly retryable = true;
}

export class NetworkError extends SvError {
  readonly code = 'network' as const;
  override readonly retryable = true;
}

/** The connection was refused for its certificate: the same certificate is refused again, so it is not retried. */
export class CertificateError extends SvError {
  readonly code = 'network' as const;
}

export class TimeoutError extends SvError {
  readonly code = 'timeout' as const;
}

export class UnexpectedResponseError extends SvError {
  readonly code = 'unexpected_response' as const;
  override readonly retryable = true;
}
