import type { ServerResponse } from 'node:http';
import type { ActiveFault } from '../types';
import { echoed } from './echo-forms';
import type { Interface } from './errors';
import { sendJson } from './send';

/**
 * The `echo-token` fault: an answer whose body repeats the request's `Authorization` header, as a careless gateway,
 * proxy or debugging build may do, so the tests can try to make the add-ins show a token. The value is repeated in the
 * form the fault names (`echo-forms.ts`), bare in one place and after "Authorization:" in another.
 *
 * An error status answers in the body shape of each interface: 3.0 `{"error":{"message","details"}}`, 1.2
 * `{code, message, fields}`. A 2xx status answers records that carry it in their fields (a nested `request.headers`
 * object, a note, a list), as a service that echoes the request's headers in its data: the functions that flatten
 * whatever fields come back turn those into columns.
 */
export function answerEchoingToken(
  res: ServerResponse,
  api: Interface,
  fault: ActiveFault,
  authorization: string | undefined,
): number {
  const status = fault.status ?? 401;
  const value = echoed(fault.echo, authorization);
  if (status >= 200 && status < 300) {
    sendJson(res, status, dataEchoing(api, value));
    return status;
  }
  const message = `Request refused for ${value}`;
  const details = [`Authorization: ${value}`, `token ${value} is not valid here`, value];
  const body =
    api === 'v3'
      ? { error: { message, details } }
      : { code: status, message: `${message}: ${details.slice(0, 2).join('; ')}`, fields: [value] };
  sendJson(res, status, body);
  return status;
}

/** Two records echoing the header: 3.0 answers a bare list, 1.2 its paged wrapper around one. */
function dataEchoing(api: Interface, value: string): unknown {
  const records = [1, 2].map((id) => ({
    id,
    name: `record ${id}`,
    request: { headers: { authorization: value, accept: 'application/json' } },
    note: `served for ${value}`,
    seen: [value, 'ok'],
  }));
  return api === 'v3' ? records : { results: records, limit: 1000, offset: 0, pages: 1, total_results: 2 };
}
