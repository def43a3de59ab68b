import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginForm } from './login-form';
import { ThrottleNotice } from './throttle-notice';

/** The landing pages' login area: Google sign-in, then the e-mail and password form. */
export function LoginArea() {
  return (
    <Stack spacing={2.5}>
      <ThrottleNotice />
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
