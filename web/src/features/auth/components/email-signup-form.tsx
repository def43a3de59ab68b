import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { trackSignupStart, updateSignupDraft } from '../../../lib/tracking/signup-tracking';
import { useEmailSignup } from '../hooks/use-email-signup';
import { firstSignupProblem, type EmailSignupField, type EmailSignupForm as FormValues } from '../utils/validate-email-signup';
import { ConsentCheckboxes, consentBoxId } from './consent-checkboxes';
import { PasswordField } from './password-field';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { useThrottled } from '../hooks/use-throttled';
import { ThrottleNotice } from './throttle-notice';

const empty: FormValues = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ageConfirmed: false,
  termsAccepted: false,
};

const CONSENT_ID_PREFIX = 'signup';

const fieldIds: Record<EmailSignupField, string> = {
  displayName: 'signup-name',
  email: 'signup-email',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
  ageConfirmed: consentBoxId(CONSENT_ID_PREFIX, 'ageConfirmed'),
  termsAccepted: consentBoxId(CONSENT_ID_PREFIX, 'termsAccepted'),
};

/**
 * The e-mail sign-up form (SPEC sections 2, 5 and 8). `autoFocus` focuses the Name field. The
 * browser's own checks are off (`noValidate`): the spec's rules run in its order with its words,
 * and the field they refuse is marked invalid and focused.
 */
export function EmailSignupForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { signup, submitting, error } = useEmailSignup();
  const throttled = useThrottled('signup');
  const [form, setForm] = useState<FormValues>(empty);
  const [invalidField, setInvalidField] = useState<EmailSignupField | null>(null);

  useEffect(() => trackSignupStart('email'), []);
  // In the commit of the keystroke itself, not a frame later: a visitor who types and leaves at once
  // is still reported as having left with that address.
  useLayoutEffect(() => updateSignupDraft({ method: 'email', email: form.email, displayName: form.displayName }), [form.email, form.displayName]);

  const text = (field: 'displayName' | 'email' | 'password' | 'confirmPassword') => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      if (invalidField === field) setInvalidField(null);
    },
    error: invalidField === field,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || throttled) return;
    const problem = firstSignupProblem(form);
    setInvalidField(problem?.field ?? null);
    if (problem) document.getElementById(fieldIds[problem.field])?.focus();
    // The hook validates again, shows the message and reports the step.
    void signup(form);
  };

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} aria-label="Sign up with email" aria-busy={submitting}>
      <TextField
        id={fieldIds.displayName}
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
        id={fieldIds.email}
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
        id={fieldIds.password}
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        fullWidth
        disabled={submitting}
        {...text('password')}
      />
      <PasswordField
        id={fieldIds.confirmPassword}
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
        onChange={(field, checked) => {
          setForm((current) => ({ ...current, [field]: checked }));
          if (invalidField === field) setInvalidField(null);
        }}
        disabled={submitting}
        idPrefix={CONSENT_ID_PREFIX}
        invalid={invalidField === 'ageConfirmed' || invalidField === 'termsAccepted' ? invalidField : null}
      />
      <ThrottleNotice scope="signup" />
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
