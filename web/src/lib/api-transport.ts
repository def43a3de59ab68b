/**
 * The one fetch path of the API. Every call gets the bearer ID token (when signed in) and the App
 * Check header (when App Check is on), a timeout, cancellation by the caller's signal, and any
 * failure as an `ApiError`. Three entry points share it: `requestJson` answers the envelope's data,
 * `postEventStream` answers a `text/event-stream` body for the caller to read, and `requestFile` a
 * file download (`Content-Disposition: attachment`) as a Blob.
 */
import { API_BASE, DEFAULT_API_TIMEOUT_MS } from '../config/app';
import { env } from '../config/env';
import { parseEnvelope } from './api-envelope';
import { ApiError, clientErrorCodes, INVALID_RESPONSE_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { reportApiOutcome } from './backend-status-store';
import { getAppCheckToken, getIdToken } from './firebase';

export interface RequestOptions {
  /** Milliseconds before the call fails with 'Request timed out - server may be unavailable'. */
  timeoutMs?: number;
  /** Cancels the call (it then fails with code 'aborted'). */
  signal?: AbortSignal;
}

export interface StreamRequestOptions {
  /** Cancels the call, before or after the stream has started (the body read then rejects). */
  signal?: AbortSignal;
  /** Milliseconds to wait for the answer's headers (not for the whole stream). */
  connectTimeoutMs?: number;
}

export interface EventStreamResponse {
  /** The raw body; read it with `getReader()` and an SSE parser. */
  body: ReadableStream<Uint8Array>;
  response: Response;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface JsonCall {
  method: 'GET' | 'POST';
  /** Relative to the API base, e.g. '/auth/login'. */
  path: string;
  /** Sent as JSON with a POST (`{}` when absent); a GET has none. */
  body?: unknown;
  query?: Query;
}

const withBase = (base: string, path: string) => `${base}${path.startsWith('/') ? path : `/${path}`}`;

export function buildUrl(path: string, query?: Query): string {
  const url = withBase(API_BASE, path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

interface Exchange<T> {
  method: 'GET' | 'POST';
  url: string;
  /** `application/json`, `text/event-stream`, or the media types a download may have. */
  accept: string;
  body?: unknown;
  cache?: RequestCache;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  /** Reads the answer, under the same timeout and cancellation as the fetch itself. */
  read: (response: Response) => Promise<T>;
  /** The caller goes on reading the body afterwards, so its signal must still be able to end it. */
  bodyOutlivesCall?: boolean;
}

async function buildHeaders(accept: Exchange<unknown>['accept'], hasBody: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const [idToken, appCheckToken] = await Promise.all([getIdToken(), getAppCheckToken()]);
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  if (appCheckToken) headers.set('X-Firebase-AppCheck', appCheckToken);
  return headers;
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if `promise` ignores it). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The call is over for its caller; whatever `promise` ends with is nobody's to report.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

async function fetchAndRead<T>(request: Exchange<T>, signal: AbortSignal): Promise<T> {
  const hasBody = request.method !== 'GET';
  const headers = await buildHeaders(request.accept, hasBody);
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    credentials: 'same-origin',
    signal,
    ...(request.cache ? { cache: request.cache } : {}),
  });
  return request.read(response);
}

async function exchange<T>(request: Exchange<T>): Promise<T> {
  // Cancelled before it started (a screen already gone): nothing is sent.
  if (request.signal?.aborted) throw new ApiError(0, clientErrorCodes.aborted, 'The request was cancelled.');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const cancel = () => controller.abort();
  request.signal?.addEventListener('abort', cancel, { once: true });

  let keepLinked = false;
  try {
    const result = await untilAborted(fetchAndRead(request, controller.signal), controller.signal);
    keepLinked = request.bodyOutlivesCall === true;
    return result;
  } catch (error) {
    if (timedOut) throw new ApiError(0, clientErrorCodes.timeout, TIMEOUT_MESSAGE);
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError(0, clientErrorCodes.aborted, 'The request was cancelled.');
    throw new ApiError(0, clientErrorCodes.network, NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    if (!keepLinked) request.signal?.removeEventListener('abort', cancel);
  }
}

/** Calls `/api{path}` and returns the envelope's data; throws `ApiError`. */
export function requestJson<T>(call: JsonCall, options: RequestOptions = {}): Promise<T> {
  // Every call's outcome tells the backend status whether the API answers at start.
  return reportApiOutcome(exchange<T>({
    method: call.method,
    url: buildUrl(call.path, call.query),
    accept: 'application/json',
    body: call.body,
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    signal: options.signal,
    read: (response) => parseEnvelope<T>(response),
  }));
}

async function readEventStream(response: Response): Promise<EventStreamResponse> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.ok && contentType.includes('text/event-stream') && response.body) return { body: response.body, response };
  // A refusal (the error envelope, with Retry-After) or an HTTP error: parseEnvelope throws it.
  await parseEnvelope<unknown>(response);
  // A 2xx JSON success where a stream was expected.
  throw new ApiError(response.status, clientErrorCodes.invalidResponse, INVALID_RESPONSE_MESSAGE);
}

/**
 * POSTs a JSON body to the stream base (`env.streamApiBase`; EventSource can neither POST nor send
 * headers) and resolves once the answer's headers are in, with its event-stream body. A refusal
 * before the stream starts throws `ApiError` with the server's code, message and Retry-After.
 */
export function postEventStream(path: string, body: unknown, options: StreamRequestOptions = {}): Promise<EventStreamResponse> {
  return exchange({
    method: 'POST',
    url: withBase(env.streamApiBase, path),
    accept: 'text/event-stream',
    body,
    cache: 'no-store',
    timeoutMs: options.connectTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    signal: options.signal,
    read: readEventStream,
    bodyOutlivesCall: true,
  });
}

export interface FileAnswer {
  blob: Blob;
  /** The name the server gave the file (`Content-Disposition`), when it gave one. */
  fileName: string | null;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function attachmentFileName(header: string | null): string | null {
  const match = /filename="([^"]+)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function readFile(response: Response): Promise<FileAnswer> {
  const disposition = response.headers.get('Content-Disposition');
  if (response.ok && disposition?.trim().toLowerCase().startsWith('attachment')) {
    return { blob: await response.blob(), fileName: attachmentFileName(disposition) };
  }
  // A refusal (the error envelope) or an HTTP error: parseEnvelope throws it.
  await parseEnvelope<unknown>(response);
  // A 2xx JSON answer where a file was expected.
  throw new ApiError(response.status, clientErrorCodes.invalidResponse, INVALID_RESPONSE_MESSAGE);
}

/** POSTs a JSON body to `/api{path}` and resolves with the file the server answers; throws `ApiError`. */
export function requestFile(call: { path: string; body: unknown; accept: readonly string[] }, options: RequestOptions = {}): Promise<FileAnswer> {
  return reportApiOutcome(exchange({
    method: 'POST',
    url: buildUrl(call.path),
    // A refusal comes as the JSON error envelope, whatever the file's type.
    accept: [...new Set([...call.accept, 'application/json'])].join(', '),
    body: call.body,
    timeoutMs: options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    signal: options.signal,
    read: readFile,
  }));
}
