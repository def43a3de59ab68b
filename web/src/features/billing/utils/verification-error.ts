/**
 * Why a verification failed (SPEC section 7): the server's message, else 'Failed to verify session:
 * <status text>' for an HTTP error without one, else the client's own error text, else 'Payment
 * verification failed'.
 */
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';

export const VERIFICATION_FAILED = 'Payment verification failed';

// fetch's statusText is not kept by the API client, and HTTP/2 answers have none: the standard phrases.
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusText(status: number): string {
  return statusTexts[status] ?? `HTTP ${status}`;
}

export function verificationErrorMessage(error: unknown): string {
  if (isServerError(error) && error.message) return error.message;
  if (isApiError(error)) {
    if (error.code === clientErrorCodes.http) return `Failed to verify session: ${statusText(error.status)}`;
    if (error.code === clientErrorCodes.timeout || error.code === clientErrorCodes.network) return error.message;
  }
  return VERIFICATION_FAILED;
}
