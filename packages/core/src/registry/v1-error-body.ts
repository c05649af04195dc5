import { type ApiRequest, labelOf } from '../engine/api-request';
import { UnexpectedResponseError } from '../errors';
import { redact } from '../redact';
import { errorFromOutcome } from '../response-errors';
import { isPlainObject } from '../schemas';
import type { ResolvedSettings } from '../settings';

const ERROR_KEYS = new Set(['code', 'message', 'fields', 'status', 'error']);

/**
 * A 1.2 error body (or a bare `{message}`) sent with a success status is still no data: it is shown with the service's
 * message and fields as if it had come with its code as the status; without an HTTP error code, the message is
 * reported as it is.
 */
export function refuseErrorBody(body: unknown, request: ApiRequest, settings: ResolvedSettings): void {
  if (!isPlainObject(body) || typeof body.message !== 'string') return;
  if (!Object.keys(body).every((key) => ERROR_KEYS.has(key))) return;
  const code = Number(body.code);
  const label = labelOf(request, settings);
  if (Number.isInteger(code) && code >= 400 && code <= 599) {
    throw errorFromOutcome({ status: code, headers: {}, body: JSON.stringify(body) }, label, [settings.token]);
  }
  const fields = typeof body.fields === 'string' && body.fields.trim() !== '' ? ` (${body.fields})` : '';
  throw new UnexpectedResponseError(
    `The service answered ${label.operation} with the message "${redact(body.message, [settings.token])}"${redact(fields, [settings.token])} instead of data. Check the function arguments; if they are right, try again later.`,
  );
}
