/**
 * "Continue with Google": Google sign-in (`signInWithGoogle`), then POST /auth/login with
 * loginMethod 'google' (skipped for an account Firebase has only just created, which has no
 * profile yet). An account without a profile (answer 'failure' or error 'user-not-found')
 * goes to /signup with the Google profile in the navigation state and stays signed in to Firebase
 * to complete it (its user info is then known to be missing, without asking /auth/user-info); an
 * existing user's info is stored and the user goes to /chat. Any other backend failure signs the
 * user out again; a 429 starts the sign-in throttle countdown.
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { loadAuth } from '../../../lib/firebase';
import { showUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { postLogin, type LoginResponse } from '../api/auth-api';
import { signInWithGoogle } from '../api/google-sign-in';
import { trackSuccessfulLogin } from '../api/track-login';
import { startThrottle } from '../stores/throttle-store';
import { BackendAuthError, googleSignInErrorMessage, UnexpectedGoogleResultError } from '../utils/auth-errors';
import type { GoogleProfile, SignupLocationState } from '../utils/google-profile';
import { throttleSeconds } from '../utils/throttle';

/** POST /auth/login; null when the account has no profile yet. */
async function backendLogin(profile: GoogleProfile, displayName: string | null): Promise<LoginResponse | null> {
  try {
    const result = await postLogin({ uid: profile.uid, email: profile.email, displayName, loginMethod: 'google' });
    return result.status === 'success' && result.statusCode !== 'user-not-found' ? result : null;
  } catch (error) {
    if (isApiError(error) && error.code === 'user-not-found') return null;
    throw new BackendAuthError(error);
  }
}

export function useGoogleSignIn() {
  const setAuthFlow = useSessionStore((state) => state.setAuthFlow);
  const setProfileMissing = useSessionStore((state) => state.setProfileMissing);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = useCallback(async () => {
    setError(null);
    setSubmitting(true);
    setAuthFlow('login');
    try {
      const credential = await signInWithGoogle();
      const user = credential?.user;
      if (!user?.uid || !user.email) throw new UnexpectedGoogleResultError();
      const profile: GoogleProfile = { uid: user.uid, email: user.email, displayName: user.displayName ?? '' };

      const { auth, sdk } = await loadAuth();
      // An account Firebase has only just created has no profile yet: it goes straight to
      // completing one, without asking /auth/login to say so (with a 404).
      const newAccount = sdk.getAdditionalUserInfo(credential)?.isNewUser === true;
      let result: LoginResponse | null;
      try {
        result = newAccount ? null : await backendLogin(profile, user.displayName);
      } catch (backendError) {
        await sdk.signOut(auth).catch(() => undefined);
        throw backendError;
      }

      if (!result) {
        setProfileMissing(true);
        const state: SignupLocationState = { googleProfile: profile };
        navigate(paths.signup, { state, replace: pathname === paths.signup });
        return;
      }
      await showUserInfo(result.user);
      trackSuccessfulLogin({ loginMethod: 'google', email: profile.email, userId: profile.uid });
      navigate(paths.chat, { replace: true });
    } catch (signInError) {
      const wait = throttleSeconds(signInError);
      if (wait !== null) startThrottle('login', wait);
      else setError(googleSignInErrorMessage(signInError));
    } finally {
      setSubmitting(false);
      setAuthFlow(null);
    }
  }, [navigate, pathname, setAuthFlow, setProfileMissing]);

  return { signIn, submitting, error };
}
