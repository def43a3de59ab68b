import CloseRounded from '../../../components/icons/material/close-rounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { COMPANION_IMAGE } from '../../../config/app';

/** Bela's picture, large. */
export function AvatarViewerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // The name goes on the paper, the element with role="dialog" (the root is presentational).
      slotProps={{ paper: { 'aria-label': "Bela's picture", sx: { bgcolor: 'transparent', boxShadow: 'none', overflow: 'visible', m: 2 } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label="Close"
        sx={{ position: 'absolute', top: -8, right: -8, zIndex: 1, bgcolor: '#fff', boxShadow: 2, '&:hover': { bgcolor: '#fff' } }}
      >
        <CloseRounded />
      </IconButton>
      <Box
        component="img"
        src={COMPANION_IMAGE}
        alt="Illustration of Bela, your AI companion"
        sx={{ display: 'block', width: 'min(80vw, 460px)', height: 'auto', aspectRatio: '1', borderRadius: '20px', boxShadow: 8 }}
      />
    </Dialog>
  );
}
