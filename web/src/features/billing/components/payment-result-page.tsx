import CancelOutlined from '../../../components/icons/material/cancel-outlined';
import CreditCardOffOutlined from '../../../components/icons/material/credit-card-off-outlined';
import ErrorOutlineRounded from '../../../components/icons/material/error-outline-rounded';
import HelpOutlineRounded from '../../../components/icons/material/help-outline-rounded';
import ReportProblemOutlined from '../../../components/icons/material/report-problem-outlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { useCheckoutOutcome } from '../api/get-checkout-outcome';
import { useSessionVerification } from '../hooks/use-session-verification';
import {
  DECLINED_HINT,
  DECLINED_MESSAGE,
  DECLINED_TITLE,
  paymentView,
  readPaymentRequest,
  VERIFICATION_FAILED_HINT,
  type CheckoutOutcomeState,
} from '../utils/payment-view';
import { PaymentOutcome } from './payment-outcome';
import { PaymentShell } from './payment-shell';
import { PaymentSuccess } from './payment-success';

/** Checkout, started again by 'Try Again' (the route passes it in: Checkout belongs to the account feature). */
export interface RetryCheckout {
  start: () => void;
  starting: boolean;
  error: string | null;
}

/**
 * /payment/success, /payment/cancelled and /payment/error (SPEC sections 2 and 4). It only shows
 * what the server says: the verification on the server is what changes the member's access.
 */
export function PaymentResultPage({ checkout }: { checkout: RetryCheckout }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const { userInfo } = useUserInfo();
  const firebaseEmail = useSessionStore((state) => state.user?.email ?? null);
  const accountEmail = userInfo?.email ?? firebaseEmail;
  const request = useMemo(() => readPaymentRequest(pathname, search), [pathname, search]);
  const { verification, retry } = useSessionVerification(signedIn && request.kind === 'verify' ? request.sessionId : null);
  const asked = useCheckoutOutcome(signedIn && request.kind === 'cancelled');
  const outcome: CheckoutOutcomeState = asked.isPending && asked.fetchStatus !== 'idle' ? 'pending' : asked.data?.declined ? 'declined' : 'not-declined';
  const view = paymentView(signedIn, request, verification, outcome);
  const toChat = () => navigate(paths.chat, { replace: true });

  const continueButton = (variant: 'contained' | 'outlined') => (
    <Button variant={variant} size="large" onClick={toChat}>
      Continue to Chat
    </Button>
  );
  // Checkout again, beside the way back to the chat.
  const retryActions = (
    <>
      {continueButton('outlined')}
      <Button
        variant="contained"
        size="large"
        onClick={checkout.start}
        aria-disabled={checkout.starting}
        aria-busy={checkout.starting}
        startIcon={checkout.starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Try Again
      </Button>
    </>
  );
  const checkoutError = checkout.error && (
    <Alert severity="error" role="alert" sx={{ mt: 2, textAlign: 'left' }}>
      <AlertTitle>Payment Error</AlertTitle>
      {checkout.error}
    </Alert>
  );
  const helpFooter = (
    <Typography variant="body2">
      Need help?{' '}
      <Link component={RouterLink} to={paths.contact} sx={{ fontWeight: 600 }}>
        Contact Support
      </Link>
    </Typography>
  );

  let content;
  switch (view.kind) {
    case 'loading':
      content = (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 4, color: 'text.secondary' }}>
          <CircularProgress aria-hidden />
          <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>{view.label}</Typography>
          {view.hint && <Typography variant="body2">{view.hint}</Typography>}
        </Stack>
      );
      break;
    case 'success':
      content = <PaymentSuccess status={view.status} email={view.email ?? accountEmail} amount={view.amount} onContinue={toChat} />;
      break;
    case 'verification-failed':
      content = (
        <PaymentOutcome
          tone="warning"
          icon={<ReportProblemOutlined />}
          title="Payment Verification Failed"
          actions={
            <>
              <Button variant="outlined" size="large" onClick={retry}>
                Check again
              </Button>
              {continueButton('contained')}
            </>
          }
          footer={helpFooter}
        >
          <Typography>{VERIFICATION_FAILED_HINT}</Typography>
          <Alert severity="warning" sx={{ mt: 2, textAlign: 'left' }}>
            {view.reason}
          </Alert>
        </PaymentOutcome>
      );
      break;
    case 'cancelled':
      content = (
        <PaymentOutcome tone="neutral" icon={<CancelOutlined />} title="Payment Cancelled" actions={retryActions}>
          <Typography>{view.message}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Premium is here whenever you are ready.
          </Typography>
          {checkoutError}
        </PaymentOutcome>
      );
      break;
    case 'declined':
      content = (
        <PaymentOutcome tone="warning" icon={<CreditCardOffOutlined />} title={DECLINED_TITLE} actions={retryActions} footer={helpFooter}>
          <Typography>{DECLINED_MESSAGE}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {DECLINED_HINT}
          </Typography>
          {checkoutError}
        </PaymentOutcome>
      );
      break;
    case 'error':
      content = (
        <PaymentOutcome tone="error" icon={<ErrorOutlineRounded />} title="Payment Error" actions={continueButton('contained')} footer={helpFooter}>
          <Typography>{view.message}</Typography>
        </PaymentOutcome>
      );
      break;
    case 'invalid':
      content = (
        <PaymentOutcome tone="neutral" icon={<HelpOutlineRounded />} title="Invalid payment page" actions={continueButton('contained')}>
          <Typography>This address does not show the result of a payment.</Typography>
        </PaymentOutcome>
      );
      break;
  }

  // Keyed by state: each state mounts afresh, so its title takes focus.
  return (
    <PaymentShell>
      <Fragment key={view.kind}>{content}</Fragment>
    </PaymentShell>
  );
}
