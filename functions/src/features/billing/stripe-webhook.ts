/**
 * Handling one Stripe webhook delivery: the signature is checked on the raw body, each event is
 * handled once, and a relevant event makes the subscription sync ask Stripe what is true now.
 * A failure is thrown, so the delivery answers 5xx and Stripe tries again.
 *
 * A refund or a dispute of a payment is handled as the Terms say (fees are non-refundable; a
 * billing error is corrected by refunding the charge made in error): a dispute, or a full refund
 * that leaves the current period unpaid, cancels the member's subscription at once, so paid access
 * ends and nothing is charged again; each is recorded on the member (`lastPaymentReversal`).
 */
import type { PaymentEvent, Payments } from '../../ports/payments';
import type { StripeEventStore } from '../../stores/stripe-events';
import { reversalEndsAccess } from './subscription-state';
import { syncSubscription, type SyncDeps } from './subscription-sync';
import { eventCounts } from './business-counts';

export interface WebhookDeps extends SyncDeps {
  payments: Payments;
  stripeEvents: StripeEventStore;
  now: () => Date;
}

/** Events after which a member's subscription may have changed. */
export const SYNCED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Events that take a payment back, and what kind of reversal each is. */
export const REVERSAL_EVENTS: ReadonlyMap<string, 'refund' | 'dispute'> = new Map([
  ['charge.refunded', 'refund'],
  ['charge.dispute.created', 'dispute'],
]);

/**
 * `stale`: older than what the member's record holds, so nothing was written; `access-ended`: a
 * refund or dispute cancelled the subscription.
 */
export type WebhookOutcome = 'synced' | 'stale' | 'access-ended' | 'ignored' | 'duplicate' | 'unknown-customer';

async function sync(deps: WebhookDeps, event: PaymentEvent, customerId: string, uid?: string): Promise<WebhookOutcome> {
  const result = await syncSubscription(deps, customerId, { ...(uid ? { uid } : {}), ...(event.created ? { eventAt: event.created } : {}) });
  return !result ? 'unknown-customer' : result.written ? 'synced' : 'stale';
}

/** A refund or dispute: Stripe is asked about the charge, never the event's payload. */
async function handleReversal(deps: WebhookDeps, event: PaymentEvent, kind: 'refund' | 'dispute'): Promise<WebhookOutcome> {
  const charge = event.chargeId ? await deps.payments.getCharge(event.chargeId) : null;
  if (!charge?.customerId) return 'ignored';
  const customerId = charge.customerId;
  const uid = await deps.users.findUidByStripeCustomer(customerId);
  if (!uid) {
    deps.logger.warn('payment reversal for an unknown customer', { customerId, chargeId: charge.id, kind });
    return 'unknown-customer';
  }
  // A partial refund corrects part of a fee: the member stays as they are.
  if (kind === 'refund' && !charge.refunded) return sync(deps, event, customerId, uid);
  const [charges, subscriptions] = await Promise.all([deps.payments.listCharges(customerId), deps.payments.listSubscriptions(customerId)]);
  const endsAccess = reversalEndsAccess({ kind, charge }, charges, subscriptions);
  if (endsAccess) await deps.payments.cancelAll(customerId);
  await deps.users.recordPaymentReversal(uid, { kind, chargeId: charge.id, at: event.created ?? deps.now(), endedAccess: endsAccess });
  deps.logger.warn('payment reversed', { uid, chargeId: charge.id, kind, endedAccess: endsAccess });
  const outcome = await sync(deps, event, customerId, uid);
  return endsAccess ? 'access-ended' : outcome;
}

/** A payment event's business counts and the member they belong to (business-counts.ts). */
async function countsOf(deps: WebhookDeps, event: PaymentEvent) {
  const counts = await eventCounts(deps.payments, event);
  const uid = counts ? await deps.users.findUidByStripeCustomer(counts.customerId) : null;
  const member = uid ? await deps.users.get(uid) : null;
  return counts && member ? { member, delta: counts.delta } : null;
}

/** Throws PaymentsError('invalid-signature') for a body Stripe did not sign. */
export async function handleStripeDelivery(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const event = deps.payments.verifyEvent(rawBody, signature);
  if (await deps.stripeEvents.handled(event.id)) return 'duplicate';
  let outcome: WebhookOutcome = 'ignored';
  const reversal = REVERSAL_EVENTS.get(event.type);
  if (reversal) outcome = await handleReversal(deps, event, reversal);
  else if (SYNCED_EVENTS.has(event.type) && event.customerId) outcome = await sync(deps, event, event.customerId);
  // Recorded only once handled: a failed attempt stays unrecorded, so Stripe's retry runs it again.
  // The event's business counts are written with that record, so a repeat never counts twice.
  const counted = deps.business ? await countsOf(deps, event) : null;
  const at = deps.now();
  await deps.stripeEvents.markHandled(event.id, event.type, at, counted ? (ops) => deps.business!.count(ops, at, counted.member, counted.delta) : undefined);
  deps.logger.info('stripe event', { eventId: event.id, type: event.type, outcome });
  return outcome;
}
