import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import {
  cancelEmulatorGoogleAccount,
  cancelOpenEmulatorGoogleAccount,
  submitEmulatorGoogleAccount,
  useEmulatorAccountStore,
  type EmulatorAccountRequest,
} from '../stores/emulator-google-account';
import { signupErrorMessages } from '../utils/auth-errors';
import { looksLikeEmail } from '../utils/emulator-google';
import { GoogleIcon } from './google-icon';

function AccountForm({ request }: { request: EmulatorAccountRequest }) {
  const [email, setEmail] = useState(request.suggestion.email);
  const [name, setName] = useState(request.suggestion.name);
  const [emailError, setEmailError] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setEmailError(true);
      return;
    }
    submitEmulatorGoogleAccount({ email, name });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="google-emulator-title" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25, pr: 3 }}>
        <GoogleIcon style={{ fontSize: 22, marginTop: 4, flexShrink: 0 }} />
        Sign in with Google (emulator)
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="google-emulator-description" sx={{ mb: 2.5, fontSize: 14 }}>
          The app is running on the local Auth emulator, where Google's sign-in window cannot open. Enter the Google account
          to sign in as; the same e-mail always signs in to the same account.
        </DialogContentText>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <TextField
            id="google-emulator-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(false);
            }}
            error={emailError}
            helperText={emailError ? signupErrorMessages.invalidEmail : undefined}
            required
            fullWidth
            autoFocus
          />
          <TextField
            id="google-emulator-name"
            label="Name"
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={cancelEmulatorGoogleAccount} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained">
          Sign in
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The emulator's stand-in for Google's account chooser. Rendered by a Google button and open only
 * while that button's sign-in waits for an account (`active`).
 */
export function GoogleEmulatorDialog({ active }: { active: boolean }) {
  const request = useEmulatorAccountStore((state) => state.request);
  const open = useEmulatorAccountStore((state) => state.open) && active;

  // A button that goes away mid-request (navigation) must not leave its sign-in waiting forever.
  useEffect(() => {
    if (!active) return;
    return cancelOpenEmulatorGoogleAccount;
  }, [active]);

  if (!request) return null;
  return (
    <Dialog
      open={open}
      onClose={cancelEmulatorGoogleAccount}
      fullWidth
      maxWidth="xs"
      aria-labelledby="google-emulator-title"
      aria-describedby="google-emulator-description"
      sx={{ '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } }}
    >
      <AccountForm key={request.id} request={request} />
    </Dialog>
  );
}
