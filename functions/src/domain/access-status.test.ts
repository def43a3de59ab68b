import { describe, expect, it } from 'vitest';
import { accessStatus, PAID_ACCESS_GRACE_MS } from './access-status';

const now = new Date('2026-06-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const base = { subscriptionStatus: 'none', paymentStatus: 'unpaid', subscriptionPeriodEnd: null, emailVerified: true, isWaitlistUser: false, now };
/** A paid month that ends in a fortnight. */
const paidFields = { subscriptionStatus: 'active', paymentStatus: 'paid', subscriptionPeriodEnd: daysAgo(-14) };

describe('accessStatus', () => {
  it('gives a new user the whole 3-day trial', () => {
    expect(accessStatus({ ...base, createdAt: now })).toMatchObject({
      status: 'trial',
      trialDurationDays: 3,
      daysRemaining: 3,
      canUseChat: true,
      isTrialUser: true,
      isPaidUser: false,
    });
  });

  it('counts whole days since sign-up', () => {
    expect(accessStatus({ ...base, createdAt: daysAgo(0.99) }).daysRemaining).toBe(3);
    expect(accessStatus({ ...base, createdAt: daysAgo(1) }).daysRemaining).toBe(2);
    expect(accessStatus({ ...base, createdAt: daysAgo(2.5) }).daysRemaining).toBe(1);
  });

  it('expires the trial at 0 days and never goes below 0', () => {
    expect(accessStatus({ ...base, createdAt: daysAgo(3) })).toMatchObject({ status: 'expired', daysRemaining: 0, canUseChat: false });
    expect(accessStatus({ ...base, createdAt: daysAgo(4) })).toMatchObject({ status: 'expired', daysRemaining: 0, canUseChat: false });
  });

  it('gives a waitlist e-mail 14 days', () => {
    const status = accessStatus({ ...base, isWaitlistUser: true, createdAt: daysAgo(4) });
    expect(status).toMatchObject({ status: 'trial', trialDurationDays: 14, daysRemaining: 10, canUseChat: true, isWaitlistUser: true });
    expect(status.trialEndsAt).toBe(new Date(daysAgo(4).getTime() + 14 * 86_400_000).toISOString());
  });

  it('lets a paid user chat whatever the trial says', () => {
    const paid = accessStatus({ ...base, ...paidFields, createdAt: daysAgo(400) });
    expect(paid).toMatchObject({ status: 'paid', isPaidUser: true, isTrialUser: false, canUseChat: true });
  });

  it('needs both an active subscription and a paid status', () => {
    expect(accessStatus({ ...base, ...paidFields, paymentStatus: 'unpaid', createdAt: daysAgo(10) }).canUseChat).toBe(false);
    expect(accessStatus({ ...base, ...paidFields, subscriptionStatus: 'paused', createdAt: daysAgo(10) }).canUseChat).toBe(false);
    expect(accessStatus({ ...base, ...paidFields, subscriptionStatus: 'none', createdAt: daysAgo(10) }).canUseChat).toBe(false);
  });

  it('ends paid access once the synced period end and its grace have passed', () => {
    const ended = (ms: number) => new Date(now.getTime() - ms);
    const paidUntil = (end: Date | null) => accessStatus({ ...base, ...paidFields, subscriptionPeriodEnd: end, createdAt: daysAgo(40) });
    // Within the grace a late renewal webhook still finds the member paid.
    expect(paidUntil(ended(0))).toMatchObject({ status: 'paid', canUseChat: true });
    expect(paidUntil(ended(PAID_ACCESS_GRACE_MS - 1000))).toMatchObject({ status: 'paid', canUseChat: true });
    // Past it, a renewal we never heard of grants nothing: the trial long over, the chat is closed.
    expect(paidUntil(ended(PAID_ACCESS_GRACE_MS))).toMatchObject({ status: 'expired', isPaidUser: false, canUseChat: false });
    expect(paidUntil(ended(400 * 86_400_000))).toMatchObject({ status: 'expired', isPaidUser: false });
    // An active, paid record with no period end at all is not paid either.
    expect(paidUntil(null)).toMatchObject({ status: 'expired', isPaidUser: false });
  });

  it('leaves a member within the trial on the trial when a paid period has lapsed', () => {
    const lapsed = accessStatus({ ...base, ...paidFields, subscriptionPeriodEnd: daysAgo(3), createdAt: daysAgo(1) });
    expect(lapsed).toMatchObject({ status: 'trial', isPaidUser: false, canUseChat: true, daysRemaining: 2 });
  });

  describe('a complimentary month (issue 25)', () => {
    const until = daysAgo(-20);
    it('gives full access after the trial, and says until when', () => {
      const status = accessStatus({ ...base, complimentaryUntil: until, createdAt: daysAgo(40) });
      expect(status).toMatchObject({ status: 'paid', isPaidUser: true, isTrialUser: false, canUseChat: true, complimentaryUntil: until.toISOString() });
    });

    it('ends exactly at its end, with no grace', () => {
      expect(accessStatus({ ...base, complimentaryUntil: now, createdAt: daysAgo(40) })).toMatchObject({ status: 'expired', isPaidUser: false, canUseChat: false, complimentaryUntil: null });
      expect(accessStatus({ ...base, complimentaryUntil: new Date(now.getTime() + 1000), createdAt: daysAgo(40) })).toMatchObject({ status: 'paid', canUseChat: true });
      expect(accessStatus({ ...base, complimentaryUntil: daysAgo(1), createdAt: daysAgo(1) })).toMatchObject({ status: 'trial', complimentaryUntil: null });
    });

    it('is not shown while a Stripe subscription pays for the access', () => {
      const status = accessStatus({ ...base, ...paidFields, complimentaryUntil: until, createdAt: daysAgo(40) });
      expect(status).toMatchObject({ status: 'paid', isPaidUser: true, complimentaryUntil: null });
    });

    it('is absent for a member who never had one', () => {
      expect(accessStatus({ ...base, createdAt: now }).complimentaryUntil).toBeNull();
      expect(accessStatus({ ...base, complimentaryUntil: null, createdAt: daysAgo(40) })).toMatchObject({ status: 'expired', isPaidUser: false });
    });
  });
});
