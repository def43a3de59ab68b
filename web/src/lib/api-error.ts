/**
 * The one error type of API calls: the HTTP status (0 when no answer came), a code and a message.
 * `retryAfterSeconds` is the answer's `Retry-After` header (429 answers carry one), when present.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** SPEC section 8 ("Timeout"). */
export const TIMEOUT_MESSAGE = 'Request timed out - server may be unavailable';
export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

/** Codes the client makes up itself; any other code (and its message) came from the server. */
export const clientErrorCodes = {
  timeout: 'timeout',
  network: 'network',
  aborted: 'aborted',
  http: 'http-error',
  invalidResponse: 'invalid-response',
} as const;

const clientCodes = new Set<string>(Object.values(clientErrorCodes));

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the error carries a message written by the server (an error envelope). */
export function isServerError(error: unknown): error is ApiError {
  return isApiError(error) && !clientCodes.has(error.code);
}
