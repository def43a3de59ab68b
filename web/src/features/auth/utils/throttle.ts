/**
 * Sign-in throttling: /auth/login, /auth/signup and failed-login reports answer 429
 * 'too-many-attempts' with a `Retry-After` header once a client has failed too often.
 */
import { isApiError } from '../../../lib/api-error';

/** Used when a 429 answer carries no readable `Retry-After`. */
export const DEFAULT_THROTTLE_SECONDS = 60;

/** Seconds to wait when `error` (or the error it wraps) is a 429 answer; null otherwise. */
export function throttleSeconds(error: unknown): number | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    if (isApiError(candidate) && candidate.status === 429) {
      return Math.max(1, Math.ceil(candidate.retryAfterSeconds ?? DEFAULT_THROTTLE_SECONDS));
    }
  }
  return null;
}

/**
 * 'Too many attempts. Please wait N seconds and try again.', said as a person would: seconds under
 * a minute ('1 second' when one is left), then about so many minutes, then about so many hours.
 */
export function throttleMessage(seconds: number): string {
  return `Too many attempts. Please wait ${waitWords(seconds)} and try again.`;
}

function waitWords(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds));
  if (n < 60) return `${n} ${n === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.round(n / 60);
  if (minutes < 60) return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'about an hour' : `about ${hours} hours`;
}

/** Whole seconds left until `until` (ms since the epoch), at least 0. */
export function secondsUntil(until: number | null, nowMs: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - nowMs) / 1000));
}
