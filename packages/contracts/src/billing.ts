/** The subscription (SPEC.md sections 2 'Payment result screen', 4 'Payment page', 7, 8). */
import { z } from 'zod';
import { endpoint } from './endpoint';

/** SPEC.md: "body options object"; nothing in it changes what is bought. */
export const createCheckoutRequest = z.object({}).passthrough().optional().default({});

export const verifySessionRequest = z.object({
  sessionId: z.string().trim().min(1).max(255).regex(/^cs_[A-Za-z0-9_]+$/, 'Invalid session id.'),
});

export const sessionVerification = z.object({
  /** True when the checkout is complete and paid, and the member's access reflects it. */
  verified: z.boolean(),
  /** The member's subscription status after syncing with Stripe (`active` once paid). */
  subscriptionStatus: z.string(),
  customer: z.object({ email: z.string().nullable() }),
  /** Minor units (cents) and a lower-case ISO currency, as Stripe reports them. */
  payment: z.object({ amount: z.number().int(), currency: z.string() }),
});
export type SessionVerification = z.infer<typeof sessionVerification>;

/** How the caller's latest checkout went, for the page Checkout's "back" link returns to. */
export const checkoutOutcome = z.object({
  /** The newest card payment attempt, within the last hour, was declined: nothing was charged. */
  declined: z.boolean(),
});
export type CheckoutOutcome = z.infer<typeof checkoutOutcome>;

export const billingEndpoints = {
  createCheckout: endpoint({
    method: 'POST',
    path: '/stripe/create-checkout',
    access: 'user',
    summary:
      'Starts Stripe Checkout for the USD 9.00 monthly subscription; 409 already-subscribed for a member who has one.',
    body: createCheckoutRequest,
    response: z.object({ url: z.string() }),
  }),
  createPortal: endpoint({
    method: 'POST',
    path: '/stripe/create-portal',
    access: 'user',
    summary: "Opens Stripe's customer portal, where a member manages or cancels the subscription.",
    response: z.object({ portalUrl: z.string() }),
  }),
  verifySession: endpoint({
    method: 'POST',
    path: '/stripe/verify-session',
    access: 'user',
    summary:
      "Verifies a Checkout session of the caller's own with Stripe and brings their access up to date at once; another member's session is 404.",
    body: verifySessionRequest,
    response: sessionVerification,
  }),
  checkoutOutcome: endpoint({
    method: 'POST',
    path: '/stripe/checkout-outcome',
    access: 'user',
    summary:
      "Whether the caller's newest card payment attempt, in the last hour, was declined (Stripe's charges of their customer), so the page Checkout returns to says the card was declined and nothing was charged.",
    response: checkoutOutcome,
  }),
};
