/**
 * The HTTP side: reads a request, finds its route, applies what the route's kind requires (API
 * key and idempotency for `api`, no cross-site posts for `page` and `control`), runs the handler
 * and writes the answer in the route's language (Stripe JSON errors for the API, HTML for the
 * pages). Only requests addressed to this machine are answered. Every request that may change
 * something is followed by `afterChange` (the state is saved).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { authenticate } from './api-keys';
import { internalError, StripeApiError, unrecognizedUrl } from './errors';
import { API_VERSION, withApiRequest } from './events/event-log';
import { decodeForm, FormEncodingError } from './form-encoding';
import { newId } from './ids';
import type { IdempotencyCache } from './idempotency';
import { messagePage } from './pages/html';
import type { Method, RouteKind, RouteMatch, RouteResult, Router } from './router';

const MAX_BODY_BYTES = 1024 * 1024;

export interface ServerOptions {
  router: Router;
  /** The public origin (e.g. http://127.0.0.1:12111); its host is accepted besides loopback names. */
  publicUrl: () => string;
  idempotency: IdempotencyCache;
  afterChange: () => void;
  log: (line: string) => void;
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function decodeParams(kind: RouteKind, request: IncomingMessage, url: URL, body: string): Record<string, unknown> {
  if (request.method !== 'POST') return decodeForm(url.search.slice(1));
  const isJson = (request.headers['content-type'] ?? '').includes('application/json');
  // Stripe's v1 API speaks forms only; the sandbox's own endpoints also take JSON.
  if (isJson && kind === 'control' && body.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new FormEncodingError('The body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new FormEncodingError('The JSON body must be an object');
    }
    return parsed as Record<string, unknown>;
  }
  return decodeForm(body);
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Answers only requests addressed to this machine or to the public URL: a web page that rebinds
 * its own domain name to 127.0.0.1 must not reach the sandbox (which accepts any test key).
 */
function isAllowedHost(hostHeader: string | undefined, publicUrl: string): boolean {
  if (!hostHeader) return false;
  if (publicUrl && hostHeader === new URL(publicUrl).host) return true;
  const name = hostHeader.startsWith('[') ? hostHeader.slice(0, hostHeader.indexOf(']') + 1) : hostHeader.split(':')[0]!;
  return LOOPBACK_NAMES.has(name);
}

/** Form posts are accepted from the sandbox's own pages only (a cross-site form must not cancel a subscription). */
function isSameOrigin(request: IncomingMessage): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  // The browser's own word that the form came from this origin outranks an opaque `Origin: null`.
  if (fetchSite === 'same-origin') return true;
  const origin = request.headers.origin;
  return !origin || origin === `http://${request.headers.host}`;
}

function send(response: ServerResponse, result: RouteResult, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Cache-Control', 'no-store');
  if (result.kind === 'redirect') {
    response.writeHead(303, { Location: result.location }).end();
  } else if (result.kind === 'json') {
    // Stripe answers pretty-printed JSON.
    response.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(`${JSON.stringify(result.body, null, 2)}\n`);
  } else {
    response.writeHead(result.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      // Same-origin referrers only: the pages' own form posts then carry their Origin.
      'Referrer-Policy': 'same-origin',
    });
    response.end(result.html);
  }
}

function errorResult(kind: RouteKind, error: StripeApiError): RouteResult {
  if (kind !== 'page') return { kind: 'json', status: error.status, body: error.toJSON() };
  const title = error.status === 404 ? 'Not found' : error.status === 403 ? 'Forbidden' : 'Something went wrong';
  return { kind: 'html', status: error.status, html: messagePage(title, error.message) };
}

export function createSandboxServer(options: ServerOptions): Server {
  const { router, idempotency, afterChange, log, publicUrl } = options;

  async function run(
    request: IncomingMessage,
    match: RouteMatch,
    url: URL,
    requestId: string,
    headers: Record<string, string>,
  ): Promise<RouteResult> {
    const { route, pathParams } = match;
    const body = await readBody(request);
    let apiKey = '';
    if (route.kind === 'api') apiKey = authenticate(request.headers.authorization);
    if (route.kind !== 'api' && request.method === 'POST' && !isSameOrigin(request)) {
      throw new StripeApiError(403, { type: 'invalid_request_error', message: 'This form can only be sent from its own page.' });
    }
    const params = decodeParams(route.kind, request, url, body);
    const routeRequest = { method: route.method, path: url.pathname, pathParams, params, headers: request.headers };
    if (route.kind !== 'api') return route.handle(routeRequest);

    const idempotencyKey = request.method === 'POST' ? (request.headers['idempotency-key'] as string | undefined) : undefined;
    const scopedKey = `${apiKey} ${idempotencyKey}`;
    const fingerprint = `${request.method} ${url.pathname} ${body}`;
    if (idempotencyKey) {
      const stored = idempotency.replay(scopedKey, fingerprint);
      headers['Idempotent-Replayed'] = stored ? 'true' : 'false';
      if (stored) return { kind: 'json', status: stored.status, body: stored.body };
    }
    let result: RouteResult;
    try {
      result = await withApiRequest({ id: requestId, idempotency_key: idempotencyKey ?? null }, () => route.handle(routeRequest));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = errorResult('api', error);
    }
    if (idempotencyKey && result.kind === 'json') idempotency.remember(scopedKey, fingerprint, result.status, result.body);
    return result;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = newId('req');
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const method = (request.method === 'HEAD' ? 'GET' : request.method ?? 'GET') as Method;
    const match = router.match(method, url.pathname);
    const kind: RouteKind = url.pathname.startsWith('/v1/')
      ? 'api'
      : url.pathname.startsWith('/_sandbox')
        ? 'control'
        : 'page';
    const headers: Record<string, string> = { 'Request-Id': requestId };
    if (kind === 'api') headers['Stripe-Version'] = (request.headers['stripe-version'] as string) || API_VERSION;
    let result: RouteResult;
    try {
      if (!isAllowedHost(request.headers.host, publicUrl())) {
        request.resume();
        const message = `Requests for host ${request.headers.host} are not answered.`;
        throw new StripeApiError(403, { type: 'invalid_request_error', message });
      }
      if (match === null || match === 'methodMismatch') {
        request.resume();
        throw unrecognizedUrl(method, url.pathname);
      }
      result = await run(request, match, url, requestId, headers);
      if (method !== 'GET') afterChange();
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        const tooLarge = new StripeApiError(413, { type: 'invalid_request_error', message: 'The request body is too large.' });
        result = errorResult(kind, tooLarge);
      } else if (error instanceof FormEncodingError) {
        result = errorResult(kind, new StripeApiError(400, { type: 'invalid_request_error', message: error.message }));
      } else if (error instanceof StripeApiError) {
        result = errorResult(kind, error);
      } else {
        log(`Stripe sandbox: ${method} ${url.pathname} failed: ${(error as Error).stack ?? String(error)}`);
        result = errorResult(kind, internalError());
      }
    }
    send(response, result, headers);
  }

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`Stripe sandbox: could not answer ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
}
