import { describe, expect, it } from 'vitest';
import type { ProviderSubscription, ProviderSubscriptionStatus } from '../../ports/payments';
import { accessStatus } from '../../domain/access-status';
import { deriveSubscription } from './subscription-state';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-12-01T00:00:00Z');
const paidAt = new Date('2026-11-01T00:00:05Z');

const subscription = (status: ProviderSubscriptionStatus, extra: Partial<ProviderSubscription> = {}): ProviderSubscription => ({
  id: `sub_${status}`,
  status,
  cancelAtPeriodEnd: false,
  currentPeriodStart: start,
  currentPeriodEnd: end,
  created: start,
  ...extra,
});

/** Whether the member may chat after their trial, from the derived record. */
const paidAccess = (status: ProviderSubscriptionStatus) => {
  const fields = deriveSubscription([subscription(status)], paidAt);
  return accessStatus({ ...fields, createdAt: new Date('2026-01-01'), emailVerified: true, isWaitlistUser: false, now: new Date('2026-11-15') }).canUseChat;
};

describe('deriveSubscription', () => {
  it.each([
    ['trialing', 'active', 'paid', true],
    ['active', 'active', 'paid', true],
    ['past_due', 'past_due', 'failed', false],
    ['unpaid', 'unpaid', 'failed', false],
    ['canceled', 'cancelled', 'unpaid', false],
    ['incomplete', 'incomplete', 'pending', false],
    ['incomplete_expired', 'cancelled', 'unpaid', false],
    ['paused', 'paused', 'unpaid', false],
  ] as const)('%s at Stripe gives %s / %s (chat after the trial: %s)', (status, subscriptionStatus, paymentStatus, chats) => {
    expect(deriveSubscription([subscription(status)], paidAt)).toMatchObject({ subscriptionStatus, paymentStatus });
    expect(paidAccess(status)).toBe(chats);
  });

  it('carries the period, the last payment and a cancellation at period end', () => {
    expect(deriveSubscription([subscription('active', { cancelAtPeriodEnd: true })], paidAt)).toEqual({
      subscriptionStatus: 'active',
      paymentStatus: 'paid',
      subscriptionPeriodStart: start,
      subscriptionPeriodEnd: end,
      lastPaymentDate: paidAt,
      cancelAtPeriodEnd: true,
    });
  });

  it('gives nothing to a customer without subscriptions', () => {
    expect(deriveSubscription([], null)).toMatchObject({ subscriptionStatus: 'none', paymentStatus: 'unpaid', subscriptionPeriodEnd: null });
  });

  it('lets a running subscription win over an older ended one, whatever the order', () => {
    const old = subscription('canceled', { id: 'sub_old', created: new Date('2026-01-01') });
    const current = subscription('active', { id: 'sub_new', created: new Date('2026-10-01') });
    expect(deriveSubscription([old, current], paidAt).subscriptionStatus).toBe('active');
    expect(deriveSubscription([current, old], paidAt).subscriptionStatus).toBe('active');
  });

  it('reports the newest ended subscription when none runs, never as cancelling', () => {
    const ended = subscription('canceled', { cancelAtPeriodEnd: true });
    expect(deriveSubscription([ended], paidAt)).toMatchObject({ subscriptionStatus: 'cancelled', cancelAtPeriodEnd: false });
  });
});
