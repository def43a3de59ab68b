import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
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
import { useState } from 'react';
import { subscriptionPrice } from '../../../utils/pricing';
import { createCheckout } from '../api/account-api';
import { CHECKOUT_FAILED, checkoutErrorMessage, REFUND_POLICY } from '../utils/account-messages';

interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
}

const perks = ['Unlimited chat with Bela', 'The full photo gallery, with new photos', 'Cancel any time: access until the end of the period you paid for'];

/** Upgrade to Premium: the price and terms, and 'Upgrade Now' to the payment page. */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upgrade = async () => {
    setStarting(true);
    setError(null);
    try {
      const { url } = await createCheckout();
      if (!url) throw new Error('No checkout URL');
      window.location.assign(url);
    } catch (checkoutError) {
      console.warn('Checkout failed', checkoutError);
      setError(checkoutError instanceof Error && checkoutError.message === 'No checkout URL' ? CHECKOUT_FAILED : checkoutErrorMessage(checkoutError));
      setStarting(false);
    }
  };

  const close = () => {
    if (starting) return;
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="upgrade-title">
      <IconButton onClick={close} aria-label="Close" sx={{ position: 'absolute', right: 8, top: 8, color: '#fff' }}>
        <CloseRounded />
      </IconButton>
      <Box sx={{ background: 'linear-gradient(150deg, #4a1d33, #2a1421 70%)', color: '#fff', px: 3, pt: 3.5, pb: 3, textAlign: 'center' }}>
        <WorkspacePremiumRounded sx={{ fontSize: 40, color: '#e0ad7c' }} aria-hidden />
        <Typography id="upgrade-title" variant="h5" component="h2" sx={{ mt: 0.5 }}>
          Upgrade to Premium
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
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
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <AlertTitle>Payment Error</AlertTitle>
            {error}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={() => void upgrade()}
          disabled={starting}
          startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ mt: 2.5 }}
        >
          Upgrade Now
        </Button>
        <Button fullWidth onClick={close} disabled={starting} sx={{ mt: 1 }}>
          Maybe later
        </Button>
      </DialogContent>
    </Dialog>
  );
}
