import CheckCircleRounded from '../../../components/icons/material/check-circle-rounded';
import CloseRounded from '../../../components/icons/material/close-rounded';
import LockOutlined from '../../../components/icons/material/lock-outlined';
import WorkspacePremiumRounded from '../../../components/icons/material/workspace-premium-rounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { subscriptionPrice } from '../../../utils/pricing';
import { useCheckout } from '../hooks/use-checkout';
import { REFUND_POLICY } from '../utils/account-messages';
import { PremiumMemberView } from './premium-member-view';

interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

const perks = ['Unlimited chat with Bela', 'The full photo gallery, with new photos', 'Cancel any time: access until the end of the period you paid for'];

/**
 * Upgrade to Premium: the price and terms, and 'Subscribe' to Stripe Checkout. A member who already
 * pays sees their subscription instead of a second purchase.
 */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  const { userInfo } = useUserInfo();
  const checkout = useCheckout();
  // A complimentary month is no subscription: such a member may subscribe for after it ends.
  const paid = Boolean(userInfo?.access.isPaidUser && !userInfo.access.complimentaryUntil);

  const close = () => {
    if (checkout.starting) return;
    checkout.clearError();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="upgrade-title" aria-describedby="upgrade-price">
      <IconButton onClick={close} disabled={checkout.starting} aria-label="Close" sx={{ position: 'absolute', right: 8, top: 8, color: '#fff' }}>
        <CloseRounded />
      </IconButton>
      <Box sx={{ background: 'linear-gradient(150deg, #4a1d33, #2a1421 70%)', color: '#fff', px: 3, pt: 3.5, pb: 3, textAlign: 'center' }}>
        <WorkspacePremiumRounded sx={{ fontSize: 40, color: '#e0ad7c' }} aria-hidden />
        <Typography id="upgrade-title" variant="h5" component="h2" sx={{ mt: 0.5 }}>
          {paid ? "You're a Premium member" : 'Upgrade to Premium'}
        </Typography>
        <Typography id="upgrade-price" sx={{ mt: 1.5 }}>
          <Box component="span" sx={{ fontSize: 34, fontWeight: 800, fontFamily: (theme) => theme.typography.h1.fontFamily }}>
            {subscriptionPrice()}
          </Box>
          <Box component="span" sx={{ opacity: 0.8 }}>
            {' '}
            / month
          </Box>
        </Typography>
      </Box>
      <DialogContent>
        {paid && userInfo ? (
          <PremiumMemberView userInfo={userInfo} onClose={close} />
        ) : (
          <>
            <Stack spacing={1.25} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {perks.map((perk) => (
                <Stack key={perk} component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <CheckCircleRounded sx={{ color: 'success.main', fontSize: 20, mt: '1px' }} aria-hidden />
                  <Typography variant="body2">{perk}</Typography>
                </Stack>
              ))}
            </Stack>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
              Billed monthly. Cancel any time; you keep access until the end of your current period. {REFUND_POLICY}.
            </Typography>
            {checkout.error && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                <AlertTitle>Payment Error</AlertTitle>
                {checkout.error}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              fullWidth
              onClick={checkout.start}
              aria-disabled={checkout.starting}
              aria-busy={checkout.starting}
              startIcon={checkout.starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ mt: 2.5 }}
            >
              {checkout.starting ? 'Opening checkout...' : 'Subscribe'}
            </Button>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', alignItems: 'center', mt: 1, color: 'text.secondary' }}>
              <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
              <Typography variant="caption">Secure payment by Stripe</Typography>
            </Stack>
            <Button fullWidth onClick={close} disabled={checkout.starting} sx={{ mt: 1 }}>
              Maybe later
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
