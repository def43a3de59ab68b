import { describe, expect, it } from 'vitest';
import { accessStatus } from './access-status';

const now = new Date('2026-06-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const base = { subscriptionStatus: 'none', paymentStatus: 'unpaid', emailVerified: true, isWaitlistUser: false, now };

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
    const paid = accessStatus({ ...base, subscriptionStatus: 'active', paymentStatus: 'paid', createdAt: daysAgo(400) });
    expect(paid).toMatchObject({ status: 'paid', isPaidUser: true, isTrialUser: false, canUseChat: true });
  });

  it('needs both an active subscription and a paid status', () => {
    expect(accessStatus({ ...base, subscriptionStatus: 'active', createdAt: daysAgo(10) }).canUseChat).toBe(false);
    expect(accessStatus({ ...base, paymentStatus: 'paid', createdAt: daysAgo(10) }).canUseChat).toBe(false);
  });
});
