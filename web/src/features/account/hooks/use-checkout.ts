/**
 * Starts Stripe Checkout and sends the browser there. A failure reads as SPEC section 8's
 * 'Payment Error' text: the server's message or 'Failed to start checkout process. Please try again.'
 */
import { useCreateCheckout } from '../api/create-checkout';
import { checkoutErrorMessage } from '../utils/account-messages';
import { useExternalRedirect } from './use-external-redirect';
import { rememberUpgradeReturn } from '../../../lib/upgrade-return';

export interface Checkout {
  start: () => void;
  starting: boolean;
  error: string | null;
  clearError: () => void;
}

export function useCheckout(): Checkout {
  const { run, busy, error, clearError } = useExternalRedirect(useCreateCheckout(), checkoutErrorMessage);
  // After paying, the member comes back where the upgrade began (the gallery, or the chat's conversation).
  const start = () => {
    rememberUpgradeReturn(window.location.pathname + window.location.search);
    run();
  };
  return { start, starting: busy, error, clearError };
}
