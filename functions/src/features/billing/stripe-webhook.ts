/**
 * Handling one Stripe webhook delivery: the signature is checked on the raw body, each event is
 * handled once, and a relevant event makes the subscription sync ask Stripe what is true now.
 * A failure is thrown, so the delivery answers 5xx and Stripe tries again.
 */
import type { Payments } from '../../ports/payments';
import type { StripeEventStore } from '../../stores/stripe-events';
import { syncCustomer, type SyncDeps } from './subscription-sync';

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

export type WebhookOutcome = 'synced' | 'ignored' | 'duplicate' | 'unknown-customer';

/** Throws PaymentsError('invalid-signature') for a body Stripe did not sign. */
export async function handleStripeDelivery(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const event = deps.payments.verifyEvent(rawBody, signature);
  if (await deps.stripeEvents.handled(event.id)) return 'duplicate';
  let outcome: WebhookOutcome = 'ignored';
  if (SYNCED_EVENTS.has(event.type) && event.customerId) {
    outcome = (await syncCustomer(deps, event.customerId)) ? 'synced' : 'unknown-customer';
  }
  // Recorded only once handled: a failed attempt stays unrecorded, so Stripe's retry runs it again.
  await deps.stripeEvents.markHandled(event.id, event.type, deps.now());
  deps.logger.info('stripe event', { eventId: event.id, type: event.type, outcome });
  return outcome;
}
