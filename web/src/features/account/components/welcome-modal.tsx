import SmartToyOutlined from '../../../components/icons/material/smart-toy-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANION_IMAGE } from '../../../config/app';

interface WelcomeModalProps {
  open: boolean;
  name: string;
  email: string;
  /** Unverified, the welcome asks for the e-mail link first: chatting starts after it. */
  verified: boolean;
  trialDays: number;
  /**
   * The address had its free trial before (the sign-up's `trialAlreadyUsed`): the welcome says the
   * account goes on with it, with `daysRemaining` days (0: none left).
   */
  trialAlreadyUsed?: boolean;
  daysRemaining?: number;
  onClose: () => void;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What the welcome says of the trial: started now, or the address's earlier one going on, or used up. */
function TrialSentence({ trialDays, trialAlreadyUsed, daysRemaining }: Pick<WelcomeModalProps, 'trialDays' | 'trialAlreadyUsed' | 'daysRemaining'>) {
  if (!trialAlreadyUsed) {
    return (
      <>
        Your free trial has started: you have <strong>{days(trialDays)}</strong> to chat with Bela and explore her gallery.
      </>
    );
  }
  if (!daysRemaining) {
    return (
      <>
        <strong>Your free trial was already used.</strong> This e-mail address had a free trial on an earlier account, so this account does not
        start a new one. Upgrade to Premium to chat with Bela.
      </>
    );
  }
  return (
    <>
      <strong>This e-mail address has had a free trial before.</strong> This account goes on with it rather than starting a new one: you have{' '}
      <strong>{days(daysRemaining)}</strong> left.
    </>
  );
}

/** Once, after a sign-up, for a trial user without conversations. */
export function WelcomeModal({ open, name, email, verified, trialDays, trialAlreadyUsed = false, daysRemaining, onClose }: WelcomeModalProps) {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="welcome-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <Box
          component="img"
          src={COMPANION_IMAGE}
          alt=""
          width={104}
          height={104}
          sx={{ borderRadius: '50%', boxShadow: '0 0 0 4px #fff, 0 10px 30px rgba(42,20,33,0.2)' }}
        />
        <Typography id="welcome-title" variant="h5" component="h2" sx={{ mt: 2 }}>
          {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          <TrialSentence trialDays={trialDays} trialAlreadyUsed={trialAlreadyUsed} daysRemaining={daysRemaining} />
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2, p: 1.5, borderRadius: '12px', bgcolor: 'rgba(176, 48, 90, 0.07)', textAlign: 'left', alignItems: 'flex-start' }}>
          <SmartToyOutlined sx={{ color: 'primary.main', mt: '2px' }} aria-hidden />
          <Typography variant="body2">Bela is an AI companion, a fictional character. She is not a real person.</Typography>
        </Stack>
        {!verified && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            One step first: open the link we sent to <strong>{email}</strong> to verify your e-mail. Then Bela is all yours.
          </Typography>
        )}
        <Button variant="contained" size="large" fullWidth onClick={onClose} sx={{ mt: 3, mb: 1 }} autoFocus>
          {verified && !(trialAlreadyUsed && !daysRemaining) ? 'Start chatting' : 'Got it'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
