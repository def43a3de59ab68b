/**
 * The API client: relative base `/api`, bearer ID token when signed in, App Check header when App
 * Check is on, a timeout on every call, and the envelope `{ success, data | error }` unwrapped into
 * a value or a thrown `ApiError`.
 */
import { API_BASE, DEFAULT_API_TIMEOUT_MS } from '../config/app';
import {
  ApiError,
  clientErrorCodes,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
} from './api-error';
import { getAppCheckToken, getIdToken } from './firebase';

export interface RequestOptions {
  /** Milliseconds before the call fails with 'Request timed out - server may be unavailable'. */
  timeoutMs?: number;
  /** Cancels the call (it then fails with code 'aborted'). */
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpError(status: number, retryAfterSeconds?: number): ApiError {
  return new ApiError(status, clientErrorCodes.http, `Request failed with status ${status}`, retryAfterSeconds);
}

/**
 * Seconds to wait from a `Retry-After` header: a number of seconds or an HTTP date. Undefined when
 * the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Wed, 21 Oct 2015 07:28:00 GMT').
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * Unwraps the response envelope. `{ success: true, data }` gives `data`; a success envelope without
 * `data` (GET /images/landing-preview answers `{ success: true, previewPhotos }`) gives the envelope's
 * other fields. `{ success: false, error }` and non-2xx answers throw `ApiError`.
 */
export async function parseEnvelope<T>(response: Response): Promise<T> {
  const text = await response.text();
  const retryAfter = response.ok ? undefined : parseRetryAfter(response.headers.get('Retry-After'));
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    if (!response.ok) throw httpError(response.status, retryAfter);
    throw new ApiError(response.status, clientErrorCodes.invalidResponse, INVALID_RESPONSE_MESSAGE);
  }

  if (isRecord(payload) && payload['success'] === false) {
    const error = isRecord(payload['error']) ? payload['error'] : {};
    const code = typeof error['code'] === 'string' ? error['code'] : 'unknown';
    const message =
      typeof error['message'] === 'string' && error['message'] ? error['message'] : `Request failed with status ${response.status}`;
    throw new ApiError(response.ok ? 200 : response.status, code, message, retryAfter);
  }
  if (!response.ok) throw httpError(response.status, retryAfter);
  if (!isRecord(payload) || payload['success'] !== true) {
    throw new ApiError(response.status, clientErrorCodes.invalidResponse, INVALID_RESPONSE_MESSAGE);
  }
  if ('data' in payload) return payload['data'] as T;
  const { success: _success, ...rest } = payload;
  return rest as T;
}

async function buildHeaders(hasBody: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const [idToken, appCheckToken] = await Promise.all([getIdToken(), getAppCheckToken()]);
  if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
  if (appCheckToken) headers.set('X-Firebase-AppCheck', appCheckToken);
  return headers;
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if `promise` ignores it). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
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

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, query: Query | undefined, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (options.signal?.aborted) controller.abort();

  try {
    return await untilAborted(
      (async () => {
        const hasBody = method !== 'GET';
        const headers = await buildHeaders(hasBody);
        const response = await fetch(buildUrl(path, query), {
          method,
          headers,
          body: hasBody ? JSON.stringify(body ?? {}) : undefined,
          credentials: 'same-origin',
          signal: controller.signal,
        });
        return parseEnvelope<T>(response);
      })(),
      controller.signal,
    );
  } catch (error) {
    if (timedOut) throw new ApiError(0, clientErrorCodes.timeout, TIMEOUT_MESSAGE);
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError(0, clientErrorCodes.aborted, 'The request was cancelled.');
    throw new ApiError(0, clientErrorCodes.network, NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** POST a JSON body to `/api{path}` and return the envelope's data. */
export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, undefined, options);
}

/** GET `/api{path}?{query}` and return the envelope's data. */
export function apiGet<T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, query, options);
}
