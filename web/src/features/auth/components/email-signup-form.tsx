import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { trackSignupStart, updateSignupDraft } from '../../../lib/tracking/signup-tracking';
import { useEmailSignup } from '../hooks/use-email-signup';
import type { EmailSignupForm as FormValues } from '../utils/validate-email-signup';
import { ConsentCheckboxes } from './consent-checkboxes';
import { PasswordField } from './password-field';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { ThrottleNotice, useThrottled } from './throttle-notice';

const empty: FormValues = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ageConfirmed: false,
  termsAccepted: false,
};

/** The e-mail sign-up form (SPEC sections 2, 5 and 8). `autoFocus` focuses the Name field. */
export function EmailSignupForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { signup, submitting, error } = useEmailSignup();
  const throttled = useThrottled();
  const [form, setForm] = useState<FormValues>(empty);

  useEffect(() => trackSignupStart('email'), []);
  useEffect(() => updateSignupDraft({ method: 'email', email: form.email, displayName: form.displayName }), [form.email, form.displayName]);

  const text = (field: 'displayName' | 'email' | 'password' | 'confirmPassword') => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !throttled) void signup(form);
  };

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label="Sign up with email" aria-busy={submitting}>
      <TextField
        id="signup-name"
        label="Name"
        name="name"
        autoComplete="name"
        required
        fullWidth
        autoFocus={autoFocus}
        disabled={submitting}
        {...text('displayName')}
      />
      <TextField
        id="signup-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        disabled={submitting}
        {...text('email')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        disabled={submitting}
        {...text('password')}
      />
      <PasswordField
        id="signup-confirm-password"
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        fullWidth
        disabled={submitting}
        {...text('confirmPassword')}
      />
      <ConsentCheckboxes
        ageConfirmed={form.ageConfirmed}
        termsAccepted={form.termsAccepted}
        onChange={(field, checked) => setForm((current) => ({ ...current, [field]: checked }))}
        disabled={submitting}
      />
      <ThrottleNotice />
      <FormError error={error} throttled={throttled} />
      <SubmitButton busy={submitting} disabled={submitting || throttled}>
        Create Account
      </SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.home} sx={{ fontWeight: 600 }}>
          Log in
        </Link>
      </Typography>
    </Stack>
  );
}
