import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { preloadAuth } from '../../../lib/firebase';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { ThrottleNotice } from './throttle-notice';

/**
 * The landing pages' login area: Google sign-in, then the e-mail and password form. Firebase Auth
 * starts loading as soon as the visitor reaches for it (pointer or focus), not with the page.
 */
export function LoginArea() {
  return (
    <Stack spacing={2.5} onPointerEnter={preloadAuth} onFocusCapture={preloadAuth}>
      <ThrottleNotice scope="login" />
      <GoogleSignInButton showThrottleNotice={false} />
      <Divider>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          or with email
        </Typography>
      </Divider>
      <LoginForm showThrottleNotice={false} />
    </Stack>
  );
}
