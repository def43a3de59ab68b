import { describe, expect, it } from 'vitest';
import type { ProviderCharge, ProviderSubscription, ProviderSubscriptionStatus } from '../../ports/payments';
import { accessStatus } from '../../domain/access-status';
import { deriveSubscription, reversalEndsAccess } from './subscription-state';

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
  collectionPaused: false,
  ...extra,
});

/** Whether the member may chat after their trial, from the derived record. */
const paidAccess = (status: ProviderSubscriptionStatus, extra: Partial<ProviderSubscription> = {}) => {
  const fields = deriveSubscription([subscription(status, extra)], paidAt);
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

describe('a paused subscription', () => {
  it('grants nothing while its collection is paused, though Stripe still calls it active', () => {
    expect(deriveSubscription([subscription('active', { collectionPaused: true })], paidAt)).toMatchObject({ subscriptionStatus: 'paused', paymentStatus: 'unpaid' });
    expect(paidAccess('active', { collectionPaused: true })).toBe(false);
    expect(paidAccess('trialing', { collectionPaused: true })).toBe(false);
  });

  it('grants access again once collection resumes', () => {
    expect(paidAccess('active', { collectionPaused: false })).toBe(true);
  });

  it('reports an ended subscription as cancelled, paused or not', () => {
    expect(deriveSubscription([subscription('canceled', { collectionPaused: true })], paidAt).subscriptionStatus).toBe('cancelled');
  });
});

describe('reversalEndsAccess', () => {
  const charge = (id: string, extra: Partial<ProviderCharge> = {}): ProviderCharge => ({
    id,
    customerId: 'cus_1',
    amount: 900,
    amountRefunded: 0,
    refunded: false,
    disputed: false,
    status: 'succeeded',
    created: paidAt,
    ...extra,
  });
  const running = [subscription('active')];
  const refunded = (c: ProviderCharge) => ({ ...c, amountRefunded: c.amount, refunded: true });

  it("ends access when the current period's only payment is refunded in full", () => {
    const paid = refunded(charge('ch_1'));
    expect(reversalEndsAccess({ kind: 'refund', charge: paid }, [paid], running)).toBe(true);
  });

  it('keeps access when a partial refund corrects part of the fee', () => {
    const partly = charge('ch_1', { amountRefunded: 300 });
    expect(reversalEndsAccess({ kind: 'refund', charge: partly }, [partly], running)).toBe(false);
  });

  it('keeps access when a duplicate charge of the period is refunded and another payment stands', () => {
    const duplicate = refunded(charge('ch_2', { created: new Date(paidAt.getTime() + 60_000) }));
    expect(reversalEndsAccess({ kind: 'refund', charge: duplicate }, [duplicate, charge('ch_1')], running)).toBe(false);
  });

  it('keeps access when an old period is refunded and the current one is paid', () => {
    const old = refunded(charge('ch_old', { created: new Date('2026-10-01T00:00:05Z') }));
    expect(reversalEndsAccess({ kind: 'refund', charge: old }, [charge('ch_now'), old], running)).toBe(false);
  });

  it('does not count a payment of an earlier period, or a disputed or refunded one, as paying for this one', () => {
    const paid = refunded(charge('ch_1'));
    const earlier = charge('ch_old', { created: new Date('2026-10-01T00:00:05Z') });
    const disputed = charge('ch_3', { disputed: true });
    const failed = charge('ch_4', { status: 'failed' });
    expect(reversalEndsAccess({ kind: 'refund', charge: paid }, [paid, earlier, disputed, failed], running)).toBe(true);
  });

  it('ends access on any dispute, whatever else was paid', () => {
    const disputed = charge('ch_1', { disputed: true });
    expect(reversalEndsAccess({ kind: 'dispute', charge: disputed }, [disputed, charge('ch_2')], running)).toBe(true);
  });

  it('has nothing to end when no subscription runs', () => {
    const paid = refunded(charge('ch_1'));
    expect(reversalEndsAccess({ kind: 'refund', charge: paid }, [paid], [subscription('canceled')])).toBe(false);
  });
});
