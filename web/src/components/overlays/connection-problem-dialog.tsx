import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { overlayActionsSx, overlayDialogSx } from './overlay-dialog-sx';

const TRYING = 'Trying to reach our services…';
const STILL_UNREACHABLE = 'Still no answer. Please check your connection and try again in a moment.';

interface ConnectionProblemDialogProps {
  open: boolean;
  connectionError: string;
  /** Asks the backend again; resolves true when it answered (the dialog then closes). */
  onTryAgain: () => Promise<boolean>;
  onContinue: () => void;
}

/**
 * 'Connection Problem' (SPEC section 2): the backend did not come up. 'Try Again' asks once more;
 * 'Continue Anyway (Limited Features)' lets the visitor go on without it.
 */
export function ConnectionProblemDialog({ open, connectionError, onTryAgain, onContinue }: ConnectionProblemDialogProps) {
  const [trying, setTrying] = useState(false);
  const [stillFailing, setStillFailing] = useState(false);

  // The button stays enabled while asking (disabling it would drop the keyboard focus); a second
  // press meanwhile does nothing.
  const tryAgain = async () => {
    if (trying) return;
    setTrying(true);
    setStillFailing(false);
    const answered = await onTryAgain();
    setTrying(false);
    setStillFailing(!answered);
  };

  return (
    <Dialog
      open={open}
      // Escape is the keyboard's way out, as 'Continue Anyway'; a stray click beside the dialog is not.
      onClose={(_event, reason) => reason === 'escapeKeyDown' && onContinue()}
      maxWidth="sm"
      fullWidth
      sx={overlayDialogSx}
      aria-labelledby="connection-problem-title"
      aria-describedby="connection-problem-text"
    >
      <DialogTitle id="connection-problem-title">Connection Problem</DialogTitle>
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {connectionError}
        </Alert>
        <DialogContentText id="connection-problem-text">
          Bela could not reach its servers. Check your internet connection and try again, or continue: signing in, chat and the
          gallery will not work until the connection is back.
        </DialogContentText>
        <Typography role="status" variant="body2" sx={{ mt: trying || stillFailing ? 1.5 : 0, color: stillFailing ? 'error.main' : 'text.secondary' }}>
          {trying ? TRYING : stillFailing ? STILL_UNREACHABLE : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={overlayActionsSx}>
        <Button onClick={onContinue}>Continue Anyway (Limited Features)</Button>
        <Button variant="contained" onClick={() => void tryAgain()} autoFocus>
          Try Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
