/** "Forget everything": every memory deleted, after a confirmation that says it cannot be undone. */
import DeleteForeverOutlined from '../../../components/icons/material/delete-forever-outlined';
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
import { useId, useState } from 'react';
import { useClearMemories } from '../../../resources/memories/mutations';
import { memoryErrorMessage, memoryMessages } from '../utils/memory-messages';

interface ForgetEverythingProps {
  uid: string | null;
  count: number;
  /** Done: the page says so. */
  onForgotten: () => void;
}

export function forgetConfirmation(count: number): string {
  const things = count === 1 ? 'the one thing' : `all ${count} things`;
  return `Bela will forget ${things} she knows about you. This can't be undone.`;
}

export function ForgetEverything({ uid, count, onForgotten }: ForgetEverythingProps) {
  const [open, setOpen] = useState(false);
  const clear = useClearMemories(uid);
  const titleId = useId();
  const textId = useId();

  const close = () => {
    if (clear.isPending) return;
    setOpen(false);
    clear.reset();
  };
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onForgotten();
      },
    });

  return (
    <Box component="section" aria-label="Forget everything" sx={{ pt: 1 }}>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setOpen(true)} disabled={count === 0}>
        Forget everything
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.75 }}>
        Deletes every memory. Your conversations stay.
      </Typography>
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Forget everything?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{forgetConfirmation(count)}</DialogContentText>
          {clear.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {memoryErrorMessage(clear.error, memoryMessages.clearFailed)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} autoFocus disabled={clear.isPending}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            variant="contained"
            color="error"
            disabled={clear.isPending}
            startIcon={clear.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          >
            Forget everything
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
