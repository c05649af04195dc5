import type { LoggedRequest, RequestLog } from '../types';

export function createRequestLog(): RequestLog {
  const log = [] as LoggedRequest[] as RequestLog;
  Object.defineProperty(log, 'clear', {
    value: () => {
      log.length = 0;
    },
    enumerable: false,
  });
  return log;
}

export function headersForLog(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'authorization' || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return kept;
}
