/**
 * What a member gets from the provider's subscriptions: one derived record, whatever order events
 * came in. The newest subscription that has not ended decides; with none, the newest ended one.
 * A subscription whose collection is paused is `paused`, however Stripe names its status: nobody
 * pays for it, so it grants nothing.
 */
import type { ProviderCharge, ProviderSubscription, ProviderSubscriptionStatus } from '../../ports/payments';
import type { SubscriptionFields } from '../../stores/users';

/** Provider state → the member's `subscriptionStatus` and `paymentStatus` (paid means access). */
const states: Record<ProviderSubscriptionStatus, { subscriptionStatus: string; paymentStatus: string }> = {
  active: { subscriptionStatus: 'active', paymentStatus: 'paid' },
  trialing: { subscriptionStatus: 'active', paymentStatus: 'paid' },
  past_due: { subscriptionStatus: 'past_due', paymentStatus: 'failed' },
  unpaid: { subscriptionStatus: 'unpaid', paymentStatus: 'failed' },
  incomplete: { subscriptionStatus: 'incomplete', paymentStatus: 'pending' },
  incomplete_expired: { subscriptionStatus: 'cancelled', paymentStatus: 'unpaid' },
  canceled: { subscriptionStatus: 'cancelled', paymentStatus: 'unpaid' },
  paused: { subscriptionStatus: 'paused', paymentStatus: 'unpaid' },
};

const ended = (s: ProviderSubscription) => s.status === 'canceled' || s.status === 'incomplete_expired';

export function deriveSubscription(subscriptions: ProviderSubscription[], lastPaymentAt: Date | null): SubscriptionFields {
  const newestFirst = [...subscriptions].sort((a, b) => b.created.getTime() - a.created.getTime());
  const current = newestFirst.find((s) => !ended(s)) ?? newestFirst[0];
  if (!current) {
    return {
      subscriptionStatus: 'none',
      paymentStatus: 'unpaid',
      subscriptionPeriodStart: null,
      subscriptionPeriodEnd: null,
      lastPaymentDate: lastPaymentAt,
      cancelAtPeriodEnd: false,
    };
  }
  const paused = current.collectionPaused && !ended(current);
  return {
    ...states[paused ? 'paused' : current.status],
    subscriptionPeriodStart: current.currentPeriodStart,
    subscriptionPeriodEnd: current.currentPeriodEnd,
    lastPaymentDate: lastPaymentAt,
    cancelAtPeriodEnd: !ended(current) && current.cancelAtPeriodEnd,
  };
}

/**
 * Whether a refund or a dispute on one of the customer's charges ends their paid access (the Terms:
 * fees are non-refundable, and a billing error is corrected by refunding the charge made in error).
 *
 * - A dispute (chargeback) ends it: the member has taken the payment back through their bank.
 * - A full refund ends it unless another payment, neither refunded in full nor disputed, was made
 *   since the current period started: refunding a duplicate charge leaves the member paid, while
 *   refunding the period's only payment means nobody paid for it.
 * - A partial refund (a price correction) changes nothing.
 */
export function reversalEndsAccess(
  reversal: { kind: 'refund' | 'dispute'; charge: ProviderCharge },
  charges: readonly ProviderCharge[],
  subscriptions: readonly ProviderSubscription[],
): boolean {
  if (reversal.kind === 'dispute') return reversal.charge.disputed;
  if (!reversal.charge.refunded) return false;
  const running = subscriptions.filter((s) => !ended(s));
  const periodStart = Math.min(...running.map((s) => s.currentPeriodStart?.getTime() ?? Number.POSITIVE_INFINITY));
  if (!Number.isFinite(periodStart)) return false; // nothing runs: there is no access to end
  return !charges.some(
    (c) => c.id !== reversal.charge.id && c.status === 'succeeded' && !c.refunded && !c.disputed && c.created.getTime() >= periodStart,
  );
}
