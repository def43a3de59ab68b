/**
 * Starts Stripe Checkout and sends the browser there. A failure reads as SPEC section 8's
 * 'Payment Error' text: the server's message or 'Failed to start checkout process. Please try again.'
 */
import { useCreateCheckout } from '../api/create-checkout';
import { checkoutErrorMessage } from '../utils/account-messages';
import { useExternalRedirect } from './use-external-redirect';

export interface Checkout {
  start: () => void;
  starting: boolean;
  error: string | null;
  clearError: () => void;
}

export function useCheckout(): Checkout {
  const { run, busy, error, clearError } = useExternalRedirect(useCreateCheckout(), checkoutErrorMessage);
  return { start: run, starting: busy, error, clearError };
}
