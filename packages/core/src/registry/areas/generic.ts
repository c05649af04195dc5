/**
 * Generic calls: GET (interface 3.0) and V1_GET (interface 1.2), any path of one interface, flattened whatever comes
 * back.
 */
import { type CellArg, type CoerceContext, coerceDate, isEmptyArg } from '../../args';
import { isDate } from '../../args/cell';
import { splitOptionsText } from '../../args/options-text';
import { InputError } from '../../errors';
import { defineFunction } from '../define-function';
import { optional, param } from '../param';

/**
 * The path of `GET` / `V1_GET`, read the way a server or proxy along the way could read it: percent-decoded until
 * nothing changes (so `%2e%2e` and the double-encoded `%252e%252e` are seen as `..`), backslashes as slashes, `.` and
 * `..` segments resolved. A path that would climb above the interface's base address (`/v3`, `/v1.2`) is refused, so
 * the token can only reach the interface it was configured for. The segments are then encoded one by one, so what
 * is sent is exactly the path that was checked.
 */
export interface GetPath {
  /** Below the base address, starting with `/`, each segment encoded. */
  path: string;
  /** Parameters written after a `?` in the path, decoded. */
  query: Array<[string, string]>;
}

/** More rounds than any real double or triple encoding needs; a path still changing after them is refused. */
const MAX_DECODE_ROUNDS = 5;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Parameter names as the service spells them: letters, digits, `_`, `-`, `.` (and `[]`, which it answers with 500). */
export const PARAMETER_NAME = /^[A-Za-z0-9_.[\]-]+$/;

function refusePath(shown: string, problem: string, example: string): InputError {
  return new InputError(`path: "${shown}" ${problem}. Use a path below the interface address, like ${example}.`);
}

export function readGetPath(raw: string, example: string): GetPath {
  const text = raw.trim();
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  if (/\p{Cc}/u.test(text)) throw refusePath(shown, 'holds a line break or another control character', example);
  if (text.includes('#')) throw refusePath(shown, 'holds a #, which cannot be sent', example);
  const queryStart = text.indexOf('?');
  const pathPart = queryStart < 0 ? text : text.slice(0, queryStart);
  const queryPart = queryStart < 0 ? '' : text.slice(queryStart + 1);
  const decoded = fullyDecoded(pathPart, shown, example).replace(/\\/g, '/');
  if (SCHEME.test(decoded) || decoded.startsWith('//')) {
    // The token goes only to the configured address: a full URL could send it elsewhere.
    throw new InputError(
      `path must be a path below the API address, like ${example}, not a full web address ("${shown}"). Change the address itself in the API addresses setting.`,
    );
  }
  if (/[\s\p{Cc}]/u.test(decoded)) throw refusePath(shown, 'holds spaces or control characters', example);
  if (/[?#]/.test(decoded)) throw refusePath(shown, 'holds an encoded ? or #, which cannot be part of a path', example);
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) {
        throw refusePath(
          shown,
          'climbs above the interface address (a .. segment, perhaps encoded as %2e%2e)',
          example,
        );
      }
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return { path: `/${segments.map(encodeURIComponent).join('/')}`, query: queryPairs(queryPart) };
}

function fullyDecoded(text: string, shown: string, example: string): string {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      throw refusePath(shown, 'holds a % that does not start an encoded character', example);
    }
    if (next === current) return current;
    current = next;
  }
  throw refusePath(shown, `is still encoded after ${MAX_DECODE_ROUNDS} rounds of decoding`, example);
}

/** `a=1&b=2`, names and values percent-decoded (`+` as a space, as in a form). */
export function queryPairs(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of text.split('&')) {
    if (part.trim() === '') continue;
    const [key = '', value = ''] = part.split(/=(.*)/s);
    pairs.push([safeDecode(key.trim()), safeDecode(value.trim())]);
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

const QUERY_HELP =
  'Query parameters as text "campaign_id=123&limit=1000" (or separated by ;) or a two-column range of names and values.';

/** `GET(path, [query])` and `V1_GET(path, [query])`: any path of one interface, flattened whatever comes back. */
function genericGet(api: '3.0' | '1.2', example: string) {
  return defineFunction({
    help: `Reads any path of interface ${api} of the service and flattens the answer (for operations without a function of their own).`,
    params: [
      param.text('path', `Path below the interface address, e.g. ${example}; a query after ? is allowed.`),
      optional(param.custom('query', 'query', QUERY_HELP, readQuery)),
    ],
    // The path is read the way a server would read it before anything is sent; its own query joins the argument's.
    prepare: (args) => {
      const { path, query } = readGetPath(args.path, example);
      return { path, query: mergeQuery(query, args.query ?? []) };
    },
    what: (args) => `the path ${args.path}`,
    path: (args) => args.path,
    query: (args) => Object.fromEntries(args.query ?? []),
    result:
      'One row per record of the answer (a bare list, an object wrapping a list, or one object); nested fields become dotted columns. Only the page asked for is returned: add limit and offset to the query.',
  });
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
      const [key, cell]: unknown[] = row;
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
function mergeQuery(...sources: ReadonlyArray<ReadonlyArray<readonly [string, string]>>): Array<[string, string]> {
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
  return [...query];
}

export const GET = genericGet('3.0', '/rank-tracker/v3.0/groups?campaign_id=123');
export const V1_GET = genericGet('1.2', '/sites');
