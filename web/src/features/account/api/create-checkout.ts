/** POST /stripe/create-checkout (SPEC section 7): the URL of Stripe's hosted payment page. */
import type { billingEndpoints } from '@bela/contracts/billing';
import type { ResponseData } from '@bela/contracts/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { refreshUserInfo } from '../../../lib/session/session';
import { requireRedirectUrl } from '../utils/redirect-url';
import { accountKeys } from './query-keys';

type CreateCheckoutEndpoint = typeof billingEndpoints.createCheckout;

/** 409 'already-subscribed' for a member whose subscription is active. */
export function createCheckout(): Promise<ResponseData<CreateCheckoutEndpoint>> {
  return apiPost<CreateCheckoutEndpoint>('/stripe/create-checkout', {});
}

/** Starts Checkout; resolves with the URL to leave for (checked to be http or https). */
export function useCreateCheckout() {
  return useMutation({
    mutationKey: accountKeys.checkout(),
    mutationFn: async () => requireRedirectUrl((await createCheckout()).url, window.location.href),
    onError: (error) => {
      // Already a member (paid in another tab, say): reload the user info so the app shows it.
      if (isApiError(error) && error.code === 'already-subscribed') void refreshUserInfo();
    },
  });
}
