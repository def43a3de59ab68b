/**
 * What the business counters count, decided on the server from what Stripe says (never from the
 * client, never from an event's payload):
 *
 * - the subscription sync's state change (counted in the transaction that writes it, so a state
 *   change is counted once however many events, retries or verify-session calls lead to it):
 *   paying members (+1 when the member becomes paid, -1 when they stop), new subscriptions (paid
 *   after none, an ended or an incomplete one), trial conversions (a new subscription of a member
 *   who had never paid),
 *   cancellations scheduled (cancel at period end turned on) and ended (the subscription ended);
 * - payment events (counted in the batch that records the event as handled, so a repeated
 *   delivery counts nothing): a charge that succeeded (its amount, as Stripe reports the charge,
 *   is revenue), a failed charge, a refund, a dispute.
 */
import type { PaymentEvent, Payments } from '../../ports/payments';
import { TRIAL_END_COUNTED, type BusinessDelta } from '../../stores/business-stats';
import type { SubscriptionFields } from '../../stores/users';

const paid = (f: Pick<SubscriptionFields, 'paymentStatus'>) => f.paymentStatus === 'paid';
const NOT_RUNNING = new Set(['none', 'cancelled', 'incomplete', undefined]);

/** The counts a sync's change from `before` to `after` adds. */
export function transitionCounts(before: Partial<SubscriptionFields>, after: SubscriptionFields): BusinessDelta {
  const wasPaid = paid({ paymentStatus: before.paymentStatus ?? 'unpaid' });
  const isPaid = paid(after);
  const started = isPaid && NOT_RUNNING.has(before.subscriptionStatus);
  return {
    payingDelta: isPaid === wasPaid ? 0 : isPaid ? 1 : -1,
    newSubscriptions: started ? 1 : 0,
    trialConversions: started && !before.lastPaymentDate ? 1 : 0,
    cancellationsScheduled: !before.cancelAtPeriodEnd && after.cancelAtPeriodEnd ? 1 : 0,
    cancellations: after.subscriptionStatus === 'cancelled' && !NOT_RUNNING.has(before.subscriptionStatus) ? 1 : 0,
  };
}

/**
 * The day a trial cut short by this change was counted to end on: the member's first payment,
 * before their trial's end. Its `trialsEnding` is taken back from that day.
 */
export function trialCutShort(before: Record<string, unknown>, delta: BusinessDelta, at: Date): Date | null {
  const end = before[TRIAL_END_COUNTED];
  return delta.trialConversions && end instanceof Date && end > at ? end : null;
}

/** Payment events the counters follow, with the charge Stripe is asked about. */
const CHARGE_EVENTS: Record<string, (amount: number) => BusinessDelta> = {
  'charge.succeeded': (amount) => ({ payments: 1, revenueCents: amount }),
  'charge.failed': () => ({ failedPayments: 1 }),
  'charge.refunded': () => ({ refunds: 1 }),
  'charge.dispute.created': () => ({ disputes: 1 }),
};

/** What a payment event adds, and the customer it belongs to; null when it counts nothing. */
export async function eventCounts(payments: Payments, event: PaymentEvent): Promise<{ customerId: string; delta: BusinessDelta } | null> {
  const counts = CHARGE_EVENTS[event.type];
  if (!counts || !event.chargeId) return null;
  const charge = await payments.getCharge(event.chargeId);
  if (!charge?.customerId) return null;
  return { customerId: charge.customerId, delta: counts(charge.amount) };
}
