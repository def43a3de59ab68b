import { describe, expect, it } from 'vitest';
import type { SubscriptionFields } from '../../stores/users';
import { transitionCounts } from './business-counts';

const state = (subscriptionStatus: string, paymentStatus: string, extra: Partial<SubscriptionFields> = {}): SubscriptionFields => ({
  subscriptionStatus,
  paymentStatus,
  subscriptionPeriodStart: null,
  subscriptionPeriodEnd: null,
  lastPaymentDate: null,
  cancelAtPeriodEnd: false,
  ...extra,
});
const paidAt = new Date('2026-03-01T00:00:00Z');
const nothing = { payingDelta: 0, newSubscriptions: 0, trialConversions: 0, cancellationsScheduled: 0, cancellations: 0 };

describe('transitionCounts', () => {
  it('counts a first subscription as new, a conversion and one more paying member', () => {
    expect(transitionCounts(state('none', 'unpaid'), state('active', 'paid', { lastPaymentDate: paidAt }))).toEqual({ ...nothing, payingDelta: 1, newSubscriptions: 1, trialConversions: 1 });
    // Through an incomplete first attempt: still the first subscription.
    expect(transitionCounts(state('incomplete', 'pending'), state('active', 'paid', { lastPaymentDate: paidAt }))).toEqual({ ...nothing, payingDelta: 1, newSubscriptions: 1, trialConversions: 1 });
  });

  it('counts a return after an ended subscription as new, not as a conversion', () => {
    expect(transitionCounts(state('cancelled', 'unpaid', { lastPaymentDate: paidAt }), state('active', 'paid', { lastPaymentDate: paidAt }))).toEqual({ ...nothing, payingDelta: 1, newSubscriptions: 1 });
  });

  it('counts nothing when nothing changed, and a recovered payment only as paying again', () => {
    expect(transitionCounts(state('active', 'paid'), state('active', 'paid'))).toEqual(nothing);
    expect(transitionCounts(state('past_due', 'failed', { lastPaymentDate: paidAt }), state('active', 'paid', { lastPaymentDate: paidAt }))).toEqual({ ...nothing, payingDelta: 1 });
    expect(transitionCounts(state('active', 'paid'), state('past_due', 'failed'))).toEqual({ ...nothing, payingDelta: -1 });
  });

  it('counts a scheduled cancellation, then the end', () => {
    expect(transitionCounts(state('active', 'paid'), state('active', 'paid', { cancelAtPeriodEnd: true }))).toEqual({ ...nothing, cancellationsScheduled: 1 });
    expect(transitionCounts(state('active', 'paid', { cancelAtPeriodEnd: true }), state('cancelled', 'unpaid'))).toEqual({ ...nothing, payingDelta: -1, cancellations: 1 });
    // An ended one seen again, or a member who never subscribed, is no cancellation.
    expect(transitionCounts(state('cancelled', 'unpaid'), state('cancelled', 'unpaid'))).toEqual(nothing);
    expect(transitionCounts(state('none', 'unpaid'), state('cancelled', 'unpaid'))).toEqual(nothing);
  });
});
