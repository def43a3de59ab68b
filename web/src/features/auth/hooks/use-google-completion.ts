/**
 * "Complete Your Profile" for a Google user without an account profile: validate (SPEC section 5,
 * "Google completion"), POST /auth/signup with method 'google' (whose answer is the user info),
 * mark the session `justSignedUp`, then /chat. The user stays signed in to Firebase on a failure,
 * so the form can be sent again.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { currentUser } from '../../../lib/firebase';
import { showUserInfo } from '../../../lib/session/session';
import { useSessionStore } from '../../../lib/session/session-store';
import { postSignup } from '../api/auth-api';
import { signupSteps, trackSignupComplete, trackSignupStep } from '../../../lib/tracking/signup-tracking';
import { startThrottle } from '../stores/throttle-store';
import { googleCompletionErrorMessage } from '../utils/auth-errors';
import type { GoogleProfile } from '../utils/google-profile';
import { throttleSeconds } from '../utils/throttle';
import { validateGoogleCompletion, type GoogleCompletionForm } from '../utils/validate-google-completion';

export function useGoogleCompletion(profile: GoogleProfile | null) {
  const setAuthFlow = useSessionStore((state) => state.setAuthFlow);
  const setJustSignedUp = useSessionStore((state) => state.setJustSignedUp);
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = useCallback(
    async (form: GoogleCompletionForm) => {
      const current = currentUser();
      const invalid = validateGoogleCompletion(form, profile, current?.uid);
      setError(invalid);
      if (invalid) trackSignupStep('google', signupSteps.invalid, invalid);
      if (invalid || !profile || !current) return;
      trackSignupStep('google', signupSteps.submitted);

      setSubmitting(true);
      setAuthFlow('signup');
      try {
        const registered = await postSignup({
          uid: profile.uid,
          email: current.email ?? profile.email,
          displayName: form.displayName.trim(),
          ageConfirmed: true,
          method: 'google',
        });
        await showUserInfo(registered.user);
        setJustSignedUp(true, registered.trialAlreadyUsed);
        trackSignupComplete('google');
        navigate(paths.chat, { replace: true });
      } catch (completionError) {
        const wait = throttleSeconds(completionError);
        if (wait !== null) startThrottle('signup', wait);
        else setError(googleCompletionErrorMessage(completionError));
        trackSignupStep('google', signupSteps.failed, wait !== null ? 'Too many attempts' : googleCompletionErrorMessage(completionError));
      } finally {
        setSubmitting(false);
        setAuthFlow(null);
      }
    },
    [navigate, profile, setAuthFlow, setJustSignedUp],
  );

  return { complete, submitting, error };
}
