import MarkEmailUnreadOutlined from '../../../components/icons/material/mark-email-unread-outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useEmailVerification } from '../hooks/use-email-verification';
import { useVerificationWatch } from '../hooks/use-verification-watch';

interface VerifyEmailBannerProps {
  email: string;
  /** Shows the banner when false; once true, only a short success note remains. */
  verified: boolean;
  /** The check found the e-mail verified. */
  onVerified?: () => void;
}

/**
 * 'Verify Your Email' with 'I have verified my email' and 'Resend verification email'; coming back
 * to the tab after clicking the link is noticed by itself (`use-verification-watch.ts`).
 */
export function VerifyEmailBanner({ email, verified, onVerified }: VerifyEmailBannerProps) {
  const { check, resend, checking, sending, result } = useEmailVerification(onVerified);
  const [successVisible, setSuccessVisible] = useState(true);
  // Back from the link (another tab, another window): noticed without a press of the button.
  useVerificationWatch(!verified && !checking, check);

  useEffect(() => {
    if (!verified || result?.severity !== 'success') return;
    const timer = setTimeout(() => setSuccessVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [verified, result]);

  if (verified) {
    if (result?.severity !== 'success') return null;
    return (
      <Collapse in={successVisible} unmountOnExit>
        <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5 }}>
          <Alert severity="success" role="status" sx={{ maxWidth: 820, mx: 'auto' }} onClose={() => setSuccessVisible(false)}>
            {result.text}
          </Alert>
        </Box>
      </Collapse>
    );
  }

  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5 }}>
      <Box
        role="region"
        aria-labelledby="verify-email-title"
        sx={{
          maxWidth: 820,
          mx: 'auto',
          p: { xs: 2, sm: 2.5 },
          borderRadius: '16px',
          bgcolor: '#fff8ec',
          border: '1px solid #f0d3a4',
          boxShadow: '0 6px 18px rgba(42, 20, 33, 0.05)',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailUnreadOutlined sx={{ color: '#a8641c', mt: 0.25 }} aria-hidden />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="verify-email-title" component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
              Verify Your Email
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
              {`We sent a verification link to ${email || 'your email address'}. Please click the link in that email to verify your address, then come back here to start chatting with Bela.`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
              <Button
                variant="contained"
                onClick={check}
                disabled={checking || sending}
                startIcon={checking ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {checking ? 'Checking...' : 'I have verified my email'}
              </Button>
              <Button
                variant="outlined"
                onClick={resend}
                disabled={checking || sending}
                startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {sending ? 'Sending...' : 'Resend verification email'}
              </Button>
            </Stack>
            {result && (
              <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 1.5 }}>
                {result.text}
              </Alert>
            )}
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
