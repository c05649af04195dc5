/** Errors a handler can raise, and the bodies each interface sends for them. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: readonly string[],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const unauthorized = () => new ApiError(401, 'Invalid authentication', ['The API key provided is invalid']);
export const forbidden = () =>
  new ApiError(403, 'Forbidden access', ['Your API key does not have access to the requested data']);
export const notFound = () => new ApiError(404, 'Data not found', ['The requested data does not exist.']);
export const dailyQuotaExceeded = () =>
  new ApiError(429, 'Daily quota exceeded', ['You have exceeded the allowed daily requests']);
export const rateLimitExceeded = () =>
  new ApiError(429, 'Rate limit exceeded', ['You have exceeded the allowed requests per second']);
export const internalError = () =>
  new ApiError(500, 'Internal server error', ['The server encountered an error while processing your requests']);
export const badRequest = (details: readonly string[]) => new ApiError(400, 'Bad request', details);
export const invalidParameters = (details: readonly string[]) => new ApiError(422, 'Invalid parameters', details);
export const notAcceptable = (details: readonly string[]) => new ApiError(406, 'Not acceptable', details);
export const methodNotAllowed = () =>
  new ApiError(405, 'Method not allowed', ['This path does not accept this method.']);

/** The error status a gateway answers for an injected 5xx, with a message in the documented style. */
export function statusError(status: number): ApiError {
  if (status === 429) return rateLimitExceeded();
  if (status === 500) return internalError();
  if (status === 502) return new ApiError(502, 'Bad gateway', ['The upstream service answered with an error']);
  if (status === 503) return new ApiError(503, 'Service unavailable', ['The service is temporarily unavailable']);
  if (status === 504) return new ApiError(504, 'Gateway timeout', ['The upstream service did not answer in time']);
  return new ApiError(status, 'Error', [`The service answered with status ${status}`]);
}

export type Interface = 'v3' | 'v1';

/**
 * 3.0: `{"error": {"message", "details": [...]}}`.
 * 1.2: `{"code", "message", "fields"}`, fields naming the parameters at fault (the text before the first colon of
 * each detail).
 */
export function errorBody(api: Interface, error: ApiError): unknown {
  if (api === 'v3') return { error: { message: error.message, details: error.details } };
  const fields = error.status === 400 || error.status === 422 ? error.details.map((d) => d.split(':')[0] ?? d) : [];
  const message = fields.length > 0 ? `${error.message}: ${error.details.join('; ')}` : error.message;
  return { code: error.status, message, fields };
}
