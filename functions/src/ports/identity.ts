/** Identity: who the caller is, as told by Firebase Auth (or its emulator). */

export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** `password`, `google.com`, ... */
  signInProvider: string | null;
}

export interface IdentityUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

export interface Identity {
  readonly driver: 'firebase-auth' | 'auth-emulator';
  /** Rejects with `IdentityError` when the token is missing, malformed, expired or revoked. */
  verifyIdToken(token: string): Promise<VerifiedToken>;
  getUser(uid: string): Promise<IdentityUser | null>;
  deleteUser(uid: string): Promise<void>;
}

export class IdentityError extends Error {
  override name = 'IdentityError';
}

/** App Check: proves a request comes from the genuine web app. */
export interface AppAttestation {
  /** Rejects with `IdentityError` when the token is invalid. */
  verify(token: string): Promise<void>;
}
