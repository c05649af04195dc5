import type { ServerResponse } from 'node:http';
import type { ActiveFault } from '../types';
import type { Interface } from './errors';
import { sendJson } from './send';

/**
 * The `echo-token` fault: an error answer whose body repeats the request's `Authorization` header, as a careless
 * gateway, proxy or debugging build may do, so the tests can try to make the add-ins show a token. The value is
 * echoed as sent (`as-sent`, the default) or without its `Bearer ` scheme (`bare`), bare in one place and after
 * "Authorization:" in another, in the body shape of each interface: 3.0 `{"error":{"message","details"}}`, 1.2
 * `{code, message, fields}`.
 */
export function answerEchoingToken(
  res: ServerResponse,
  api: Interface,
  fault: ActiveFault,
  authorization: string | undefined,
): number {
  const status = fault.status ?? 401;
  const sent = (authorization ?? '').trim();
  const echoed = fault.echo === 'bare' ? sent.replace(/^bearer\s+/i, '') : sent;
  const message = `Request refused for ${echoed}`;
  const details = [`Authorization: ${echoed}`, `token ${echoed} is not valid here`, echoed];
  const body =
    api === 'v3'
      ? { error: { message, details } }
      : { code: status, message: `${message}: ${details.slice(0, 2).join('; ')}`, fields: [echoed] };
  sendJson(res, status, body);
  return status;
}
