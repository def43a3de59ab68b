/**
 * E-mail sign-up: validate, create the Firebase account, set its display name, send the
 * verification e-mail, register with POST /auth/signup (whose answer is the user info), then
 * /chat. When any step after the account's creation fails the new Firebase account is deleted, so
 * no account is left without its user document. A 429 from the server (sign-in throttle) starts
 * the countdown. On success the session is marked `justSignedUp` (the chat screen's Welcome modal).
 */
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { loadAuth, preloadAuth, type LoadedAuth } from '../../../lib/firebase';
import { postSignup, type SignupResponse } from '../api/auth-api';
import { signupSteps, trackSignupComplete, trackSignupStep } from '../../../lib/tracking/signup-tracking';
import { showUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { startThrottle } from '../stores/throttle-store';
import { BackendAuthError, signupErrorMessage } from '../utils/auth-errors';
import { throttleSeconds } from '../utils/throttle';
import { validateEmailSignup, type EmailSignupForm } from '../utils/validate-email-signup';

async function discardAccount(user: User, { auth, sdk }: LoadedAuth): Promise<void> {
  try {
    await user.delete();
  } catch (error) {
    console.warn('Could not delete the new account after a failed sign-up', error);
    await sdk.signOut(auth).catch(() => undefined);
  }
}

export function useEmailSignup() {
  const setAuthFlow = useSessionStore((state) => state.setAuthFlow);
  const setJustSignedUp = useSessionStore((state) => state.setJustSignedUp);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The form is on screen: the account will be created with Firebase Auth, so fetch it now.
  useEffect(preloadAuth, []);

  const signup = useCallback(
    async (form: EmailSignupForm) => {
      const invalid = validateEmailSignup(form);
      setError(invalid);
      if (invalid) {
        trackSignupStep('email', signupSteps.invalid, invalid);
        return;
      }
      trackSignupStep('email', signupSteps.submitted);

      setSubmitting(true);
      setAuthFlow('signup');
      let created: User | null = null;
      let firebase: LoadedAuth | null = null;
      try {
        const displayName = form.displayName.trim();
        firebase = await loadAuth();
        const { auth, sdk } = firebase;
        const credential = await sdk.createUserWithEmailAndPassword(auth, form.email.trim(), form.password);
        created = credential.user;
        await sdk.updateProfile(created, { displayName });
        try {
          await sdk.sendEmailVerification(created);
        } catch (mailError) {
          // The chat screen offers 'Resend verification email'; a failed first send is not fatal.
          console.warn('Verification e-mail not sent', mailError);
        }
        let registered: SignupResponse;
        try {
          registered = await postSignup({
            uid: created.uid,
            email: created.email ?? form.email.trim(),
            displayName,
            ageConfirmed: true,
            method: 'email',
          });
        } catch (backendError) {
          throw new BackendAuthError(backendError);
        }
        await showUserInfo(registered.user);
        setJustSignedUp(true, registered.trialAlreadyUsed);
        trackSignupComplete('email');
        navigate(paths.chat, { replace: true });
      } catch (signupError) {
        if (created && firebase) await discardAccount(created, firebase);
        const wait = throttleSeconds(signupError);
        if (wait !== null) {
          startThrottle('signup', wait);
          setError(null);
        } else {
          setError(signupErrorMessage(signupError));
        }
        trackSignupStep('email', signupSteps.failed, wait !== null ? 'Too many attempts' : signupErrorMessage(signupError));
      } finally {
        setSubmitting(false);
        setAuthFlow(null);
      }
    },
    [navigate, setAuthFlow, setJustSignedUp],
  );

  return { signup, submitting, error, setError };
}
