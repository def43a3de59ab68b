import Alert from '@mui/material/Alert';
import { useThrottleStore, type ThrottleScope } from '../stores/throttle-store';
import { throttleMessage } from '../utils/throttle';

/**
 * 'Too many attempts. Please wait N seconds and try again.' with a live countdown, while the
 * given limit's throttle runs. The alert is announced when it appears, not on every tick.
 */
export function ThrottleNotice({ scope }: { scope: ThrottleScope }) {
  const secondsLeft = useThrottleStore((state) => state.secondsLeft[scope]);
  if (secondsLeft <= 0) return null;
  return (
    <Alert severity="warning" role="alert" aria-live="off" aria-atomic="true">
      {throttleMessage(secondsLeft)}
    </Alert>
  );
}
