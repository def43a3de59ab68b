/** How a failed statistics call is shown (SPEC section 8, "Analytics"). */
import { isApiError } from '../../../lib/api-error';

export interface LoadError {
  message: string;
  /** A 401: the session is gone, so retrying will not help. */
  unauthorized: boolean;
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/** 'Authentication required' for a 401; otherwise the error's own text. */
export function toLoadError(error: unknown): LoadError {
  if (isApiError(error) && error.status === 401) return { message: AUTH_REQUIRED_MESSAGE, unauthorized: true };
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return { message, unauthorized: false };
}
