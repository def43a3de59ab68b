/** Identity: who the caller is, as told by Firebase Auth (or its emulator). */

export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** `password`, `google.com`, ... */
  signInProvider: string | null;
  /**
   * The token's revocation check still on its way, when it was asked for beside the handler
   * (`verifyIdToken`'s `revocation: 'beside'`): rejects with `IdentityError` when the token was
   * revoked or the account disabled. The handler settles it before it stores or shows anything.
   */
  standing?: Promise<void>;
}

export interface IdentityUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export interface Identity {
  readonly driver: 'firebase-auth' | 'auth-emulator';
  /**
   * Rejects with `IdentityError` when the token is missing, malformed, expired or revoked, and with
   * `IdentityUnavailableError` when it could not be checked. With `revocation: 'beside'` the
   * revocation is checked without being waited for: the answer carries it as `standing`.
   */
  verifyIdToken(token: string, options?: { revocation: 'before' | 'beside' }): Promise<VerifiedToken>;
  getUser(uid: string): Promise<IdentityUser | null>;
  deleteUser(uid: string): Promise<void>;
}

/** The token is not valid: missing, malformed, expired, revoked or forged (answered 401). */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

/** The token could not be checked: the service or its signing keys could not be reached (503). */
export class IdentityUnavailableError extends Error {
  override name = 'IdentityUnavailableError';
}

/** App Check: proves a request comes from the genuine web app. */
export interface AppAttestation {
  /** Rejects with `IdentityError` when the token is invalid, `IdentityUnavailableError` when it could not be checked. */
  verify(token: string): Promise<void>;
}
