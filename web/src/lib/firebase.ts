/**
 * Firebase, loaded on demand: the first load of the public pages carries none of it. `loadAuth()`
 * brings in the app and Auth (on the emulator for `demo-*` projects) the first time something
 * needs them: a session to restore (`lib/session`), a page that checks who is signed in, a login
 * or sign-up form being used. App Check (reCAPTCHA Enterprise, only with a site key, off the
 * emulators and on a named host) loads with the first API call that needs its token. A failure to
 * initialise either is reported to the backend status (the 'Connection Problem' dialog).
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import type { Auth, User } from 'firebase/auth';
import { env, shouldUseAppCheck } from '../config/env';
import { markBackendInitFailed, markBackendInitSucceeded } from './backend-status-store';
import { hasSessionHint } from './boot/kept-session';

export type AuthSdk = typeof import('./firebase-auth-sdk');

/** Firebase Auth, ready to use, with the SDK functions that act on it. */
export interface LoadedAuth {
  auth: Auth;
  sdk: AuthSdk;
}

/**
 * True when Auth runs on the emulator (`demo-*` projects). Google's popup cannot load there, so the
 * Google sign-in asks for a test account instead (features/auth `signInWithGoogle`).
 */
export const usesAuthEmulator = env.useEmulators;

const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
export const appCheckEnabled = shouldUseAppCheck(env, hostname);

/**
 * Runs `init` once; after a failure the next call tries again. With `report`, the outcome goes to
 * the backend status (a later success clears an earlier failure).
 */
function once<T>(init: () => Promise<T>, report = true): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= init().then(
      (value) => {
        if (report) markBackendInitSucceeded();
        return value;
      },
      (error: unknown) => {
        pending = null;
        if (report) markBackendInitFailed(error);
        throw error;
      },
    );
    return pending;
  };
}

// Reported by the Auth or App Check set-up that needed it.
const loadApp = once<FirebaseApp>(async () => {
  const { initializeApp } = await import('firebase/app');
  return initializeApp(env.firebase);
}, false);

let loaded: LoadedAuth | null = null;
const loadListeners = new Set<(auth: LoadedAuth) => void>();

/** Loads Firebase Auth (once) and resolves with it. */
export const loadAuth = once<LoadedAuth>(async () => {
  const [app, sdk] = await Promise.all([loadApp(), import('./firebase-auth-sdk')]);
  const auth = sdk.getAuth(app);
  if (usesAuthEmulator) sdk.connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  loaded = { auth, sdk };
  for (const listener of loadListeners) listener(loaded);
  loadListeners.clear();
  return loaded;
});

/** Starts loading Auth ahead of a likely need (a visitor reaching for the login form). */
export function preloadAuth(): void {
  loadAuth().catch(() => undefined);
}

/**
 * Calls `listener` with Auth once it has been loaded, whoever loads it (at once when it already
 * is); returns a function that cancels a call still to come.
 */
export function onAuthLoaded(listener: (auth: LoadedAuth) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** The signed-in Firebase user, or null when signed out or Auth has not been loaded. */
export function currentUser(): User | null {
  return loaded?.auth.currentUser ?? null;
}

const loadAppCheck = once<AppCheck | null>(async () => {
  if (!appCheckEnabled || !env.appCheckSiteKey) return null;
  const siteKey = env.appCheckSiteKey;
  const [app, { initializeAppCheck, ReCaptchaEnterpriseProvider }] = await Promise.all([loadApp(), import('firebase/app-check')]);
  return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
});

/** The current App Check token, or null when App Check is off or has no token to give. */
export async function getAppCheckToken(): Promise<string | null> {
  if (!appCheckEnabled) return null;
  const appCheck = await loadAppCheck().catch(() => null);
  if (!appCheck) return null;
  try {
    const { getToken } = await import('firebase/app-check');
    return (await getToken(appCheck, false)).token;
  } catch (error) {
    console.warn('App Check token unavailable', error);
    return null;
  }
}

/**
 * The signed-in user's ID token, or null when signed out. A visitor with no session to restore
 * (no session hint, Auth not loaded) is signed out without loading Auth; otherwise this waits for
 * Auth to have restored its session.
 */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  if (!loaded && !hasSessionHint()) return null;
  // A failed set-up is reported there; the call goes on without a token.
  const auth = await loadAuth().then(({ auth }) => auth, () => null);
  if (!auth) return null;
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}
