/**
 * Maps login and sign-up failures to the messages of SPEC section 8. A failure of the API step
 * (after Firebase accepted the credentials) is wrapped in `BackendAuthError` by the flows.
 */
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';

/** The API refused or could not complete the login or sign-up that Firebase accepted. */
export class BackendAuthError extends Error {
  override readonly name = 'BackendAuthError';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Backend authentication failed', { cause });
  }
}

export const loginErrorMessages = {
  backend: 'Login failed. Could not verify with server. Please try again.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred during login.',
} as const;

export const signupErrorMessages = {
  backend: 'Account creation failed. Could not register with server.',
  emailInUse: 'This email is already registered. Please log in.',
  invalidEmail: 'Please enter a valid email address.',
  unexpected: 'Failed to create account. Please try again.',
} as const;

const invalidCredentialCodes = new Set(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential']);
const passwordPolicyCodes = new Set(['auth/password-does-not-meet-requirements', 'auth/weak-password']);

/** The Firebase error code (`auth/...`) of an error, if it has one. */
export function firebaseErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** A Firebase message without its 'Firebase: ' prefix and '(auth/...)' suffix. */
export function providerMessage(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return null;
  const cleaned = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[^)]*\)\.?\s*$/, '')
    .trim();
  return cleaned || null;
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof BackendAuthError) return loginErrorMessages.backend;
  const code = firebaseErrorCode(error);
  if (code && invalidCredentialCodes.has(code)) return loginErrorMessages.invalidCredentials;
  return loginErrorMessages.unexpected;
}

export function signupErrorMessage(error: unknown): string {
  if (error instanceof BackendAuthError) return signupErrorMessages.backend;
  const code = firebaseErrorCode(error);
  if (code === 'auth/email-already-in-use') return signupErrorMessages.emailInUse;
  if (code === 'auth/invalid-email') return signupErrorMessages.invalidEmail;
  if (code && passwordPolicyCodes.has(code)) return providerMessage(error) ?? signupErrorMessages.unexpected;
  return signupErrorMessages.unexpected;
}

// ── Google sign-in and "Complete Your Profile" ────────────────────────────────────────────────

/** Google sign-in gave no usable user (no user, or no e-mail). */
export class UnexpectedGoogleResultError extends Error {
  override readonly name = 'UnexpectedGoogleResultError';

  constructor() {
    super('Google sign-in returned no usable user.');
  }
}

/** The emulator's Google account dialog was cancelled: reported like a closed Google popup. */
export class GoogleSignInCancelledError extends Error {
  override readonly name = 'GoogleSignInCancelledError';
  readonly code = 'auth/popup-closed-by-user';

  constructor() {
    super('Google sign-in was cancelled.');
  }
}

export const googleSignInErrorMessages = {
  unexpected: 'An unexpected error occurred during Google sign-in.',
  backend: 'Sign up/Login failed. Could not verify with server.',
  cancelled: 'Sign-in cancelled.',
  failed: 'Failed to sign in with Google. Please try again.',
} as const;

const cancelledCodes = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/** SPEC section 8, "Google sign-in". */
export function googleSignInErrorMessage(error: unknown): string {
  if (error instanceof UnexpectedGoogleResultError) return googleSignInErrorMessages.unexpected;
  if (error instanceof BackendAuthError) return googleSignInErrorMessages.backend;
  const code = firebaseErrorCode(error);
  if (code && cancelledCodes.has(code)) return googleSignInErrorMessages.cancelled;
  return googleSignInErrorMessages.failed;
}

export const GOOGLE_COMPLETION_FAILED = 'Failed to complete Google sign up. Please try again.';

/**
 * SPEC section 8, "Google completion": the error's message, or the fallback. The message shown is
 * one written for people: the server's, the client's timeout or connection message, or a
 * provider message; a bare HTTP status or an empty message gives the fallback.
 */
export function googleCompletionErrorMessage(error: unknown): string {
  if (isServerError(error)) return error.message || GOOGLE_COMPLETION_FAILED;
  if (isApiError(error)) {
    const readable = error.code === clientErrorCodes.timeout || error.code === clientErrorCodes.network;
    return readable && error.message ? error.message : GOOGLE_COMPLETION_FAILED;
  }
  if (error instanceof Error) return providerMessage(error) ?? GOOGLE_COMPLETION_FAILED;
  return GOOGLE_COMPLETION_FAILED;
}
