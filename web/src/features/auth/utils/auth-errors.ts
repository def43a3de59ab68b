/**
 * Maps login and sign-up failures to the messages of SPEC section 8. A failure of the API step
 * (after Firebase accepted the credentials) is wrapped in `BackendAuthError` by the flows.
 */

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
