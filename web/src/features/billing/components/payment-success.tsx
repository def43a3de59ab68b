import CheckCircleRounded from '../../../components/icons/material/check-circle-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { PAYMENT_REDIRECT_MS } from '../../../config/ui';
import { useChatRedirect } from '../hooks/use-chat-redirect';
import { PaymentOutcome } from './payment-outcome';

interface PaymentSuccessProps {
  status: string;
  email: string | null;
  amount: string;
  onContinue: () => void;
}

const drain = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

function ReceiptRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, color: 'text.primary', textAlign: { xs: 'left', sm: 'right' }, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </>
  );
}

/** 'Payment Successful!': the receipt, and a 3-second countdown to the chat. */
export function PaymentSuccess({ status, email, amount, onContinue }: PaymentSuccessProps) {
  const secondsLeft = useChatRedirect(true);
  return (
    <PaymentOutcome
      tone="success"
      icon={<CheckCircleRounded />}
      title="Payment Successful!"
      actions={
        <Button variant="contained" size="large" onClick={onContinue} sx={{ minWidth: 220 }}>
          Continue to Chat
        </Button>
      }
    >
      <Typography>Welcome to Bela Premium: unlimited chat and the full gallery are yours.</Typography>
      <Box
        component="dl"
        data-testid="payment-receipt"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1.25 },
          m: 0,
          mt: 3,
          p: 2.5,
          borderRadius: '16px',
          bgcolor: '#fbf5f2',
          textAlign: 'left',
        }}
      >
        <ReceiptRow label="Subscription status" value={status} />
        {email && <ReceiptRow label="Email" value={email} />}
        <ReceiptRow label="Amount paid" value={amount} />
      </Box>
      <Typography variant="body2" sx={{ mt: 2.5 }}>
        {`Redirecting to chat in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}...`}
      </Typography>
      <Box
        aria-hidden
        sx={{
          mt: 1,
          mx: 'auto',
          maxWidth: 220,
          height: 4,
          borderRadius: 2,
          bgcolor: 'rgba(46, 160, 90, 0.15)',
          overflow: 'hidden',
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        <Box sx={{ height: '100%', bgcolor: '#2ea05a', transformOrigin: 'left', animation: `${drain} ${PAYMENT_REDIRECT_MS}ms linear forwards` }} />
      </Box>
    </PaymentOutcome>
  );
}
