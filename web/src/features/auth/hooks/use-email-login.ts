/**
 * E-mail login: Firebase sign-in, then POST /auth/login, then /chat. A refused backend step signs
 * the user out of Firebase again so no half-signed-in state remains.
 */
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { auth } from '../../../lib/firebase';
import { postLogin } from '../api/auth-api';
import { useSessionStore } from '../stores/session-store';
import { BackendAuthError, loginErrorMessage } from '../utils/auth-errors';

export function useEmailLogin() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const login = useCallback(
    async (email: string, password: string) => {
      const session = useSessionStore.getState();
      setError(null);
      setSubmitting(true);
      session.setAuthFlow('login');
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        try {
          const result = await postLogin({
            uid: user.uid,
            email: user.email ?? email.trim(),
            displayName: user.displayName,
            loginMethod: 'email',
          });
          if (result.status !== 'success') throw new Error(result.message);
          useSessionStore.getState().setUserInfo(result.user);
        } catch (backendError) {
          await signOut(auth).catch(() => undefined);
          throw new BackendAuthError(backendError);
        }
        navigate(paths.chat, { replace: true });
      } catch (loginError) {
        setError(loginErrorMessage(loginError));
      } finally {
        setSubmitting(false);
        useSessionStore.getState().setAuthFlow(null);
      }
    },
    [navigate],
  );

  return { login, submitting, error };
}
