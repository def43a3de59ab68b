import { describe, expect, it } from 'vitest';
import { formatAmount, subscriptionStatusLabel } from './payment-receipt';

describe('formatAmount', () => {
  it('divides minor units by 100 with 2 decimals and upper-cases the currency', () => {
    expect(formatAmount(900, 'usd')).toBe('9.00 USD');
    expect(formatAmount(1999, 'eur')).toBe('19.99 EUR');
    expect(formatAmount(5, 'usd')).toBe('0.05 USD');
    expect(formatAmount(0, 'usd')).toBe('0.00 USD');
  });

  it('never prints NaN', () => {
    expect(formatAmount(Number.NaN, 'usd')).toBe('0.00 USD');
  });
});

describe('subscriptionStatusLabel', () => {
  it('reads as words', () => {
    expect(subscriptionStatusLabel('active')).toBe('Active');
    expect(subscriptionStatusLabel('past_due')).toBe('Past due');
    expect(subscriptionStatusLabel('canceled')).toBe('Cancelled');
    expect(subscriptionStatusLabel('none')).toBe('No subscription');
  });
});
