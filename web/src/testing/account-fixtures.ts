/**
 * Billing and account answers for component tests: a verified Checkout session as POST
 * /stripe/verify-session answers it, Stripe's addresses, and the user-info reload the account
 * dialogs and the payment page ask for after a change.
 */
import { authEndpoints, type UserInfo } from '@bela/contracts/auth';
import type { SessionVerification } from '@bela/contracts/billing';
import { onApi } from './api-handlers';
import { server } from './msw-server';

export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_new';
export const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_test_1';

/** A paid Checkout session: USD 9.00, the subscription active. */
export function verifiedPayment(overrides: Partial<SessionVerification> = {}): SessionVerification {
  return {
    verified: true,
    subscriptionStatus: 'active',
    customer: { email: 'ana@example.com' },
    payment: { amount: 900, currency: 'usd' },
    ...overrides,
  };
}

/** Answers POST /auth/user-info with `info` (the reload after a payment, a verification, an opened dialog). */
export function answerUserInfo(info: UserInfo): void {
  server.use(onApi(authEndpoints.userInfo, () => info));
}
