/**
 * A note in localStorage that this browser has a signed-in Firebase session. Firebase Auth is
 * loaded on demand (`lib/firebase.ts`), and only the note tells the app, before loading it, that
 * there is a session to restore: with it the session is restored at start (a signed-in member
 * opening the landing page goes on to /chat); without it a visitor's pages never load Auth unless
 * they need it. Written from Firebase's own verdict on every auth state change.
 */
const SESSION_HINT_KEY = 'bela.signedIn';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage unavailable (private mode, sandboxed frames): Firebase cannot persist a session either.
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // As above: nothing to remember.
  }
}
