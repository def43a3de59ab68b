/** POST /stripe/create-portal (SPEC section 7): the URL of Stripe's subscription management portal. */
import type { billingEndpoints } from '@shared/contracts/billing';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type CreatePortalEndpoint = typeof billingEndpoints.createPortal;

/** 404 'no-subscription' for a member who never subscribed. */
export function createPortal(): Promise<ResponseData<CreatePortalEndpoint>> {
  return apiPost<CreatePortalEndpoint>('/stripe/create-portal', undefined);
}
