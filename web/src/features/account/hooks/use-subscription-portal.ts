/** Opens Stripe's customer portal; any failure reads as SPEC section 8's portal alert. */
import { createPortal } from '../api/create-portal';
import { PORTAL_FAILED } from '../utils/account-messages';
import { useExternalRedirect } from './use-external-redirect';

export interface SubscriptionPortal {
  open: () => void;
  opening: boolean;
  error: string | null;
  clearError: () => void;
}

const portalUrl = async () => (await createPortal()).portalUrl;
const portalFailed = () => PORTAL_FAILED;

export function useSubscriptionPortal(): SubscriptionPortal {
  const { run, busy, error, clearError } = useExternalRedirect(portalUrl, portalFailed);
  return { open: () => void run(), opening: busy, error, clearError };
}
