/** Opens Stripe's customer portal; any failure reads as SPEC section 8's portal alert. */
import { useCreatePortal } from '../api/create-portal';
import { PORTAL_FAILED } from '../utils/account-messages';
import { useExternalRedirect } from './use-external-redirect';

export interface SubscriptionPortal {
  open: () => void;
  opening: boolean;
  error: string | null;
  clearError: () => void;
}

const portalFailed = () => PORTAL_FAILED;

export function useSubscriptionPortal(): SubscriptionPortal {
  const { run, busy, error, clearError } = useExternalRedirect(useCreatePortal(), portalFailed);
  return { open: run, opening: busy, error, clearError };
}
