import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactErrorMessage, contactMessages } from '../utils/contact-messages';
import { contactFieldErrors, type ContactField, type ContactFieldErrors, type ContactValues } from '../utils/contact-validation';

interface ContactFormProps {
  defaultName?: string;
  defaultEmail?: string;
  /** Called after a successful send (a dialog closes itself after CONTACT_CLOSE_DELAY_MS). */
  onSent?: () => void;
}

/**
 * The Contact Support form: name, email, optional subject and message. The name and e-mail show
 * their defaults until the member edits them, so defaults that arrive after the first render (the
 * user info still loading) still fill them.
 */
export function ContactForm({ defaultName = '', defaultEmail = '', onSent }: ContactFormProps) {
  const [edits, setEdits] = useState<Partial<ContactValues>>({});
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const sending = useSendContactMessage();
  const values: ContactValues = {
    name: edits.name ?? defaultName,
    email: edits.email ?? defaultEmail,
    subject: edits.subject ?? '',
    message: edits.message ?? '',
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setEdits((current) => ({ ...current, [name]: event.target.value }));
      setFieldErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
    disabled: sending.isPending,
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const errors = contactFieldErrors(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      sending.reset();
      return;
    }
    const message = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    sending.mutate(message, {
      onSuccess: () => {
        setEdits((current) => ({ ...current, subject: '', message: '' }));
        onSent?.();
      },
    });
  };

  let outcome: { severity: 'success' | 'error'; text: string } | null = null;
  if (sending.isSuccess) outcome = { severity: 'success', text: contactMessages.success };
  else if (sending.isError) outcome = { severity: 'error', text: contactErrorMessage(sending.error) };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label="Contact Support" aria-busy={sending.isPending}>
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
        disabled={sending.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
        startIcon={sending.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Send Message
      </Button>
    </Stack>
  );
}
