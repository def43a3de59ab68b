/**
 * Streaming POSTs (`text/event-stream` answers) with the same headers as the API client: bearer ID
 * token and App Check. EventSource cannot POST or send headers, so the caller reads the returned
 * body itself. A refusal before the stream starts (any non-2xx, or a JSON answer) is thrown as an
 * `ApiError` carrying the server's code and message and the `Retry-After` header (`retryAfterSeconds`).
 */
import { DEFAULT_API_TIMEOUT_MS } from '../config/app';
import { env } from '../config/env';
import { parseEnvelope } from './api-client';
import { ApiError, clientErrorCodes, INVALID_RESPONSE_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { getAppCheckToken, getIdToken } from './firebase';

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

async function streamHeaders(): Promise<Headers> {
  const headers = new Headers({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
  const [idToken, appCheckToken] = await Promise.all([getIdToken(), getAppCheckToken()]);
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  if (appCheckToken) headers.set('X-Firebase-AppCheck', appCheckToken);
  return headers;
}

/**
 * POST a JSON body to `/api{path}` and resolve with the event-stream body once the headers are in.
 * Throws `ApiError` (server refusal, HTTP error, invalid answer, timeout, network, aborted).
 */
export async function postEventStream(path: string, body: unknown, options: StreamRequestOptions = {}): Promise<EventStreamResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.connectTimeoutMs ?? DEFAULT_API_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  // Stays attached for the life of the stream: aborting the caller's signal also ends the body read.
  options.signal?.addEventListener('abort', cancel, { once: true });

  let response: Response;
  try {
    const headers = await streamHeaders();
    if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    response = await fetch(`${env.streamApiBase}${path.startsWith('/') ? path : `/${path}`}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
      cache: 'no-store',
    });
  } catch {
    options.signal?.removeEventListener('abort', cancel);
    if (timedOut) throw new ApiError(0, clientErrorCodes.timeout, TIMEOUT_MESSAGE);
    if (controller.signal.aborted) throw new ApiError(0, clientErrorCodes.aborted, 'The request was cancelled.');
    throw new ApiError(0, clientErrorCodes.network, NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
  }

  const contentType = response.headers.get('Content-Type') ?? '';
  if (response.ok && contentType.includes('text/event-stream') && response.body) {
    return { body: response.body, response };
  }

  options.signal?.removeEventListener('abort', cancel);
  // A refusal (the error envelope, with Retry-After) or an HTTP error: parseEnvelope throws it.
  await parseEnvelope<unknown>(response);
  // A 2xx JSON success where a stream was expected.
  throw new ApiError(response.status, clientErrorCodes.invalidResponse, INVALID_RESPONSE_MESSAGE);
}
