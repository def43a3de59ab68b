import { useThrottleStore, type ThrottleScope } from '../stores/throttle-store';

/** True while the given limit's throttle runs (the login limit, or the sign-up limit). */
export function useThrottled(scope: ThrottleScope): boolean {
  return useThrottleStore((state) => state.secondsLeft[scope] > 0);
}
