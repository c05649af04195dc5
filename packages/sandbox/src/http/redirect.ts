import type { ServerResponse } from 'node:http';
import type { ActiveFault } from '../types';

/**
 * The `redirect` fault: a 30x (`status`, default 302) whose Location is the fault's `location` followed by the
 * request's own path and query, as a moved gateway or a hijacked proxy would answer. A client that follows it sends
 * the request (and whatever headers it keeps) to that other host; the add-ins must not.
 */
export function answerRedirect(res: ServerResponse, fault: ActiveFault, pathAndQuery: string): number {
  const status = fault.status ?? 302;
  const base = (fault.location ?? '').replace(/\/+$/, '');
  res.writeHead(status, { location: `${base}${pathAndQuery}`, 'content-length': 0 });
  res.end();
  return status;
}
