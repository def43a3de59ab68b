/**
 * What a member gets from the provider's subscriptions: one derived record, whatever order events
 * came in. The newest subscription that has not ended decides; with none, the newest ended one.
 */
import type { ProviderSubscription, ProviderSubscriptionStatus } from '../../ports/payments';
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
  return {
    ...states[current.status],
    subscriptionPeriodStart: current.currentPeriodStart,
    subscriptionPeriodEnd: current.currentPeriodEnd,
    lastPaymentDate: lastPaymentAt,
    cancelAtPeriodEnd: !ended(current) && current.cancelAtPeriodEnd,
  };
}
