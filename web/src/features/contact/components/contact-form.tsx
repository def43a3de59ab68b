import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import { contactErrorMessage, contactMessages } from '../utils/contact-messages';

interface ContactFormProps {
  defaultName?: string;
  defaultEmail?: string;
  /** Called after a successful send (a dialog closes itself after CONTACT_CLOSE_DELAY_MS). */
  onSent?: () => void;
}

type Field = 'name' | 'email' | 'subject' | 'message';
type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** The Contact Support form: name, email, optional subject and message. */
export function ContactForm({ defaultName = '', defaultEmail = '', onSent }: ContactFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: defaultName, email: defaultEmail, subject: '', message: '' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

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
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setOutcome({ severity: 'success', text: contactMessages.success });
      setValues((current) => ({ ...current, subject: '', message: '' }));
      onSent?.();
    } catch (error) {
      setOutcome({ severity: 'error', text: contactErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label="Contact Support" aria-busy={sending}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField id="contact-name" label="Name" autoComplete="name" required {...field('name')} />
        <TextField id="contact-email" label="Email" type="email" autoComplete="email" required {...field('email')} />
      </Stack>
      <TextField id="contact-subject" label="Subject (optional)" {...field('subject')} />
      <TextField id="contact-message" label="Message" required multiline minRows={5} {...field('message')} />
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Send Message
      </Button>
    </Stack>
  );
}
