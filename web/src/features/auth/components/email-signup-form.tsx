import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useEmailSignup } from '../hooks/use-email-signup';
import type { EmailSignupForm as FormValues } from '../utils/validate-email-signup';
import { PasswordField } from './password-field';

const empty: FormValues = {
  displayName: '',
  email: '',
  password: '',
  confirmPassword: '',
  ageConfirmed: false,
  termsAccepted: false,
};

/** The e-mail sign-up form (SPEC sections 2, 5 and 8). */
export function EmailSignupForm() {
  const { signup, submitting, error } = useEmailSignup();
  const [form, setForm] = useState<FormValues>(empty);

  const text = (field: 'displayName' | 'email' | 'password' | 'confirmPassword') => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });
  const check = (field: 'ageConfirmed' | 'termsAccepted') => ({
    checked: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [field]: event.target.checked })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void signup(form);
  };

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} aria-label="Sign up with email" aria-busy={submitting}>
      <TextField id="signup-name" label="Name" name="name" autoComplete="name" required fullWidth disabled={submitting} {...text('displayName')} />
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
      <Box>
        <FormControlLabel
          control={<Checkbox required disabled={submitting} {...check('ageConfirmed')} />}
          label="I confirm I am 18 years or older"
        />
        <FormControlLabel
          control={<Checkbox required disabled={submitting} {...check('termsAccepted')} />}
          label={
            <span>
              I accept the{' '}
              <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
                Terms of Use
              </Link>{' '}
              and{' '}
              <Link component={RouterLink} to={paths.privacy} target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </span>
          }
        />
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Create Account
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.home} sx={{ fontWeight: 600 }}>
          Log in
        </Link>
      </Typography>
    </Stack>
  );
}
