import MailOutlineRounded from '../../../components/icons/material/mail-outline-rounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRIAL_DAYS, WAITLIST_TRIAL_DAYS } from '@bela/contracts/constants';
import { dayAdjective, dayCount } from '../../../utils/pricing';
import { useWaitlistCheck, type WaitlistCheckState } from '../hooks/use-waitlist-check';
import { waitlistAnswer } from '../utils/waitlist-answer';

interface WaitlistDialogProps {
  open: boolean;
  /** The member's own e-mail (the server answers for no other). */
  email: string;
  onClose: () => void;
  /** Every answer, so the caller can catch up when it differs from what the user info said. */
  onAnswer?: (onList: boolean) => void;
}

function Answer({ state }: { state: WaitlistCheckState }) {
  if (state.status === 'checking') {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 1.5, color: 'text.secondary' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>Checking the waitlist...</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {state.message}
      </Alert>
    );
  }
  const { title, text } = waitlistAnswer(state.onList);
  return (
    <Alert severity={state.onList ? 'success' : 'info'} role="status" data-testid="waitlist-answer">
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}

/**
 * The waitlist dialog of SPEC section 2: whether the member's e-mail is on the waitlist, and so
 * whether their trial is the 14-day one (POST /data/check-waitlist). It asks as soon as it opens;
 * mount it afresh for each opening (a new `key`).
 */
export function WaitlistDialog({ open, email, onClose, onAnswer }: WaitlistDialogProps) {
  const { state, retry } = useWaitlistCheck(email, open, onAnswer);
  const checking = state.status === 'checking';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="waitlist-title"
      aria-describedby="waitlist-intro"
      aria-busy={checking}
      // On a phone the dialog keeps a narrower margin, so the e-mail and the answer have room.
      slotProps={{ paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="waitlist-title">Waitlist check</DialogTitle>
      <DialogContent>
        <DialogContentText id="waitlist-intro" sx={{ mb: 2 }}>
          E-mail addresses on the waitlist get a {dayAdjective(WAITLIST_TRIAL_DAYS)} free trial instead of the standard {dayCount(TRIAL_DAYS)}.
        </DialogContentText>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mb: 2, px: 1.5, py: 1, borderRadius: '10px', bgcolor: 'rgba(176, 48, 90, 0.06)', minWidth: 0 }}
        >
          <MailOutlineRounded fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="waitlist-email">
            {email}
          </Box>
        </Stack>
        <Answer state={state} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={retry} disabled={checking}>
          {state.status === 'failed' ? 'Try again' : 'Check again'}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
