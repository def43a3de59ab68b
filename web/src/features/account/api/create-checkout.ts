/** POST /stripe/create-checkout (SPEC section 7): the URL of Stripe's hosted payment page. */
import type { billingEndpoints } from '@shared/contracts/billing';
import type { ResponseData } from '@shared/contracts/endpoint';
import { apiPost } from '../../../lib/api-client';

type CreateCheckoutEndpoint = typeof billingEndpoints.createCheckout;

/** 409 'already-subscribed' for a member whose subscription is active. */
export function createCheckout(): Promise<ResponseData<CreateCheckoutEndpoint>> {
  return apiPost<CreateCheckoutEndpoint>('/stripe/create-checkout', {});
}
