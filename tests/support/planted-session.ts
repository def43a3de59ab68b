/**
 * A member signed in without the sign-in form, for the journeys that are not about signing in
 * (about 4 s of browser time each saved at every run; the sign-in form keeps its own journeys).
 *
 * The account signs in with its password at the Auth emulator; the page then reports the sign-in
 * to the API as the app's e-mail login does (POST /auth/login, then /utility/track-login, with the
 * browser's own headers, from which the server reads its device and browser), and writes the
 * signed-in user where Firebase Auth's web SDK keeps it: IndexedDB `firebaseLocalStorageDb`, the
 * record `firebase:authUser:<apiKey>:[DEFAULT]`, beside the app's signed-in hint. On the journey's
 * first page the SDK restores that user, reloads it from the emulator and renews its token when
 * due, as on any return visit; the app then keeps its token for the next page's early request
 * (web/src/lib/boot/kept-session.ts).
 */
import { expect, type Page } from '@playwright/test';
import { API_KEY, passwordSession, type TestAccount } from './auth-emulator';

/** The app's note that this browser has a session to restore (web/src/lib/boot/kept-session.ts). */
const SESSION_HINT_KEY = 'bela.signedIn';

export async function signInWithoutTheForm(page: Page, account: TestAccount & { displayName: string; verified: boolean }): Promise<void> {
  const session = await passwordSession(account.email, account.password);
  const now = Date.now();
  const user = {
    uid: session.uid,
    email: account.email,
    emailVerified: account.verified,
    displayName: account.displayName,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: account.email, displayName: account.displayName, email: account.email, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: session.expiresAt },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // A file of the site, not a page of the app: the same origin and storage, and no app code running.
  await page.goto('/bela-avatar.svg');
  const answers = await page.evaluate(
    async ({ user, hintKey }) => {
      const post = async (path: string, body: object) =>
        (await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.stsTokenManager.accessToken}` },
          body: JSON.stringify(body),
        })).status;
      const login = await post('/auth/login', { uid: user.uid, email: user.email, displayName: user.displayName, loginMethod: 'email' });
      const report = await post('/utility/track-login', {
        loginMethod: 'email',
        success: true,
        email: user.email,
        userId: user.uid,
        userEmail: user.email,
        page: '/',
      });
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const write = db.transaction('firebaseLocalStorage', 'readwrite');
          write.objectStore('firebaseLocalStorage').put({ fbase_key: `firebase:authUser:${user.apiKey}:[DEFAULT]`, value: user });
          write.oncomplete = () => {
            db.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      });
      localStorage.setItem(hintKey, '1');
      return { login, report };
    },
    { user, hintKey: SESSION_HINT_KEY },
  );
  expect(answers, 'the API took the sign-in and its report').toEqual({ login: 200, report: 201 });
}
