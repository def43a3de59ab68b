import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';
import { subscriptionSummary } from './subscription-summary';

// Midday UTC: the same calendar day in every time zone the tests may run in.
const never = {
  subscriptionStatus: 'none',
  subscriptionPeriodStart: null,
  subscriptionPeriodEnd: null,
  lastPaymentDate: null,
  cancelAtPeriodEnd: false,
};
const active = {
  subscriptionStatus: 'active',
  subscriptionPeriodStart: '2026-05-20T12:00:00.000Z',
  subscriptionPeriodEnd: '2026-06-20T12:00:00.000Z',
  lastPaymentDate: '2026-05-20T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};

describe('formatDate', () => {
  it('writes the month out, and gives null for a missing or broken date', () => {
    expect(formatDate('2026-01-05T12:00:00.000Z', 'en-US')).toBe('January 5, 2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('subscriptionSummary', () => {
  it('a member who never subscribed has nothing to manage', () => {
    const summary = subscriptionSummary(never, 'en-US');
    expect(summary).toMatchObject({ status: 'No subscription', period: null, lastPayment: null, notice: null, canManage: false });
    expect(summary).toMatchObject({ planLabel: 'Premium', plan: 'USD 9.00/month, cancel any time' });
  });

  it('an active subscription shows its period and last payment', () => {
    expect(subscriptionSummary(active, 'en-US')).toMatchObject({
      status: 'Active',
      planLabel: 'Plan',
      plan: 'Premium, USD 9.00/month',
      period: 'May 20, 2026 – June 20, 2026',
      lastPayment: 'May 20, 2026',
      renewsOn: 'June 20, 2026',
      notice: null,
      canManage: true,
    });
  });

  it('a subscription cancelled at the period end keeps access until then, and says so', () => {
    const summary = subscriptionSummary({ ...active, cancelAtPeriodEnd: true }, 'en-US');
    expect(summary.status).toBe('Active, cancels at period end');
    expect(summary.renewsOn).toBeNull();
    expect(summary.notice).toEqual({ severity: 'info', text: 'Your subscription ends on June 20, 2026; you keep access until then.' });
    expect(summary.canManage).toBe(true);
  });

  it('an ended subscription can still be renewed in the portal', () => {
    const summary = subscriptionSummary({ ...active, subscriptionStatus: 'cancelled' }, 'en-US');
    expect(summary.status).toBe('Cancelled');
    expect(summary.notice?.text).toBe('Your subscription ended on June 20, 2026.');
    expect(summary.canManage).toBe(true);
  });

  it('a failed renewal is a warning', () => {
    const summary = subscriptionSummary({ ...active, subscriptionStatus: 'past_due' }, 'en-US');
    expect(summary.status).toBe('Past due');
    expect(summary.notice?.severity).toBe('warning');
  });
});
