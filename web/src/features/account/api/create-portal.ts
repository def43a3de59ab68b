/** POST /stripe/create-portal (SPEC section 7): the URL of Stripe's subscription management portal. */
import type { billingEndpoints } from '@bela/contracts/billing';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { requireRedirectUrl } from '../utils/redirect-url';
import { accountKeys } from './query-keys';

type CreatePortalEndpoint = typeof billingEndpoints.createPortal;

/** 404 'no-subscription' for a member who never subscribed. */
export function createPortal(): Promise<ResponseData<CreatePortalEndpoint>> {
  return apiPost<CreatePortalEndpoint>('/stripe/create-portal', undefined);
}

/** Opens a portal session; resolves with the URL to leave for (checked to be http or https). */
export function useCreatePortal() {
  return useMutation({
    mutationKey: accountKeys.portal(),
    mutationFn: async () => requireRedirectUrl((await createPortal()).portalUrl, window.location.href),
  });
}
