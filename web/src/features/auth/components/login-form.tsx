import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useEmailLogin } from '../hooks/use-email-login';
import { OutlinedField } from './outlined-field';
import { PasswordField } from './password-field';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { useThrottled } from '../hooks/use-throttled';
import { ThrottleNotice } from './throttle-notice';

/**
 * E-mail and password login (SPEC sections 2 and 8); on success the user lands on /chat. While the
 * login limit's throttle runs, Log In is disabled (`showThrottleNotice` false when the surrounding
 * area shows the countdown itself); the sign-up limit leaves it alone.
 */
export function LoginForm({ showThrottleNotice = true }: { showThrottleNotice?: boolean }) {
  const { login, submitting, error } = useEmailLogin();
  const throttled = useThrottled('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !throttled) void login(email, password);
  };

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label="Log in" aria-busy={submitting}>
      {showThrottleNotice && <ThrottleNotice scope="login" />}
      <FormError error={error} throttled={throttled} />
      <OutlinedField
        id="login-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
        disabled={submitting}
      />
      <PasswordField
        id="login-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
        disabled={submitting}
      />
      <SubmitButton busy={submitting} disabled={submitting || throttled}>
        Log In
      </SubmitButton>
    </Stack>
  );
}
