import Alert from '@mui/material/Alert';
import { useThrottleStore } from '../stores/throttle-store';
import { throttleMessage } from '../utils/throttle';

/** True while the sign-in throttle runs. */
export function useThrottled(): boolean {
  return useThrottleStore((state) => state.secondsLeft > 0);
}

/**
 * 'Too many attempts. Please wait N seconds and try again.' with a live countdown, while the
 * sign-in throttle runs. The alert is announced when it appears, not on every tick.
 */
export function ThrottleNotice() {
  const secondsLeft = useThrottleStore((state) => state.secondsLeft);
  if (secondsLeft <= 0) return null;
  return (
    <Alert severity="warning" role="alert" aria-live="off" aria-atomic="true">
      {throttleMessage(secondsLeft)}
    </Alert>
  );
}
