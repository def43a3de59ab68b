import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { ADULTS_ONLY_NOTICE, MINORS_SUITABILITY_NOTICE } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useSignupAbandonment } from '../../../lib/tracking/use-signup-abandonment';
import { readGoogleProfile } from '../utils/google-profile';
import { CompleteProfileForm } from './complete-profile-form';
import { EmailSignupForm } from './email-signup-form';
import { SignupChoice } from './signup-choice';

/** A link straight to the e-mail form: /signup#email. */
const EMAIL_HASH = '#email';

/**
 * /signup (SPEC section 2, "Sign-up screen"): with a Google profile in the navigation state,
 * "Complete Your Profile"; otherwise first the choice between Google and e-mail, then the e-mail
 * form (with a way back to the choice). /signup#email opens the e-mail form directly.
 */
export function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useSignupAbandonment();
  const googleProfile = readGoogleProfile(location.state);
  const [emailChosen, setEmailChosen] = useState(() => location.hash === EMAIL_HASH);
  const [returnedToChoice, setReturnedToChoice] = useState(false);
  const mode = googleProfile ? 'google' : emailChosen ? 'email' : 'choice';

  const showEmailForm = () => setEmailChosen(true);
  const showChoice = () => {
    setEmailChosen(false);
    setReturnedToChoice(true);
    if (location.hash) navigate(paths.signup, { replace: true });
  };

  const title = mode === 'google' ? 'Complete Your Profile' : 'Create your account';
  const subtitle =
    mode === 'google'
      ? "You're signed in with Google. Check your name and confirm the details below to start chatting with Bela."
      : 'Free Preview - No Credit Card Needed';

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 2, sm: 4 },
        background: 'radial-gradient(ellipse at 50% 0%, rgba(210, 92, 131, 0.18), transparent 60%), #fbf5f2',
      }}
    >
      <Stack direction="row" sx={{ width: '100%', maxWidth: 480, justifyContent: 'space-between', alignItems: 'center', mb: { xs: 2, sm: 3 } }}>
        <BrandMark />
        {mode !== 'google' && (
          <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} size="small">
            Home
          </Button>
        )}
      </Stack>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        {mode === 'email' && (
          <Button onClick={showChoice} startIcon={<ArrowBack />} size="small" sx={{ ml: -1, mt: -1, mb: 1 }}>
            Other sign-up options
          </Button>
        )}
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <CompanionPortrait size={72} alt="" style={{ borderRadius: '50%', border: '3px solid #f6e3e6' }} />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
        </Stack>
        {mode === 'google' && googleProfile && <CompleteProfileForm key={googleProfile.uid} profile={googleProfile} />}
        {mode === 'email' && <EmailSignupForm autoFocus />}
        {mode === 'choice' && <SignupChoice onEmail={showEmailForm} focusEmail={returnedToChoice} />}
      </Paper>
      <Typography variant="body2" sx={{ maxWidth: 480, mt: 2, px: 1, textAlign: 'center', color: 'text.secondary' }}>
        {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
      </Typography>
    </Box>
  );
}
