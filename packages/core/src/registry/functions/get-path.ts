import { InputError } from '../../errors';

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
