import { type CellArg, type CoerceContext, coerceDate, isEmptyArg } from '../../args';
import { isDate } from '../../args/cell';
import { splitOptionsText } from '../../args/options-text';
import type { QueryValue } from '../../engine/api-request';
import { sendAll } from '../../engine/send';
import { InputError } from '../../errors';
import { flattenGeneric } from '../../flatten';
import type { Args, FunctionDef } from '../types';
import { PARAMETER_NAME, queryPairs, readGetPath } from './get-path';

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
      const { path, query } = readGetPath(args.path as string, example);
      args.path = path;
      args.query = mergeQuery(query, readQuery(args.query as CellArg, coerce));
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

/** The query argument as name-value pairs, in the order given. */
function readQuery(value: CellArg, coerce: CoerceContext): Array<[string, string]> {
  if (isEmptyArg(value, coerce)) return [];
  if (Array.isArray(value)) {
    const pairs: Array<[string, string]> = [];
    for (const row of value) {
      if (!Array.isArray(row) || row.length !== 2) {
        throw new InputError(`query as a range needs two columns (name, value). ${QUERY_HELP}`);
      }
      const [key, cell] = row as unknown[];
      if (key === '' || key === null || key === undefined) continue;
      const name = String(key).trim();
      pairs.push([name, isDate(cell) ? coerceDate(cell, name, coerce) : String(cell ?? '')]);
    }
    return pairs;
  }
  if (typeof value !== 'string') throw new InputError(`query must be text or a two-column range. ${QUERY_HELP}`);
  const text = value.trim().replace(/^\?/, '');
  if (text.includes('&')) return queryPairs(text);
  return splitOptionsText(text, 'query').map((entry) => [entry.key, String(entry.value)]);
}

/**
 * Parameters from the path and from the query argument, each name once: a name given twice would let one part
 * silently override the other (`GET("/keywords?campaign_id=1", "campaign_id=2")`).
 */
function mergeQuery(...sources: Array<Array<[string, string]>>): Record<string, string> {
  // A Map, then own properties: a name like __proto__ stays a plain parameter.
  const query = new Map<string, string>();
  for (const [name, value] of sources.flat()) {
    if (!PARAMETER_NAME.test(name)) {
      throw new InputError(`query: "${name}" is not a parameter name (letters, digits, _ and - only). ${QUERY_HELP}`);
    }
    if (query.has(name)) {
      throw new InputError(`query: ${name} is given twice (in the path or the query). Give each parameter once.`);
    }
    query.set(name, value);
  }
  return Object.fromEntries(query);
}

export const GET = genericGet('GET', '3.0', '/rank-tracker/v3.0/groups?campaign_id=123');
export const V1_GET = genericGet('V1_GET', '1.2', '/sites');
