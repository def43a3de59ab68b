/**
 * MSW handlers typed, and checked, by the endpoint contracts (`@bela/contracts`): a component
 * test answers an endpoint by naming its contract, the handler's answer must have the contract's
 * response type, and a request whose body the contract's schema refuses fails the test, as the
 * real server would refuse it.
 */
import type { Endpoint, ParsedBody, ResponseData } from '@bela/contracts/endpoint';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE } from '../config/app';

export interface ApiCall<E extends Endpoint> {
  /** The body as the contract's schema parsed it (undefined for a GET). */
  body: ParsedBody<E>;
  query: URLSearchParams;
  request: Request;
}

type Answer<E extends Endpoint> = ResponseData<E> | Response;

/** Every request a test's handlers received, oldest first (cleared after each test). */
export const receivedCalls: Array<{ path: string; body: unknown; query: Record<string, string> }> = [];

/** The absolute address of an API path, as the app's relative requests resolve in the test's page. */
export const apiUrl = (path: string) => new URL(`${API_BASE}${path}`, window.location.href).href;

/**
 * Answers `contract`'s method and path with `resolve`'s value, wrapped in the success envelope
 * (`{ success: true, data }`, or the fields themselves for a flat endpoint), or with the Response it
 * returns (`apiFailure`, `eventStream`, or anything else).
 */
export function onApi<E extends Endpoint>(contract: E, resolve: (call: ApiCall<E>) => Answer<E> | Promise<Answer<E>>): HttpHandler {
  const method = contract.method === 'GET' ? http.get : http.post;
  return method(apiUrl(contract.path), async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown = undefined;
    if (contract.method === 'POST' && !contract.multipart) {
      const text = await request.clone().text();
      const raw: unknown = text ? JSON.parse(text) : {};
      if (contract.body) {
        const parsed = contract.body.safeParse(raw);
        if (!parsed.success) {
          throw new Error(`${contract.path} was sent a body its contract refuses: ${JSON.stringify(raw)}\n${parsed.error.message}`);
        }
        body = parsed.data;
      } else {
        body = raw;
      }
    }
    receivedCalls.push({ path: contract.path, body, query: Object.fromEntries(url.searchParams) });
    const answer = await resolve({ body: body as ParsedBody<E>, query: url.searchParams, request });
    if (answer instanceof Response) return answer;
    const envelope = contract.flat ? { success: true, ...(answer as object) } : { success: true, data: answer };
    return HttpResponse.json(envelope, { status: contract.status ?? 200 });
  });
}

/** The error envelope the API answers a refusal with. */
export function apiFailure(status: number, code: string, message: string, options: { retryAfterSeconds?: number } = {}): Response {
  const headers = options.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(options.retryAfterSeconds) };
  return HttpResponse.json({ success: false, error: { code, message } }, { status, headers });
}

/** The calls made to one path (its address and parsed body), oldest first. */
export const callsTo = (path: string) => receivedCalls.filter((call) => call.path === path).map(({ path: to, body }) => ({ path: to, body }));

/** The query strings of the calls made to one path (a GET's parameters), oldest first. */
export const queriesTo = (path: string) => receivedCalls.filter((call) => call.path === path).map((call) => call.query);

export interface SseEventSpec {
  event: string;
  data: unknown;
}

/**
 * A server-sent event stream: the events given, then any the test pushes with `push`, until `end`
 * (or at once, with `{ close: true }`).
 */
export function eventStream(initial: SseEventSpec[] = [], { close = false } = {}) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const frame = ({ event, data }: SseEventSpec) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const spec of initial) c.enqueue(frame(spec));
      if (close) c.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (spec: SseEventSpec) => controller.enqueue(frame(spec)),
    end: () => controller.close(),
    fail: (error = new Error('connection dropped')) => controller.error(error),
  };
}
