import { internalError, invalidParameters } from './errors';

export type RawQuery = Record<string, string>;

/**
 * Query text to one value per name. The `a[]=1&a[]=2` form makes the live service fail with 500; a name given
 * twice is refused like any malformed parameter.
 */
export function parseQuery(params: URLSearchParams): RawQuery {
  const query: RawQuery = {};
  const repeated: string[] = [];
  for (const [name, value] of params) {
    if (name.includes('[')) throw internalError();
    if (name in query) repeated.push(`${name}: given more than once; send a comma-separated list`);
    query[name] = value;
  }
  if (repeated.length > 0) throw invalidParameters([...new Set(repeated)]);
  return query;
}

/** The query as the request log keeps it: repeated names become arrays. */
export function queryForLog(params: URLSearchParams): Record<string, string | string[]> {
  const logged: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const existing = logged[name];
    if (existing === undefined) logged[name] = value;
    else logged[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return logged;
}
