import MailOutlined from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { GoogleSignInButton } from './google-sign-in-button';

/** The sign-up choice (SPEC section 2): Google (recommended) or e-mail, and a 'Log in' link. */
export function SignupChoice({ onEmail, focusEmail = false }: { onEmail: () => void; focusEmail?: boolean }) {
  return (
    <Stack spacing={2.5}>
      <GoogleSignInButton recommended />
      <Divider>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          or
        </Typography>
      </Divider>
      <Button variant="outlined" size="large" fullWidth startIcon={<MailOutlined />} onClick={onEmail} autoFocus={focusEmail}>
        Sign up with Email
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary', pt: 0.5 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.home} sx={{ fontWeight: 600 }}>
          Log in
        </Link>
      </Typography>
    </Stack>
  );
}
