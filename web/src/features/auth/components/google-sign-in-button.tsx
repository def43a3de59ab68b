import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useId, useState } from 'react';
import { preloadAuth, usesAuthEmulator } from '../../../lib/firebase';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleSignInErrorMessages } from '../utils/auth-errors';
import { GoogleIcon } from './google-icon';
import { ThrottleNotice, useThrottled } from './throttle-notice';

// Only the local emulator asks for an account, and only once a sign-in starts: load it then.
const GoogleEmulatorDialog = lazy(() => import('./google-emulator-dialog').then((module) => ({ default: module.GoogleEmulatorDialog })));

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
    <Stack spacing={1.5}>
      <Box sx={{ position: 'relative' }}>
        {recommended && (
          <Chip
            id={chipId}
            label="Recommended"
            size="small"
            color="secondary"
            sx={{
              position: 'absolute',
              top: -11,
              right: 18,
              zIndex: 1,
              height: 22,
              fontSize: 12,
              fontWeight: 700,
              border: '2px solid #fff',
              pointerEvents: 'none',
            }}
          />
        )}
        <Button
          type="button"
          variant="outlined"
          size="large"
          fullWidth
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
          startIcon={submitting ? <CircularProgress size={20} color="inherit" aria-hidden /> : <GoogleIcon />}
          sx={{
            bgcolor: '#fff',
            color: 'text.primary',
            borderColor: 'rgba(42, 20, 33, 0.28)',
            '&:hover': { bgcolor: '#fff', borderColor: 'text.primary' },
            '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 20 },
            '&.Mui-disabled .MuiButton-startIcon': { opacity: 0.45 },
          }}
        >
          Continue with Google
        </Button>
      </Box>
      {showThrottleNotice && <ThrottleNotice scope="login" />}
      {error && !throttled && (
        <Alert id={errorId} severity={error === googleSignInErrorMessages.cancelled ? 'info' : 'error'} role="alert">
          {error}
        </Alert>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <GoogleEmulatorDialog active={submitting} />
        </Suspense>
      )}
    </Stack>
  );
}
