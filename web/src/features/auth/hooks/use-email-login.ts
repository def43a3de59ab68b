/**
 * E-mail login: Firebase sign-in, then POST /auth/login, then /chat. A refused backend step signs
 * the user out of Firebase again so no half-signed-in state remains. Every attempt is reported to
 * POST /utility/track-login; a failed one counts towards the server's sign-in throttle, whose 429
 * (from the report or from /auth/login) starts the countdown instead of showing an error.
 */
import type { User } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { loadAuth } from '../../../lib/firebase';
import { showUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { postLogin } from '../api/auth-api';
import { postTrackLogin, trackSuccessfulLogin } from '../api/track-login';
import { startThrottle } from '../stores/throttle-store';
import { loginErrorMessage, loginErrorMessages } from '../utils/auth-errors';
import { throttleSeconds } from '../utils/throttle';

export function useEmailLogin() {
  const setAuthFlow = useSessionStore((state) => state.setAuthFlow);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Reports a refused password (fire-and-forget); a 429 answer replaces the error by the countdown. */
  const reportFailure = useCallback((email: string, message: string) => {
    postTrackLogin({ loginMethod: 'email', success: false, email, errorMessage: message }).catch((reportError: unknown) => {
      const wait = throttleSeconds(reportError);
      if (wait === null) return;
      startThrottle('login', wait);
      setError((current) => (current === message ? null : current));
    });
  }, []);

  const login = useCallback(
    async (rawEmail: string, password: string) => {
      const email = rawEmail.trim();
      setError(null);
      setSubmitting(true);
      setAuthFlow('login');
      try {
        let user: User;
        let signOut: () => Promise<void>;
        try {
          const { auth, sdk } = await loadAuth();
          ({ user } = await sdk.signInWithEmailAndPassword(auth, email, password));
          signOut = () => sdk.signOut(auth);
        } catch (providerError) {
          const message = loginErrorMessage(providerError);
          setError(message);
          reportFailure(email, message);
          return;
        }

        try {
          const result = await postLogin({ uid: user.uid, email: user.email ?? email, displayName: user.displayName, loginMethod: 'email' });
          if (result.status !== 'success') throw new Error(result.message);
          await showUserInfo(result.user);
        } catch (backendError) {
          await signOut().catch(() => undefined);
          const wait = throttleSeconds(backendError);
          if (wait !== null) startThrottle('login', wait);
          else setError(loginErrorMessages.backend);
          return;
        }

        trackSuccessfulLogin({ loginMethod: 'email', email: user.email ?? email, userId: user.uid });
        navigate(paths.chat, { replace: true });
      } finally {
        setSubmitting(false);
        setAuthFlow(null);
      }
    },
    [navigate, reportFailure, setAuthFlow],
  );

  return { login, submitting, error };
}
