/**
 * Starts Stripe Checkout and sends the browser there. A failure reads as SPEC section 8's
 * 'Payment Error' text: the server's message or 'Failed to start checkout process. Please try again.'
 */
import { isApiError } from '../../../lib/api-error';
import { refreshUserInfo } from '../../../lib/session/session';
import { createCheckout } from '../api/create-checkout';
import { checkoutErrorMessage } from '../utils/account-messages';
import { useExternalRedirect } from './use-external-redirect';

export interface Checkout {
  start: () => void;
  starting: boolean;
  error: string | null;
  clearError: () => void;
}

const checkoutUrl = async () => (await createCheckout()).url;

function checkoutFailure(error: unknown): string {
  // Already a member (paid in another tab, say): bring the user info up to date so the UI shows it.
  if (isApiError(error) && error.code === 'already-subscribed') void refreshUserInfo({ silent: true });
  return checkoutErrorMessage(error);
}

export function useCheckout(): Checkout {
  const { run, busy, error, clearError } = useExternalRedirect(checkoutUrl, checkoutFailure);
  return { start: () => void run(), starting: busy, error, clearError };
}
