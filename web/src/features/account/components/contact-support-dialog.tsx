import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_CLOSE_DELAY_MS } from '@shared/constants';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { sendSupportMessage } from '../api/account-api';
import { contactErrorMessage, contactMessages } from '../utils/account-messages';

interface ContactSupportDialogProps {
  open: boolean;
  onClose: () => void;
  defaultName: string;
  defaultEmail: string;
}

type Field = 'name' | 'email' | 'subject' | 'message';
type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** 'Send Feedback': the Contact Support form in a dialog; it closes itself after a success. */
export function ContactSupportDialog({ open, onClose, defaultName, defaultEmail }: ContactSupportDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: defaultName, email: defaultEmail, subject: '', message: '' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Fill in the user's name and e-mail each time the dialog opens (they may have loaded late).
  const [prevOpen, setPrevOpen] = useState(open);
  if (open !== prevOpen) {
    setPrevOpen(open);
    if (open) {
      setValues((current) => ({ ...current, name: current.name || defaultName, email: current.email || defaultEmail }));
      setOutcome(null);
    }
  }

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    disabled: sending,
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await sendSupportMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setOutcome({ severity: 'success', text: contactMessages.success });
      setValues((current) => ({ ...current, subject: '', message: '' }));
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(onClose, CONTACT_CLOSE_DELAY_MS);
    } catch (error) {
      setOutcome({ severity: 'error', text: contactErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="contact-support-title">
      <form onSubmit={(event) => void onSubmit(event)} aria-label="Contact Support">
        <DialogTitle id="contact-support-title" sx={{ pr: 6 }}>
          Contact Support
        </DialogTitle>
        <IconButton onClick={onClose} aria-label="Close" disabled={sending} sx={{ position: 'absolute', right: 8, top: 10 }}>
          <CloseRounded />
        </IconButton>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Found a bug, have an idea, or a question about billing? We read every message.
          </Typography>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField id="support-name" label="Name" autoComplete="name" required {...field('name')} />
              <TextField id="support-email" label="Email" type="email" autoComplete="email" required {...field('email')} />
            </Stack>
            <TextField id="support-subject" label="Subject (optional)" {...field('subject')} />
            <TextField id="support-message" label="Message" required multiline minRows={4} maxRows={10} {...field('message')} />
            {outcome && (
              <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                {outcome.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending || outcome?.severity === 'success'}
            startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Send Message
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
