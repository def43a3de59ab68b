import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { CompanionPortrait } from '../../../components/companion-portrait';
import { paths } from '../../../config/paths';
import { EmailSignupForm } from './email-signup-form';

/** /signup: for now the e-mail form directly (a later issue adds the Google choice before it). */
export function SignupPage() {
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
        <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} size="small">
          Home
        </Button>
      </Stack>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <CompanionPortrait size={72} alt="" sx={{ borderRadius: '50%', border: '3px solid #f6e3e6' }} />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            Create your account
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Free Preview - No Credit Card Needed</Typography>
        </Stack>
        <EmailSignupForm />
      </Paper>
    </Box>
  );
}
