import { z } from 'zod';
import type { Caller } from '../guard/tokens';
import type { ResponseVariants } from '../types';
import { validate } from '../validation/validate';
import type { World } from '../world';
import { badRequest, methodNotAllowed, notAcceptable, notFound } from './errors';
import type { RawQuery } from './query';

/** What every handler receives besides its validated parameters. */
export interface Env {
  world: World;
  caller: Caller;
  nowMs: number;
  /** Day number of the sandbox's `today`. */
  today: number;
  variants: ResponseVariants;
}

export interface HandlerContext<Q, P> extends Env {
  query: Q;
  params: P;
  /** Raw request body text ('' when none). */
  bodyText: string;
}

export interface RawRequest {
  query: RawQuery;
  params: Record<string, string>;
  bodyText: string;
  /** Request headers, names in lower case (Node's). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Segments starting with `:` capture a path parameter. */
  path: string;
  run(request: RawRequest, env: Env): unknown;
}

interface RouteDefinition<Q extends z.ZodType, P extends z.ZodType> {
  method?: 'GET' | 'POST';
  path: string;
  /** Query parameters; unknown ones are refused. */
  query: Q;
  /** Path parameters, interface 1.2. */
  params?: P;
  /** The `Accept` media type the operation's document requires (3.0 keyword data: application/json). */
  requiresAccept?: 'application/json';
  handle(context: HandlerContext<z.output<Q>, z.output<P>>): unknown;
}

const noParams = z.object({});

export function route<Q extends z.ZodType, P extends z.ZodType = typeof noParams>(
  definition: RouteDefinition<Q, P>,
): Route {
  return {
    method: definition.method ?? 'GET',
    path: definition.path,
    run(request, env) {
      if (definition.requiresAccept) checkAccept(request.headers.accept, definition.requiresAccept);
      const params = validate(definition.params ?? noParams, request.params) as z.output<P>;
      const query = validate(definition.query, request.query);
      return definition.handle({ ...env, query, params, bodyText: request.bodyText });
    },
  };
}

/**
 * A required `Accept` header: missing answers 400 (the documents' "a required parameter is missing"), one that does
 * not name the required media type answers 406. A wildcard does not name it: the document asks for the value itself.
 */
function checkAccept(given: string | string[] | undefined, required: string): void {
  const text = Array.isArray(given) ? given.join(',') : given;
  if (text === undefined || text.trim() === '') {
    throw badRequest([`Accept: header is required with value ${required}`]);
  }
  const named = text.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q\s*=\s*0(\.0*)?$/.test(parameter));
    return type === required && !refused;
  });
  if (!named) throw notAcceptable([`Accept: must be ${required}`]);
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const part = wanted[i] ?? '';
    const actual = given[i] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return null;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) return null;
  }
  return params;
}

/** The route for a method and path (relative to the interface base); 404 or 405 when there is none. */
export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } {
  let pathKnown = false;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const candidate of routes) {
    const params = matchPath(candidate.path, trimmed);
    if (!params) continue;
    pathKnown = true;
    if (candidate.method === method) return { route: candidate, params };
  }
  throw pathKnown ? methodNotAllowed() : notFound();
}
