import { type CellArg, type CoerceContext, coerceDate, isEmptyArg } from '../../args';
import { splitOptionsText } from '../../args/options-text';
import type { QueryValue } from '../../engine/api-request';
import { sendAll } from '../../engine/send';
import { InputError } from '../../errors';
import { flattenGeneric } from '../../flatten';
import type { Args, FunctionDef } from '../types';

const QUERY_HELP =
  'Query parameters as text "campaign_id=123&limit=1000" (or separated by ;) or a two-column range of names and values.';

/** `GET(path, [query])` and `V1_GET(path, [query])`: any path of one interface, flattened whatever comes back. */
function genericGet(name: string, api: '3.0' | '1.2', example: string): FunctionDef {
  return {
    name,
    api,
    help: `Reads any path of interface ${api} of the service and flattens the answer (for operations without a function of their own).`,
    result:
      'One row per record of the answer (a bare list, an object wrapping a list, or one object); nested fields become dotted columns. Only the page asked for is returned: add limit and offset to the query.',
    params: [
      {
        name: 'path',
        type: 'text',
        optional: false,
        help: `Path below the interface address, e.g. ${example}; a query after ? is allowed.`,
      },
      { name: 'query', type: 'query', optional: true, help: QUERY_HELP },
    ],
    validate(args: Args, coerce: CoerceContext) {
      const { path, query } = splitPath(args.path as string);
      args.path = path;
      args.query = { ...query, ...readQuery(args.query as CellArg, coerce) };
    },
    *run(args, ctx) {
      const [body] = yield* sendAll(ctx.session, [
        {
          api,
          path: args.path as string,
          query: args.query as Record<string, QueryValue>,
          operation: `the path ${args.path}`,
        },
      ]);
      return flattenGeneric(body);
    },
  };
}

function splitPath(raw: string): { path: string; query: Record<string, string> } {
  const text = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
    // The token goes only to the configured address: a full URL could send it elsewhere.
    throw new InputError(
      `path must be a path below the API address, like /rank-tracker/v3.0/keywords, not a full web address ("${text}"). Change the address itself in the API addresses setting.`,
    );
  }
  const [pathPart = '', queryPart = ''] = text.split(/\?(.*)/s);
  const path = `/${pathPart.replace(/^\/+/, '')}`;
  if (/\.\.|[\s#]/.test(path)) throw new InputError(`path "${pathPart}" contains spaces, # or .. and cannot be sent.`);
  return { path, query: queryPart ? parsePairs(queryPart.split('&')) : {} };
}

function readQuery(value: CellArg, coerce: CoerceContext): Record<string, string> {
  if (isEmptyArg(value, coerce)) return {};
  if (Array.isArray(value)) {
    const pairs: Record<string, string> = {};
    for (const row of value) {
      if (row.length !== 2) throw new InputError(`query as a range needs two columns (name, value). ${QUERY_HELP}`);
      const [key, cell] = row;
      if (key === '' || key === null || key === undefined) continue;
      const name = String(key).trim();
      pairs[name] = cell instanceof Date ? coerceDate(cell, name, coerce) : String(cell ?? '');
    }
    return pairs;
  }
  if (typeof value !== 'string') throw new InputError(`query must be text or a two-column range. ${QUERY_HELP}`);
  const text = value.trim().replace(/^\?/, '');
  if (text.includes('&')) return parsePairs(text.split('&'));
  return Object.fromEntries(splitOptionsText(text, 'query').map((entry) => [entry.key, String(entry.value)]));
}

function parsePairs(parts: string[]): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of parts) {
    if (part.trim() === '') continue;
    const [key = '', value = ''] = part.split(/=(.*)/s);
    pairs[safeDecode(key.trim())] = safeDecode(value.trim());
  }
  return pairs;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export const GET = genericGet('GET', '3.0', '/rank-tracker/v3.0/groups?campaign_id=123');
export const V1_GET = genericGet('V1_GET', '1.2', '/sites');
