/**
 * POST /stripe/checkout-outcome: whether the member's newest card attempt was declined. Checkout's
 * "back" link cannot say so itself (its address is fixed before the member pays), so the page it
 * returns to asks.
 */
import type { billingEndpoints } from '@bela/contracts/billing';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

type CheckoutOutcomeEndpoint = typeof billingEndpoints.checkoutOutcome;
export type CheckoutOutcome = ResponseData<CheckoutOutcomeEndpoint>;

/** Asked once per visit of the page; a failure reads as a plain cancellation. */
export function useCheckoutOutcome(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.checkoutOutcome(),
    queryFn: ({ signal }) => apiPost<CheckoutOutcomeEndpoint>('/stripe/checkout-outcome', undefined, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
