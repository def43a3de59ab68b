/**
 * The subscription API (SPEC.md section 7): Checkout, the customer portal, and verification of a
 * returning member's Checkout session, which syncs their access at once. Every call asks Stripe
 * something, so each is limited per account and per client address (429 with Retry-After).
 */
import type { Request } from 'express';
import { billingEndpoints } from '@bela/contracts/billing';
import { AppError } from '../../platform/app-error';
import type { UserRecord } from '../../stores/users';
import type { RateLimiter, RateRule } from '../../stores/rate-limits';
import { route, type RouteBinding } from '../../http/route';
import { syncCustomer, type SyncDeps } from './subscription-sync';

const HOUR = 60 * 60;
const MINUTE = 60;

/** Checkouts a member may start in an hour: each is a Stripe session; deciding takes a few. */
export const CHECKOUTS_PER_ACCOUNT_PER_HOUR = 10;
/** Checkouts one address may start in an hour: a household or office shares an address. */
export const CHECKOUTS_PER_ADDRESS_PER_HOUR = 30;
/** Portal visits a member may open in an hour: each is a Stripe portal session. */
export const PORTALS_PER_ACCOUNT_PER_HOUR = 10;
/** Portal visits one address may open in an hour (several members behind one address). */
export const PORTALS_PER_ADDRESS_PER_HOUR = 30;
/** Verifications a member may ask for in a minute: the result page asks once, 'Check again' a few times. */
export const VERIFICATIONS_PER_ACCOUNT_PER_MINUTE = 20;
/** Verifications one address may ask for in a minute (several members behind one address). */
export const VERIFICATIONS_PER_ADDRESS_PER_MINUTE = 60;

/** A declined attempt older than this is history, not the checkout the member is coming back from. */
export const RECENT_DECLINE_MS = 60 * 60 * 1000;

/** A limit of one billing route, per account or per client address. */
const rule = (scope: string, limit: number, windowSeconds: number): RateRule => ({ scope, limit, windowSeconds, code: 'too-many-requests' });

export const billingRules = {
  checkout: {
    account: rule('checkout-account', CHECKOUTS_PER_ACCOUNT_PER_HOUR, HOUR),
    address: rule('checkout-address', CHECKOUTS_PER_ADDRESS_PER_HOUR, HOUR),
  },
  portal: {
    account: rule('portal-account', PORTALS_PER_ACCOUNT_PER_HOUR, HOUR),
    address: rule('portal-address', PORTALS_PER_ADDRESS_PER_HOUR, HOUR),
  },
  verify: {
    account: rule('verify-session-account', VERIFICATIONS_PER_ACCOUNT_PER_MINUTE, MINUTE),
    address: rule('verify-session-address', VERIFICATIONS_PER_ADDRESS_PER_MINUTE, MINUTE),
  },
} as const;

export interface BillingDeps extends SyncDeps {
  rateLimiter: RateLimiter;
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

  /** Counts the call against the member and their address; refuses past either limit. */
  const limit = async (rules: { account: RateRule; address: RateRule }, uid: string, clientKey: string) => {
    await deps.rateLimiter.consume(rules.account, uid);
    await deps.rateLimiter.consume(rules.address, clientKey);
  };

  const profile = async (uid: string): Promise<UserRecord> => {
    const record = await deps.users.get(uid);
    if (!record) throw new AppError('user-not-found');
    return record;
  };

  return [
    route(billingEndpoints.createCheckout, async ({ caller, clientKey, req }) => {
      await limit(billingRules.checkout, caller.uid, clientKey);
      const record = await profile(caller.uid);
      let customerId = record.stripeCustomerId;
      if (customerId) {
        // What Stripe says now, not what the record last heard: one subscription per member.
        const current = await syncCustomer(deps, customerId, caller.uid);
        if (current?.subscriptionStatus === 'active') throw new AppError('already-subscribed');
      } else {
        // Created once: two checkouts started at once get the same customer from Stripe (an
        // idempotency key of the member), and the record keeps the first one recorded.
        const created = await deps.payments.createCustomer({ email: record.email, name: record.displayName, uid: caller.uid });
        customerId = await deps.users.setStripeCustomer(caller.uid, created);
      }
      const base = appBase(req);
      return deps.payments.createCheckoutSession({
        customerId,
        uid: caller.uid,
        successUrl: `${base}/payment/success?status=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${base}/payment/cancelled`,
      });
    }),

    route(billingEndpoints.createPortal, async ({ caller, clientKey, req }) => {
      await limit(billingRules.portal, caller.uid, clientKey);
      const { stripeCustomerId } = await profile(caller.uid);
      if (!stripeCustomerId) throw new AppError('no-subscription');
      const { url } = await deps.payments.createPortalSession({ customerId: stripeCustomerId, returnUrl: `${appBase(req)}/chat` });
      return { portalUrl: url };
    }),

    route(billingEndpoints.verifySession, async ({ body, caller, clientKey }) => {
      await limit(billingRules.verify, caller.uid, clientKey);
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

    // Checkout's cancel URL is fixed when the session is made, so it cannot say why the member left:
    // Stripe's record of their charges does. A declined card is a failed charge with no later one.
    route(billingEndpoints.checkoutOutcome, async ({ caller, clientKey }) => {
      await limit(billingRules.verify, caller.uid, clientKey);
      const { stripeCustomerId } = await profile(caller.uid);
      if (!stripeCustomerId) return { declined: false };
      const charges = await deps.payments.listCharges(stripeCustomerId);
      const newest = charges.reduce<(typeof charges)[number] | null>((latest, charge) => (!latest || charge.created > latest.created ? charge : latest), null);
      const recent = newest !== null && (deps.now?.() ?? new Date()).getTime() - newest.created.getTime() <= RECENT_DECLINE_MS;
      return { declined: recent && newest.status === 'failed' };
    }),
  ];
}
