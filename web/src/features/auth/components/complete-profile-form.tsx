import LockOutlined from '../../../components/icons/material/lock-outlined';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/session/session';
import { trackSignupStart, updateSignupDraft } from '../../../lib/tracking/signup-tracking';
import { useGoogleCompletion } from '../hooks/use-google-completion';
import type { GoogleProfile } from '../utils/google-profile';
import type { GoogleCompletionForm } from '../utils/validate-google-completion';
import { ConsentCheckboxes } from './consent-checkboxes';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { useThrottled } from '../hooks/use-throttled';
import { ThrottleNotice } from './throttle-notice';

/**
 * "Complete Your Profile" (SPEC section 2): the Google e-mail locked, an editable name, the age
 * and terms checkboxes, then 'Complete Sign Up'. The form does its own validation in the
 * specified order (no browser validation), so each message of SPEC section 5 can appear.
 */
export function CompleteProfileForm({ profile }: { profile: GoogleProfile }) {
  const navigate = useNavigate();
  const { complete, submitting, error } = useGoogleCompletion(profile);
  const throttled = useThrottled('signup');
  const [form, setForm] = useState<GoogleCompletionForm>({
    displayName: profile.displayName,
    ageConfirmed: false,
    termsAccepted: false,
  });
  const [leaving, setLeaving] = useState(false);

  useEffect(() => trackSignupStart('google'), []);
  // In the commit of the keystroke itself, not a frame later (as in the e-mail form).
  useLayoutEffect(
    () => updateSignupDraft({ method: 'google', email: profile.email, displayName: form.displayName }),
    [profile.email, form.displayName],
  );
  const busy = submitting || leaving;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !throttled) void complete(form);
  };

  const onSignOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } finally {
      navigate(paths.home, { replace: true });
    }
  };

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} aria-label="Complete your profile" aria-busy={submitting}>
      <TextField
        id="complete-email"
        label="Email"
        name="email"
        type="email"
        value={profile.email}
        fullWidth
        helperText="From your Google account"
        slotProps={{
          htmlInput: { readOnly: true, 'aria-readonly': true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LockOutlined fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{
          '& .MuiOutlinedInput-root': { bgcolor: 'rgba(42, 20, 33, 0.05)' },
          '& .MuiOutlinedInput-input': { color: 'text.secondary', cursor: 'default' },
        }}
      />
      <TextField
        id="complete-name"
        label="Name"
        name="name"
        autoComplete="name"
        value={form.displayName}
        onChange={(event) => setForm((current) => ({ ...current, displayName: event.target.value }))}
        required
        fullWidth
        disabled={busy}
      />
      <ConsentCheckboxes
        ageConfirmed={form.ageConfirmed}
        termsAccepted={form.termsAccepted}
        onChange={(field, checked) => setForm((current) => ({ ...current, [field]: checked }))}
        disabled={busy}
      />
      <ThrottleNotice scope="signup" />
      <FormError error={error} throttled={throttled} />
      <SubmitButton busy={submitting} disabled={busy || throttled}>
        Complete Sign Up
      </SubmitButton>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        Not {profile.email}?{' '}
        <Link component="button" type="button" onClick={() => void onSignOut()} disabled={busy} sx={{ fontWeight: 600, verticalAlign: 'baseline' }}>
          Sign out
        </Link>
      </Typography>
    </Stack>
  );
}
