/**
 * The subscription API (SPEC.md section 7): Checkout, the customer portal, and verification of a
 * returning member's Checkout session, which syncs their access at once.
 */
import type { Request } from 'express';
import { billingEndpoints } from '@bela/contracts/billing';
import { AppError } from '../../platform/app-error';
import type { UserRecord } from '../../stores/users';
import { route, type RouteBinding } from '../../http/route';
import { syncCustomer, type SyncDeps } from './subscription-sync';

export interface BillingDeps extends SyncDeps {
  /** Where members come back to, unless the request comes from another allowed origin. */
  publicAppUrl: string;
  allowedOrigins: string[];
}

export function billingRoutes(deps: BillingDeps): RouteBinding[] {
  /** The web origin the member is on (an allowed one), so Stripe sends them back there. */
  const appBase = (req: Request) => {
    const origin = req.get('origin');
    return origin && deps.allowedOrigins.includes(origin) ? origin : deps.publicAppUrl;
  };

  const profile = async (uid: string): Promise<UserRecord> => {
    const record = await deps.users.get(uid);
    if (!record) throw new AppError('user-not-found');
    return record;
  };

  return [
    route(billingEndpoints.createCheckout, async ({ caller, req }) => {
      const record = await profile(caller.uid);
      let customerId = record.stripeCustomerId;
      if (customerId) {
        // What Stripe says now, not what the record last heard: one subscription per member.
        const current = await syncCustomer(deps, customerId, caller.uid);
        if (current?.subscriptionStatus === 'active') throw new AppError('already-subscribed');
      } else {
        customerId = await deps.payments.createCustomer({ email: record.email, name: record.displayName, uid: caller.uid });
        await deps.users.setStripeCustomer(caller.uid, customerId);
      }
      const base = appBase(req);
      return deps.payments.createCheckoutSession({
        customerId,
        uid: caller.uid,
        successUrl: `${base}/payment/success?status=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/payment/cancelled`,
      });
    }),

    route(billingEndpoints.createPortal, async ({ caller, req }) => {
      const { stripeCustomerId } = await profile(caller.uid);
      if (!stripeCustomerId) throw new AppError('no-subscription');
      const { url } = await deps.payments.createPortalSession({ customerId: stripeCustomerId, returnUrl: `${appBase(req)}/chat` });
      return { portalUrl: url };
    }),

    route(billingEndpoints.verifySession, async ({ body, caller }) => {
      const { stripeCustomerId } = await profile(caller.uid);
      const session = await deps.payments.getCheckoutSession(body.sessionId);
      // Another member's session is as unknown as a made-up one: nothing of it is told.
      if (!session || !stripeCustomerId || session.customerId !== stripeCustomerId) throw new AppError('session-not-found');
      const fields = await syncCustomer(deps, stripeCustomerId, caller.uid);
      const paid = session.status === 'complete' && session.paymentStatus === 'paid';
      return {
        verified: paid && fields?.subscriptionStatus === 'active',
        subscriptionStatus: fields?.subscriptionStatus ?? 'none',
        customer: { email: session.customerEmail },
        payment: { amount: session.amountTotal ?? 0, currency: session.currency ?? 'usd' },
      };
    }),
  ];
}
