/**
 * Firebase initialisation: the app, Auth (on the emulator for `demo-*` projects) and App Check
 * (reCAPTCHA Enterprise, only with a site key, off the emulators and on a named host). The App
 * Check SDK is loaded only when it is used.
 */
import { initializeApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { env, shouldUseAppCheck } from '../config/env';

export const firebaseApp = initializeApp(env.firebase);
export const auth = getAuth(firebaseApp);

/**
 * True when Auth runs on the emulator (`demo-*` projects). Google's popup cannot load there, so the
 * Google sign-in asks for a test account instead (features/auth `signInWithGoogle`).
 */
export const usesAuthEmulator = env.useEmulators;

if (usesAuthEmulator) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
export const appCheckEnabled = shouldUseAppCheck(env, hostname);

const appCheckReady: Promise<AppCheck | null> =
  appCheckEnabled && env.appCheckSiteKey
    ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
        initializeAppCheck(firebaseApp, {
          provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey as string),
          isTokenAutoRefreshEnabled: true,
        }),
      )
    : Promise.resolve(null);

/** The current App Check token, or null when App Check is off or has no token to give. */
export async function getAppCheckToken(): Promise<string | null> {
  const appCheck = await appCheckReady.catch(() => null);
  if (!appCheck) return null;
  try {
    const { getToken } = await import('firebase/app-check');
    return (await getToken(appCheck, false)).token;
  } catch (error) {
    console.warn('App Check token unavailable', error);
    return null;
  }
}

/** The signed-in user's ID token, or null when signed out. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  const user = auth.currentUser;
  return user ? user.getIdToken(forceRefresh) : null;
}
