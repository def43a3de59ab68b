import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { GlobalErrorTitle } from '../../lib/global-errors/classify-global-error';
import type { ShownError } from '../../lib/global-errors/error-dialog-queue';
import { overlayActionsSx, overlayDialogSx } from './overlay-dialog-sx';

/** What each kind of error means for the visitor, and what to do. */
const EXPLANATIONS: Record<GlobalErrorTitle, string> = {
  'Connection Issue': 'We are having trouble reaching our services. Check your internet connection, then refresh the page.',
  'Authentication Issue': 'There was a problem with your sign-in. Refreshing the page usually fixes it; if not, log in again.',
  'Something went wrong': 'An unexpected error occurred. You can carry on, or refresh the page if something looks wrong.',
  'Application Error': 'Part of the page stopped working. Refreshing the page should fix it.',
};

interface GlobalErrorDialogProps {
  open: boolean;
  error: ShownError;
  onDismiss: () => void;
}

const foldedNote = (count: number) => `${count} more ${count === 1 ? 'error' : 'errors'} occurred after this one.`;

/** The global error dialog (SPEC sections 2 and 8, "Global handler"): 'Refresh Page' and 'Dismiss'. */
export function GlobalErrorDialog({ open, error, onDismiss }: GlobalErrorDialogProps) {
  return (
    <Dialog open={open} onClose={onDismiss} maxWidth="xs" fullWidth sx={overlayDialogSx} aria-labelledby="global-error-title" aria-describedby="global-error-text">
      <DialogTitle id="global-error-title">{error.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="global-error-text">{EXPLANATIONS[error.title]}</DialogContentText>
        {error.detail && (
          <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
            {error.detail}
          </Typography>
        )}
        {error.folded > 0 && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {foldedNote(error.folded)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={overlayActionsSx}>
        <Button onClick={onDismiss} autoFocus>
          Dismiss
        </Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </DialogActions>
    </Dialog>
  );
}
