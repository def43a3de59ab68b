/**
 * Reading an API answer: the envelope `{ success, data | error }` unwrapped into a value or a
 * thrown `ApiError`, and the `Retry-After` header of a refusal.
 */
import { ApiError, clientErrorCodes, INVALID_RESPONSE_MESSAGE } from './api-error';

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
