import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { GalleryPhoto } from '@bela/contracts/gallery';

interface DeletePhotoDialogProps {
  /** The photo to delete, or null when closed. */
  photo: GalleryPhoto | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeletePhotoDialog({ photo, deleting, error, onCancel, onConfirm }: DeletePhotoDialogProps) {
  return (
    <Dialog
      open={photo !== null}
      onClose={deleting ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-photo-title"
      aria-describedby="delete-photo-text"
    >
      <DialogTitle id="delete-photo-title">Delete this photo?</DialogTitle>
      <DialogContent>
        {photo && (
          <>
            <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}>{photo.title}</DialogContentText>
            {photo.originalName && (
              <DialogContentText variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
                {photo.originalName}
              </DialogContentText>
            )}
          </>
        )}
        <DialogContentText id="delete-photo-text">
          It will be removed from the gallery for everyone, with every stored size of it. This cannot be undone.
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
