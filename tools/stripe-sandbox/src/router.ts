/**
 * A small route table: method plus a path pattern with `:name` segments. Routes come in three
 * kinds, which decide how the server treats a request (see server.ts):
 *   api      Stripe's REST API under /v1: needs a test key, answers JSON, honours Idempotency-Key
 *   page     the hosted checkout and portal pages: HTML, form posts only from the same origin
 *   control  the sandbox's own /_sandbox endpoints (clock, events, reset): JSON, no key, no cross-site posts
 */
import type { IncomingHttpHeaders } from 'node:http';

export type RouteKind = 'api' | 'page' | 'control';
export type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteRequest {
  method: Method;
  path: string;
  pathParams: Record<string, string>;
  /** Decoded query (GET, DELETE) or body (POST): bracket-encoded form, or JSON for control routes. */
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export type RouteResult =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string };

export const json = (body: unknown, status = 200): RouteResult => ({ kind: 'json', status, body });
export const htmlResult = (markup: string, status = 200): RouteResult => ({ kind: 'html', status, html: markup });
/** A 303, so that the browser follows a form post with a GET. */
export const redirect = (location: string): RouteResult => ({ kind: 'redirect', location });

export interface Route {
  method: Method;
  pattern: string;
  kind: RouteKind;
  handle: (request: RouteRequest) => RouteResult | Promise<RouteResult>;
}

export type RouteMatch = { route: Route; pathParams: Record<string, string> };

const splitPath = (path: string) => path.split('/').filter((segment) => segment !== '');

export class Router {
  private readonly routes: { route: Route; segments: string[] }[] = [];

  add(routes: Route[]): this {
    for (const route of routes) this.routes.push({ route, segments: splitPath(route.pattern) });
    return this;
  }

  /** The route for this method and path; `methodMismatch` when only the method is wrong. */
  match(method: string, path: string): RouteMatch | 'methodMismatch' | null {
    const actual = splitPath(path);
    let pathMatched = false;
    for (const { route, segments } of this.routes) {
      const pathParams = matchSegments(segments, actual);
      if (!pathParams) continue;
      if (route.method === method) return { route, pathParams };
      pathMatched = true;
    }
    return pathMatched ? 'methodMismatch' : null;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i]!;
    let segment: string;
    try {
      segment = decodeURIComponent(actual[i]!);
    } catch {
      return null;
    }
    if (expected.startsWith(':')) params[expected.slice(1)] = segment;
    else if (expected !== segment) return null;
  }
  return params;
}
