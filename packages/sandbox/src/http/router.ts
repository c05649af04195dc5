import { z } from 'zod';
import type { Caller } from '../guard/tokens';
import type { ResponseVariants } from '../types';
import { validate } from '../validation/validate';
import type { World } from '../world';
import { methodNotAllowed, notFound } from './errors';
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
      const params = validate(definition.params ?? noParams, request.params) as z.output<P>;
      const query = validate(definition.query, request.query);
      return definition.handle({ ...env, query, params, bodyText: request.bodyText });
    },
  };
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
