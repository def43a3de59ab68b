import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this conversation? This cannot be undone.';

interface DeleteConversationDialogProps {
  /** The title of the conversation to delete, or null when closed. */
  title: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation of SPEC section 5 'Delete conversation'. */
export function DeleteConversationDialog({ title, onCancel, onConfirm }: DeleteConversationDialogProps) {
  return (
    <Dialog open={title !== null} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="delete-conversation-title" aria-describedby="delete-conversation-text">
      <DialogTitle id="delete-conversation-title">Delete conversation?</DialogTitle>
      <DialogContent>
        {title && (
          <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', mb: 1, overflowWrap: 'anywhere' }}>{title}</DialogContentText>
        )}
        <DialogContentText id="delete-conversation-text">{DELETE_CONFIRMATION}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
