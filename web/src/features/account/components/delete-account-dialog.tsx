import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';
import { serverMessageOr } from '../utils/account-messages';

const CONFIRM_WORD = 'DELETE';
const DELETE_FAILED = 'Your account could not be deleted. Nothing was removed. Please try again.';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account is gone: sign out and leave. */
  onDeleted: () => void;
}

/** Deleting the account needs the word DELETE typed; a failure keeps everything and says why. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  // Once deleted, the dialog stays busy while the member is signed out and sent home.
  const deleting = deletion.isPending || deletion.isSuccess;
  const error = deletion.error ? serverMessageOr(deletion.error, DELETE_FAILED) : null;

  const close = () => {
    if (deleting) return;
    setTyped('');
    deletion.reset();
    onClose();
  };

  const confirm = () => {
    if (typed !== CONFIRM_WORD || deleting) return;
    deletion.mutate(undefined, { onSuccess: onDeleted });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Delete my account</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This permanently deletes your account, your profile and every conversation with Bela. It cannot be undone. An active subscription
          should be cancelled first.
        </DialogContentText>
        <TextField
          label={`Type ${CONFIRM_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoComplete="off"
          disabled={deleting}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
          }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={typed !== CONFIRM_WORD || deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Delete account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
