import { lazy, Suspense, useId, useState } from 'react';
import { SpinnerRing } from '../../../components/page-spinner';
import { loadThemed } from '../../../components/theme/load-themed';
import '../../../styles/buttons.css';
import { preloadAuth, usesAuthEmulator } from '../../../lib/firebase';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useThrottled } from '../hooks/use-throttled';
import { googleSignInErrorMessages } from '../utils/auth-errors';
import { GoogleIcon } from './google-icon';
import './google-sign-in-button.css';

// The button is plain CSS, so that /signup's first screen needs no MUI. What only a sign-in
// brings up (an error, the throttle notice, the emulator's account dialog) is MUI, loaded then.
const Alert = lazy(loadThemed(() => import('@mui/material/Alert').then((module) => module.default)));
const ThrottleNotice = lazy(loadThemed(() => import('./throttle-notice').then((module) => module.ThrottleNotice)));
// Only the local emulator asks for an account, and only once a sign-in starts: load it then.
const GoogleEmulatorDialog = lazy(loadThemed(() => import('./google-emulator-dialog').then((module) => module.GoogleEmulatorDialog)));

interface GoogleSignInButtonProps {
  /** Shows the 'Recommended' chip on the button's corner (the sign-up choice). */
  recommended?: boolean;
  /** False when the surrounding area shows the throttle notice itself. */
  showThrottleNotice?: boolean;
}

/**
 * "Continue with Google" (SPEC sections 2 and 4), with its error and loading states. It signs in
 * through /auth/login, so the login limit disables it and the sign-up limit does not.
 */
export function GoogleSignInButton({ recommended = false, showThrottleNotice = true }: GoogleSignInButtonProps) {
  const { signIn, submitting, error } = useGoogleSignIn();
  const throttled = useThrottled('login');
  const chipId = useId();
  const errorId = useId();
  // Mounted from the first sign-in on, so the dialog can play its closing transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (usesAuthEmulator && submitting && !dialogWanted) setDialogWanted(true);

  return (
    <div className="google-sign-in">
      <div className="google-sign-in__anchor">
        {recommended && (
          <div id={chipId} className="google-sign-in__chip">
            <span className="google-sign-in__chip-label">Recommended</span>
          </div>
        )}
        <button
          type="button"
          className="bela-button bela-button--outlined bela-button--large google-sign-in__button"
          // Not disabled while busy: the emulator dialog gives the focus back to this button.
          onClick={() => {
            if (!submitting) void signIn();
          }}
          disabled={throttled}
          // Firebase Auth loads as the pointer or focus reaches the button, ahead of the click.
          onPointerEnter={preloadAuth}
          onFocus={preloadAuth}
          aria-busy={submitting}
          aria-describedby={[recommended ? chipId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        >
          <span className="google-sign-in__icon">{submitting ? <SpinnerRing className="google-sign-in__spinner" aria-hidden="true" /> : <GoogleIcon />}</span>
          Continue with Google
        </button>
      </div>
      {showThrottleNotice && throttled && (
        <Suspense fallback={null}>
          <ThrottleNotice scope="login" />
        </Suspense>
      )}
      {error && !throttled && (
        <Suspense fallback={null}>
          <Alert id={errorId} severity={error === googleSignInErrorMessages.cancelled ? 'info' : 'error'} role="alert">
            {error}
          </Alert>
        </Suspense>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <GoogleEmulatorDialog active={submitting} />
        </Suspense>
      )}
    </div>
  );
}
