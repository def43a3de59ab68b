/**
 * What this browser keeps of the member's session for the page's start, in localStorage: a hint
 * that there is a signed-in Firebase session, and the session's current ID token. Both are written
 * from Firebase's own verdict on every auth state and ID-token change (`lib/session/session.ts`),
 * and removed together.
 *
 * - The hint: Firebase Auth is loaded on demand (`lib/firebase.ts`), and only the hint tells the
 *   app, before loading it, that there is a session to restore: with it the session is restored at
 *   start (a signed-in member opening the landing page goes on to /chat); without it a visitor's
 *   pages never load Auth unless they need it.
 * - The token: read synchronously by the page's entry, so that the first request leaves with it in
 *   the entry's first task, before the app's code and Auth have loaded (`early-request.ts`). It is
 *   had from Firebase's public API (`User.getIdTokenResult`), not from Auth's private IndexedDB
 *   record, whose format an SDK upgrade may change (decision 0028). It holds less than that record
 *   does (no refresh token): an ID token valid for an hour, which the server checks as any other.
 */
const SESSION_HINT_KEY = 'bela.signedIn';
const KEPT_TOKEN_KEY = 'bela.idToken';

export interface KeptToken {
  uid: string;
  idToken: string;
  /** When the ID token expires, in ms since the epoch. */
  expiresAt: number;
}

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage unavailable (private mode, sandboxed frames): Firebase cannot persist a session either.
    return false;
  }
}

/** Notes whether Firebase has a signed-in user; signed out, the kept token goes too. */
export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else {
      localStorage.removeItem(SESSION_HINT_KEY);
      localStorage.removeItem(KEPT_TOKEN_KEY);
    }
  } catch {
    // As above: nothing to remember.
  }
}

/** The token in a stored value, when it has this module's shape; else null. */
export function parseKeptToken(value: string | null): KeptToken | null {
  if (!value) return null;
  try {
    const { uid, idToken, expiresAt } = JSON.parse(value) as Partial<Record<keyof KeptToken, unknown>>;
    if (typeof uid !== 'string' || !uid || typeof idToken !== 'string' || !idToken || typeof expiresAt !== 'number') return null;
    return { uid, idToken, expiresAt };
  } catch {
    return null;
  }
}

/** The kept ID token while the hint says signed in; null otherwise. Synchronous. */
export function keptToken(): KeptToken | null {
  if (!hasSessionHint()) return null;
  try {
    return parseKeptToken(localStorage.getItem(KEPT_TOKEN_KEY));
  } catch {
    return null;
  }
}

/** What `keepTokenOf` needs of a Firebase user (`firebase/auth`'s `User`). */
export interface TokenSource {
  uid: string;
  getIdTokenResult(): Promise<{ token: string; expirationTime: string }>;
}

/**
 * Keeps the current ID token of `user`, called on every ID-token change. Nothing is kept when the
 * token cannot be had (offline) or the session ended meanwhile (no hint): a stale token would only
 * be refused.
 */
export async function keepTokenOf(user: TokenSource): Promise<void> {
  let kept: KeptToken | null = null;
  try {
    const { token, expirationTime } = await user.getIdTokenResult();
    const expiresAt = Date.parse(expirationTime);
    if (token && !Number.isNaN(expiresAt)) kept = { uid: user.uid, idToken: token, expiresAt };
  } catch {
    // Kept as none, below.
  }
  try {
    if (kept && hasSessionHint()) localStorage.setItem(KEPT_TOKEN_KEY, JSON.stringify(kept));
    else localStorage.removeItem(KEPT_TOKEN_KEY);
  } catch {
    // Storage unavailable: the next page load waits for Firebase, as it always could.
  }
}
