import { InputError } from '../errors';
import { type ApiRequest, type QueryValue, toHttpRequest } from './api-request';
import type { Session } from './session';

export function urlLength(session: Session, request: ApiRequest): number {
  return toHttpRequest(request, session.settings).url.length;
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * Throws, before anything is sent, when the request's URL is longer than the host can send. The message names the
 * query parameter (the option or argument as the user typed it) that takes the most room, and how much of it fits.
 */
export function refuseOverlongUrl(session: Session, request: ApiRequest): void {
  const length = urlLength(session, request);
  const limit = session.urlLimit;
  if (length <= limit.maxLength) return;
  const largest = largestQueryValue(request.query);
  const encodedPath = request.path.length;
  if (!largest || encodedEnough(largest.text) < encodedPath) {
    throw new InputError(
      `path: the address of the request for ${shortened(request.operation)} is ${number(length)} characters long, too long for one request from ${limit.from} (at most ${number(limit.maxLength)}). Shorten the path or the arguments it is built from (competitors, keyword).`,
    );
  }
  const room = limit.maxLength - (length - encodedEnough(largest.text));
  largest.name = request.argumentNames?.[largest.name] ?? largest.name;
  const isList = request.lists?.includes(largest.name) === true;
  if (isList) {
    const items = largest.text.split(',');
    const fit = itemsThatFit(items, room);
    throw new InputError(
      `${largest.name}: ${number(items.length)} items are too many for one request from ${limit.from}; at most ${number(fit)} fit${fit === 0 ? ' with the other arguments as they are' : ''}. Split the list over several cells.`,
    );
  }
  const fit = charactersThatFit(largest.text, room);
  throw new InputError(
    `${largest.name}: ${number(largest.text.length)} characters is too long for one request from ${limit.from}; at most ${number(fit)} fit${fit === 0 ? ' with the other arguments as they are' : ''}. Shorten the text.`,
  );
}

/**
 * The request as several requests whose URLs fit, each with a part of the comma list in query parameter `name`
 * (duplicates removed, order kept), or the request alone when it fits already. `probe` builds the request as it will
 * be sent (paging parameters added), so the measure is the real one. Refuses what no split can make fit.
 */
export function splitListToFit(
  session: Session,
  request: ApiRequest,
  name: string,
  probe: (request: ApiRequest) => ApiRequest = (r) => r,
): ApiRequest[] {
  if (urlLength(session, probe(request)) <= session.urlLimit.maxLength) return [request];
  const text = request.query?.[name];
  if (typeof text !== 'string' || text === '') {
    refuseOverlongUrl(session, probe(request));
    return [request];
  }
  const items = [...new Set(text.split(','))];
  const withoutList = urlLength(session, probe(withQuery(request, name, undefined)));
  // `&name=` plus the list; each further item costs its encoded text and an encoded comma.
  const room = session.urlLimit.maxLength - withoutList - encodeURIComponent(name).length - 2;
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let used = 0;
  for (const item of items) {
    const cost = encodeURIComponent(item).length + (chunk.length > 0 ? COMMA : 0);
    if (chunk.length > 0 && used + cost > room) {
      chunks.push(chunk);
      chunk = [];
      used = 0;
    }
    used += chunk.length > 0 ? cost : encodeURIComponent(item).length;
    chunk.push(item);
  }
  if (chunk.length > 0) chunks.push(chunk);
  const parts = chunks.map((part) => withQuery(request, name, part.join(',')));
  // One item alone that does not fit, or other arguments too long: refused with the usual message.
  for (const part of parts) refuseOverlongUrl(session, probe(part));
  return parts;
}

const COMMA = encodeURIComponent(',').length;

function withQuery(request: ApiRequest, name: string, value: QueryValue): ApiRequest {
  return { ...request, query: { ...request.query, [name]: value } };
}

function largestQueryValue(query: ApiRequest['query']): { name: string; text: string } | undefined {
  let largest: { name: string; text: string } | undefined;
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === '') continue;
    const text = String(value);
    if (!largest || encodeURIComponent(text).length > encodeURIComponent(largest.text).length) {
      largest = { name, text };
    }
  }
  return largest;
}

/** An operation named after a path the user typed may be as long as the path itself. */
function shortened(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function encodedEnough(text: string): number {
  return encodeURIComponent(text).length;
}

/** How many leading characters of `text` fit in `room` URL characters once encoded. */
function charactersThatFit(text: string, room: number): number {
  let used = 0;
  let count = 0;
  for (const character of text) {
    used += encodeURIComponent(character).length;
    if (used > room) break;
    count += character.length;
  }
  return count;
}

function itemsThatFit(items: readonly string[], room: number): number {
  let used = 0;
  let count = 0;
  for (const item of items) {
    used += encodeURIComponent(item).length + (count > 0 ? COMMA : 0);
    if (used > room) break;
    count += 1;
  }
  return count;
}
