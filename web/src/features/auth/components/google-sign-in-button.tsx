import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { usesAuthEmulator } from '../../../lib/firebase';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { googleSignInErrorMessages } from '../utils/auth-errors';
import { GoogleEmulatorDialog } from './google-emulator-dialog';
import { GoogleIcon } from './google-icon';
import { ThrottleNotice, useThrottled } from './throttle-notice';

interface GoogleSignInButtonProps {
  /** Shows the 'Recommended' chip on the button's corner (the sign-up choice). */
  recommended?: boolean;
  /** False when the surrounding area shows the throttle notice itself. */
  showThrottleNotice?: boolean;
}

/** "Continue with Google" (SPEC sections 2 and 4), with its error and loading states. */
export function GoogleSignInButton({ recommended = false, showThrottleNotice = true }: GoogleSignInButtonProps) {
  const { signIn, submitting, error } = useGoogleSignIn();
  const throttled = useThrottled();
  const chipId = useId();
  const errorId = useId();

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
      {showThrottleNotice && <ThrottleNotice />}
      {error && !throttled && (
        <Alert id={errorId} severity={error === googleSignInErrorMessages.cancelled ? 'info' : 'error'} role="alert">
          {error}
        </Alert>
      )}
      {usesAuthEmulator && <GoogleEmulatorDialog active={submitting} />}
    </Stack>
  );
}
