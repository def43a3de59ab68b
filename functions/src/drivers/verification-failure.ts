/**
 * Why firebase-admin could not verify an ID or App Check token: the token itself (a 401 for the
 * caller), or an outage (a 503, logged): the key service unreachable, a timeout, an internal error.
 * The Functions emulator never checks signatures, so this decision is tested here, on its own.
 */
import { IdentityError, IdentityUnavailableError } from '../ports/identity';

const OUTAGE_CODES = new Set([
  'auth/internal-error',
  'auth/network-request-failed',
  'app/network-error',
  'app/network-timeout',
  'app-check/internal-error',
  'app-check/unavailable',
]);

const OUTAGE_TEXT = /public keys|jwks|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|socket hang up|network|timed? ?out|\b50[234]\b/i;

export function verificationFailure(error: unknown, what: string): IdentityError | IdentityUnavailableError {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if ((typeof code === 'string' && OUTAGE_CODES.has(code)) || OUTAGE_TEXT.test(message)) {
    return new IdentityUnavailableError(`${what} could not be verified: ${message}`, { cause: error });
  }
  return new IdentityError(`Invalid ${what}: ${message}`, { cause: error });
}
