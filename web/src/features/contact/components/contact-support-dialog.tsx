import CloseRounded from '../../../components/icons/material/close-rounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CONTACT_CLOSE_DELAY_MS } from '../../../config/ui';
import { useEffect, useRef } from 'react';
import { ContactForm } from './contact-form';

interface ContactSupportDialogProps {
  open: boolean;
  onClose: () => void;
  defaultName: string;
  defaultEmail: string;
}

/** 'Send Feedback': the Contact Support form in a dialog that closes itself after a success. */
export function ContactSupportDialog({ open, onClose, defaultName, defaultEmail }: ContactSupportDialogProps) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClose, CONTACT_CLOSE_DELAY_MS);
  };

  // The form mounts with each opening, so it starts from the user's current name and e-mail.
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="contact-support-title">
      <DialogTitle id="contact-support-title" sx={{ pr: 6 }}>
        Contact Support
      </DialogTitle>
      <IconButton onClick={onClose} aria-label="Close" sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Found a bug, have an idea, or a question about billing? We read every message.
        </Typography>
        <ContactForm defaultName={defaultName} defaultEmail={defaultEmail} onSent={closeSoon} />
      </DialogContent>
    </Dialog>
  );
}
