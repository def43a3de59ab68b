import CardGiftcardRounded from '../../../components/icons/material/card-giftcard-rounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ComplimentaryResult, MemberDetails } from '@bela/contracts/admin-members';
import { useState } from 'react';
import { useGrantComplimentary } from '../api/grant-complimentary';
import { formatDay } from '../utils/format';

const DAYS = 30;
const DAY_MS = 86_400_000;

/** Where a new month would end: 30 days after the later of now and the running month's end. */
function nextEnd(until: string | null): string {
  const running = until ? new Date(until).getTime() : 0;
  return new Date(Math.max(Date.now(), running) + DAYS * DAY_MS).toISOString();
}

interface ComplimentaryGrantProps {
  member: MemberDetails;
  onGranted: (result: ComplimentaryResult) => void;
}

/**
 * 'Grant a complimentary month', behind a confirmation; refused beforehand for a member Stripe
 * already pays for (the server refuses it too).
 */
export function ComplimentaryGrant({ member, onGranted }: ComplimentaryGrantProps) {
  const grant = useGrantComplimentary();
  const [open, setOpen] = useState(false);
  const [granted, setGranted] = useState<string | null>(null);
  const name = member.displayName || member.email;
  const paying = member.plan === 'paid';

  const close = () => {
    if (grant.isPending) return;
    setOpen(false);
    grant.reset();
  };
  const confirm = () =>
    grant.mutate(member.uid, {
      onSuccess: (result) => {
        setGranted(result.until);
        setOpen(false);
        onGranted(result);
      },
    });

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<CardGiftcardRounded aria-hidden />}
        disabled={paying}
        aria-describedby={paying ? 'complimentary-paying' : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          setGranted(null);
          setOpen(true);
        }}
      >
        Grant a complimentary month
      </Button>
      {paying && (
        <Typography id="complimentary-paying" variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
          This member pays through Stripe: a complimentary month would not change anything.
        </Typography>
      )}
      <Box role="status" sx={{ mt: granted ? 1.5 : 0 }}>
        {granted && (
          <Alert severity="success">
            Complimentary month granted: {name} has full access until {formatDay(granted)}.
          </Alert>
        )}
      </Box>
      <Dialog open={open} onClose={close} aria-labelledby="complimentary-title" aria-describedby="complimentary-text" maxWidth="xs" fullWidth>
        <DialogTitle id="complimentary-title">Grant a complimentary month?</DialogTitle>
        <DialogContent>
          <DialogContentText id="complimentary-text">
            {name} gets {DAYS} days of full access, until {formatDay(nextEnd(member.complimentary.until))}. It is not a Stripe subscription: nothing is charged, and
            they see it as a complimentary month.
          </DialogContentText>
          {grant.error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {grant.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={grant.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={confirm}
            aria-busy={grant.isPending}
            disabled={grant.isPending}
            startIcon={grant.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Grant
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
